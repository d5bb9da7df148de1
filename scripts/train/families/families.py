# Which model family generalises across sources? (src/detect/harm/TRIED-79.md; not part of
# `npm run train`, needs PyTorch; run on a GPU: about 7 minutes on one H200 for lr, cnn and ft.)
# Leave-one-source-out over the harm model's own rows (exported by export.ts), four families
# trained per fold on the same rows with the same weights: hashed n-gram logistic regression (the
# project's family), a fastText-style bag with a hidden layer, a byte CNN and a small character
# transformer. Writes each judged row's fold-calibrated logit per model to $OUT/scores.jsonl
# (the threshold of each fold: the 99th percentile of its calibration rows, as train-harm calibrates).
#   OUT=out MODELS=lr,cnn,ft,tfm [ONLY=ft:t0+xsafety] [LIMIT_S=420] python3 families.py rows.jsonl.gz
import gzip, json, math, os, sys, time, zlib
from multiprocessing import Pool
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

T0 = time.time()
LIMIT = float(os.environ.get('LIMIT_S', '480'))
OUT = os.environ.get('OUT', '/tmp/out')
MODELS = os.environ.get('MODELS', 'lr,cnn,ft,tfm').split(',')
SMALL = int(os.environ.get('SMALL', '0'))
dev = 'cuda' if torch.cuda.is_available() else 'cpu'
path = sys.argv[1]
op = gzip.open if path.endswith('.gz') else open
rows = [json.loads(l) for l in op(path, 'rt')]
if SMALL:
    rng = np.random.default_rng(0)
    rows = [r for r in rows if rng.random() < SMALL / len(rows)]
print(f'{len(rows)} rows on {dev}', flush=True)

BITS = 20
def ngram_ids(t):
    ids = []
    s = f' {t} '
    # character 3-5-grams over the codepoints (as the TS model), hashed
    for n in (3, 4, 5):
        for i in range(len(s) - n + 1):
            ids.append(zlib.crc32(s[i:i + n].encode('utf-8', 'ignore'), n) & ((1 << BITS) - 1))
    w = t.split()
    for x in w:
        ids.append(zlib.crc32(b'w' + x.encode('utf-8', 'ignore')) & ((1 << BITS) - 1))
    for a, c in zip(w, w[1:]):
        ids.append(zlib.crc32(b'b' + (a + ' ' + c).encode('utf-8', 'ignore')) & ((1 << BITS) - 1))
    return ids[:4000]

if dev == 'cuda':
    with Pool(os.cpu_count() or 2) as pool:
        feats = pool.map(ngram_ids, [r['tok'][:3000] for r in rows], chunksize=256)
else:
    feats = [ngram_ids(r['tok'][:3000]) for r in rows]
lens = np.array([len(f) for f in feats], dtype=np.int64)
starts = np.concatenate([[0], np.cumsum(lens)[:-1]])
flat_all = np.concatenate([np.array(f, dtype=np.int64) for f in feats])
psw_all = np.repeat(1.0 / np.sqrt(np.maximum(1, lens)), lens).astype(np.float32)
print(f'features {time.time() - T0:.0f}s', flush=True)
MAXB = 512
def byte_ids(t):
    b = t.encode('utf-8', 'ignore')[:MAXB]
    return [x + 1 for x in b]
def padded(seqs, L):
    x = np.zeros((len(seqs), L), dtype=np.int64)
    for j, q in enumerate(seqs):
        x[j, :len(q)] = q
    return torch.from_numpy(x).to(dev), torch.tensor([max(1, len(q)) for q in seqs])
bytes_ = padded([byte_ids(r['tok']) for r in rows], MAXB)
MAXC = 384
CH = 1 << 14
def char_ids(t):
    return [1 + (ord(c) * 2654435761 % (CH - 1)) for c in t[:MAXC]]
chars = padded([char_ids(r['tok']) for r in rows], MAXC)

labels = torch.tensor([float(r['label']) for r in rows])
weights = torch.tensor([float(r['weight']) for r in rows])

