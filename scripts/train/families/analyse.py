# The families' left-out scores beside the shipped model's (`train-harm.ts --loso --dump` files):
#   MODELS=ts,lr,ft,cnn python3 analyse.py rows.jsonl scores.jsonl A.jsonl B.jsonl
import collections, json, math, os, sys
import numpy as np

rows = {}
for l in open(sys.argv[1]):
    r = json.loads(l)
    rows[r['i']] = r
key = {(r['text'], r['source'], r['label']): i for i, r in rows.items()}
scores = collections.defaultdict(dict)
for f in sys.argv[3:]:
    for l in open(f):
        j = json.loads(l)
        i = key.get((j['row']['text'], j['row']['source'], j['row']['label']))
        if i is None:
            continue
        p = min(max(j['score'], 1e-6), 1 - 1e-6)
        scores['ts'][i] = math.log(p / (1 - p))
for l in open(sys.argv[2]):
    j = json.loads(l)
    scores[j['m']][j['i']] = j['s']

names = [m for m in os.environ.get('MODELS', 'ts,lr,ft,cnn,tfm').split(',') if m in scores]
common = set.intersection(*(set(scores[m]) for m in names))
for m in names[1:]:
    a, b = scores['ts'], scores[m]
    scores[f'ts+{m}'] = {i: a[i] + b[i] for i in common}
    scores[f'ts+.5{m}'] = {i: a[i] + 0.5 * b[i] for i in common}
names += [m for m in scores if m.startswith('ts+')]

def by_source(m):
    by = collections.defaultdict(list)
    for i, s in scores[m].items():
        if i in common:
            by[rows[i]['source']].append((rows[i]['label'], s))
    return by

def rates(v):
    """Recall and false-positive rate at the fold's threshold (None where the class is absent)."""
    pos = [s for y, s in v if y == 1]; neg = [s for y, s in v if y == 0]
    return (np.mean([s >= 0 for s in pos]) if pos else None, np.mean([s >= 0 for s in neg]) if neg else None)

def report(m):
    d = {i: s for i, s in scores[m].items() if i in common}
    bals = []
    for v in by_source(m).values():
        rec, fpr = rates(v)
        bals.append(rec if fpr is None else (1 - fpr) if rec is None else (rec + 1 - fpr) / 2)
    allp = np.array([s for i, s in d.items() if rows[i]['label'] == 1])
    alln = np.sort(np.array([s for i, s in d.items() if rows[i]['label'] == 0]))[::-1]
    r1 = np.mean(allp > alln[int(0.01 * len(alln))]); r2 = np.mean(allp > alln[int(0.02 * len(alln))])
    r5 = np.mean(allp > alln[int(0.05 * len(alln))])
    # AUC by ranks
    allv = np.concatenate([allp, alln]); ranks = allv.argsort().argsort() + 1
    auc = (ranks[:len(allp)].sum() - len(allp) * (len(allp) + 1) / 2) / (len(allp) * len(alln))
    rec0 = np.mean(allp >= 0); fpr0 = np.mean(alln >= 0)
    print(f'{m:8s} mean-bal {100*np.mean(bals):5.2f}  pooled recall {100*rec0:5.1f} at {100*fpr0:4.1f}%  r@1% {100*r1:5.1f}  r@2% {100*r2:5.1f}  r@5% {100*r5:5.1f}  AUC {100*auc:5.1f}  n={len(d)}')

print(f'{len(common)} rows judged by every model')
for m in names:
    report(m)
print('\nper source (recall / fpr at each fold\'s 1%-of-calibration threshold; ts at its own):')
hdr = ' '.join(f'{m:>13s}' for m in names)
print(f'{"source":20s} {hdr}')
split = {m: by_source(m) for m in names}
pct = lambda x: '-' if x is None else f'{100 * x:.1f}'
for src in sorted({rows[i]['source'] for i in common}):
    cells = []
    for m in names:
        rec, fpr = rates(split[m][src])
        cells.append(f'{pct(rec) + "/" + pct(fpr):>13s}')
    print(f'{src:20s} {" ".join(cells)}')
# by language, positives of real sources
print('\nrecall by language (real sources, positives), at threshold 0:')
langs = collections.Counter(rows[i]['lang'] for i in common if rows[i]['label'] == 1)
for lang, n in langs.most_common(14):
    cells = []
    for m in names:
        v = [s for i, s in scores[m].items() if i in common and rows[i]['label'] == 1 and rows[i]['lang'] == lang]
        cells.append(f'{100*np.mean([s >= 0 for s in v]):13.1f}')
    print(f'{lang:6s} {n:5d}        {" ".join(cells)}')