def bag_batch(idx):
    sl = [slice(starts[i], starts[i] + lens[i]) for i in idx]
    flat = np.concatenate([flat_all[x] for x in sl])
    psw = np.concatenate([psw_all[x] for x in sl])
    offs = np.concatenate([[0], np.cumsum(lens[idx])[:-1]])
    return (torch.from_numpy(flat).to(dev), torch.from_numpy(offs).to(dev), torch.from_numpy(psw).to(dev))

def seq_batch(seqs, idx, maxlen):
    x, n = seqs
    L = int(min(maxlen, n[idx].max()))
    return x[torch.tensor(idx, device=dev), :L]

class LR(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.EmbeddingBag(1 << BITS, 1, mode='sum', sparse=True)
        nn.init.zeros_(self.e.weight)
        self.b = nn.Parameter(torch.zeros(1))
    def forward(self, batch):
        f, o, w = batch
        return self.e(f, o, per_sample_weights=w).squeeze(1) + self.b

class FT(nn.Module):
    def __init__(self, d=64):
        super().__init__()
        self.e = nn.EmbeddingBag(1 << BITS, d, mode='sum', sparse=True)
        nn.init.normal_(self.e.weight, std=0.05)
        self.h = nn.Sequential(nn.Linear(d, d), nn.ReLU(), nn.Linear(d, 1))
    def forward(self, batch):
        f, o, w = batch
        return self.h(self.e(f, o, per_sample_weights=w)).squeeze(1)

class CNN(nn.Module):
    def __init__(self, d=64, k=192):
        super().__init__()
        self.e = nn.Embedding(257, d, padding_idx=0)
        self.convs = nn.ModuleList([nn.Conv1d(d, k, w, padding=w // 2) for w in (3, 5, 7, 9)])
        self.drop = nn.Dropout(0.3)
        self.out = nn.Linear(4 * k, 1)
    def forward(self, x):
        m = (x > 0).unsqueeze(1)
        h = self.e(x).transpose(1, 2)
        pooled = [F.relu(c(h))[:, :, :x.shape[1]].masked_fill(~m, -1e4).amax(2) for c in self.convs]
        return self.out(self.drop(torch.cat(pooled, 1))).squeeze(1)

class TFM(nn.Module):
    def __init__(self, d=256, layers=4):
        super().__init__()
        self.e = nn.Embedding(CH, d, padding_idx=0)
        self.pos = nn.Embedding(MAXC, d)
        layer = nn.TransformerEncoderLayer(d, 4, 4 * d, dropout=0.1, batch_first=True, norm_first=True)
        self.enc = nn.TransformerEncoder(layer, layers)
        self.out = nn.Linear(d, 1)
    def forward(self, x):
        pad = x == 0
        h = self.e(x) + self.pos(torch.arange(x.shape[1], device=x.device))[None]
        h = self.enc(h, src_key_padding_mask=pad)
        h = h.masked_fill(pad.unsqueeze(2), 0).sum(1) / (~pad).sum(1, keepdim=True).clamp(min=1)
        return self.out(h).squeeze(1)

SPEC = {
    'lr': dict(make=LR, batch=bag_batch, epochs=4, lr=0.05, opt='adagrad', bs=128),
    'ft': dict(make=FT, batch=bag_batch, epochs=4, lr=0.05, opt='adagrad', bs=128),
    'cnn': dict(make=CNN, batch=lambda idx: seq_batch(bytes_, idx, MAXB), epochs=4, lr=2e-3, opt='adamw', bs=128),
    'tfm': dict(make=TFM, batch=lambda idx: seq_batch(chars, idx, MAXC), epochs=4, lr=5e-4, opt='adamw', bs=128),
}

def predict(model, spec, idx):
    model.eval()
    out = []
    with torch.no_grad(), torch.autocast(dev, dtype=torch.bfloat16, enabled=dev == 'cuda'):
        for s in range(0, len(idx), 512):
            out.append(model(spec['batch'](idx[s:s + 512])).float().cpu())
    return torch.cat(out) if out else torch.zeros(0)

def train(name, tr, seed):
    spec = SPEC[name]
    torch.manual_seed(seed)
    model = spec['make']().to(dev)
    opt = (torch.optim.Adagrad(model.parameters(), lr=spec['lr']) if spec['opt'] == 'adagrad'
           else torch.optim.AdamW(model.parameters(), lr=spec['lr'], weight_decay=0.01))
    # class balance: each class weighs alike
    y = labels[tr]; w = weights[tr].clone()
    pos = (w * y).sum(); neg = (w * (1 - y)).sum()
    w = torch.where(y > 0, w / pos, w / neg) * len(tr) / 2
    g = torch.Generator().manual_seed(seed)
    steps = spec['epochs'] * math.ceil(len(tr) / spec['bs'])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=spec['lr'], total_steps=steps) if spec['opt'] == 'adamw' else None
    for ep in range(spec['epochs']):
        model.train()
        perm = torch.randperm(len(tr), generator=g).tolist()
        for s in range(0, len(perm), spec['bs']):
            at = perm[s:s + spec['bs']]
            idx = [tr[j] for j in at]
            with torch.autocast(dev, dtype=torch.bfloat16, enabled=dev == 'cuda' and name in ('cnn', 'tfm')):
                logit = model(spec['batch'](idx)).float()
            loss = (F.binary_cross_entropy_with_logits(logit, labels[idx].to(dev), reduction='none')
                    * w[at].to(dev)).mean()
            opt.zero_grad(); loss.backward(); opt.step()
            if sched: sched.step()
    return model

sources = sorted({r['source'] for r in rows if not r['source'].startswith('synthetic')})
os.makedirs(OUT, exist_ok=True)
fo = open(os.path.join(OUT, 'scores.jsonl'), 'w')
timing = {}
ONLY = {m: v.split('+') for m, v in (x.split(':') for x in os.environ.get('ONLY', '').split(',') if x)}
for name in MODELS:
    t_model = time.time()
    for k, S in enumerate(sources[:int(os.environ.get('FOLDS', '99'))]):
        if name in ONLY and S not in ONLY[name]:
            continue
        if time.time() - T0 > LIMIT:
            print(f'time limit: {name} stopped before {S}', flush=True)
            break
        judged = [i for i, r in enumerate(rows) if r['source'] == S and r['judged']]
        if not judged:
            continue
        tr = [i for i, r in enumerate(rows) if not r['holdout'] and r['source'] != S]
        cal = [i for i, r in enumerate(rows) if r['holdout'] and r['calib'] and r['source'] != S]
        try:
            model = train(name, tr, 11 + k)
            cs = predict(model, SPEC[name], cal).numpy()
        except Exception as e:
            import traceback; traceback.print_exc()
            print(f'{name} failed: {e}', flush=True)
            break
        thr = float(np.quantile(cs, 0.99)) if len(cs) else 0.0
        js = predict(model, SPEC[name], judged).numpy()
        for i, s in zip(judged, js):
            fo.write(json.dumps({'m': name, 'i': rows[i]['i'], 's': round(float(s) - thr, 4)}) + '\n')
        fo.flush()
        pos = [s - thr for i, s in zip(judged, js) if rows[i]['label'] == 1]
        neg = [s - thr for i, s in zip(judged, js) if rows[i]['label'] == 0]
        rec = np.mean([p >= 0 for p in pos]) if pos else float('nan')
        fpr = np.mean([p >= 0 for p in neg]) if neg else float('nan')
        print(f'{name} {S:20s} n={len(judged):5d} recall={rec:.3f} fpr={fpr:.3f} t={time.time() - T0:.0f}s', flush=True)
    timing[name] = time.time() - t_model
json.dump(timing, open(os.path.join(OUT, 'timing.json'), 'w'))
print('done', timing, flush=True)
