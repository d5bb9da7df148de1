/**
 * Golden-output oracle for performance work on the detection library: runs `scan()` (as a user
 * prompt, and as an assistant answer and a tool output under a system prompt, with a shared
 * `PreparedContext` as the gateway passes one), `mask()`, and the normalisation and model
 * internals (every view's surface and folded text, the token text and its words, span maps at
 * sampled offsets, the classifier's raw probabilities and window) over every row of the shared
 * injection datasets (when `../shared/datasets` is there) and a fixed set of long and odd texts,
 * and prints the SHA-256 of all of it. An optimisation that changes no verdict by a single bit
 * leaves the digest as it was.
 *
 *   node --import tsx scripts/check-scan-golden.ts                 print the digests
 *   node --import tsx scripts/check-scan-golden.ts --check         compare with scan-golden.json
 *   node --import tsx scripts/check-scan-golden.ts --dump out.jsonl  also write every record
 *
 * `latencyMs` is left out (a timing). The recorded digests hold for the engines and weights they
 * were recorded with: a change of the model or of a rule changes them, on purpose, and the file
 * is then recorded again (`--record`).
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContextMessage, mask, PreparedContext, scan } from '../src/detect/index.js';
import { scoreTokens } from '../src/detect/model/classifier.js';
import { normalize } from '../src/detect/normalize/pipeline.js';
import type { TextView } from '../src/detect/normalize/text-view.js';
import { toTokenText } from '../src/detect/normalize/token-text.js';
import { GOLDEN_SYSTEM, oddTexts } from './golden-texts.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATASETS = path.resolve(ROOT, '../shared/datasets');
const RECORDED = path.join(ROOT, 'scripts/scan-golden.json');
const WEIGHTS = path.join(ROOT, 'src/detect/model/weights.json');

const SYSTEM: ContextMessage = { role: 'system', content: GOLDEN_SYSTEM };

/** Every row text of the shared injection datasets, in file order; none when they are absent. */
function datasetTexts(): string[] {
  const texts: string[] = [];
  for (const file of ['injection-dev.jsonl', 'injection-train-extra.jsonl']) {
    const p = path.join(DATASETS, file);
    if (!existsSync(p)) continue;
    for (const line of readFileSync(p, 'utf8').split('\n')) {
      if (line.trim() !== '') texts.push((JSON.parse(line) as { text: string }).text);
    }
  }
  return texts;
}

/** Span-map samples of a view: about 16 offsets spread over it, plus the ends. */
function spanSamples(view: TextView): number[] {
  const n = view.text.length;
  const out: number[] = [];
  const step = Math.max(1, Math.floor(n / 16));
  for (let a = 0; a <= n; a += step) {
    const s = view.span(a, Math.min(n, a + 7));
    out.push(a, s.start, s.end);
  }
  const whole = view.span(0, n);
  out.push(whole.start, whole.end);
  return out;
}

/** The normalisation and model internals of `text`: what every engine reads. */
function internals(text: string): unknown {
  const input = normalize(text);
  return {
    steps: input.steps,
    invisible: input.invisible,
    decoded: input.decoded,
    views: input.views.map((v) => {
      const tokens = toTokenText(v.folded);
      return {
        depth: v.depth,
        encoding: v.encoding ?? null,
        surface: v.surface.text,
        surfaceSpans: spanSamples(v.surface),
        folded: v.folded.text,
        foldedSpans: spanSamples(v.folded),
        tokens: tokens.view.text,
        tokenSpans: spanSamples(tokens.view),
        words: tokens.words,
        joined: tokens.hasJoinedScript,
        model: scoreTokens(tokens.view.text),
      };
    }),
  };
}

/** Everything the library answers for `text`, without timings. */
function record(text: string, prepared: PreparedContext): unknown {
  const verdict = (d: ReturnType<typeof scan>) => {
    const { latencyMs: _, ...rest } = d;
    return { ...rest, inputDigest: d.inputDigest };
  };
  const context = [SYSTEM, { role: 'user', content: 'Where is my order?' }];
  const masked = mask(text);
  return {
    user: verdict(scan(text)),
    assistant: verdict(scan(text, { role: 'assistant', context, prepared })),
    tool: verdict(scan(text, { role: 'tool', context, prepared })),
    mask: { masked: masked.masked, count: masked.count, replacements: masked.replacements },
    internals: internals(text),
  };
}

interface Digests {
  weights: string;
  datasetRows: number;
  oddTexts: number;
  datasets: string;
  odd: string;
}

function run(dumpTo: string | undefined): Digests {
  const dump = dumpTo === undefined ? undefined : createWriteStream(dumpTo);
  const prepared = new PreparedContext();
  const digestOf = (texts: string[]) => {
    const h = createHash('sha256');
    for (const t of texts) {
      const line = `${JSON.stringify(record(t, prepared))}\n`;
      h.update(line);
      dump?.write(line);
    }
    return h.digest('hex');
  };
  const rows = datasetTexts();
  const odd = oddTexts();
  const result = {
    weights: createHash('sha256').update(readFileSync(WEIGHTS)).digest('hex'),
    datasetRows: rows.length,
    oddTexts: odd.length,
    datasets: digestOf(rows),
    odd: digestOf(odd),
  };
  dump?.end();
  return result;
}

const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const started = performance.now();
const got = run(dumpAt >= 0 ? args[dumpAt + 1] : undefined);
console.log(JSON.stringify({ ...got, seconds: Math.round((performance.now() - started) / 100) / 10 }));
if (args.includes('--record')) writeFileSync(RECORDED, `${JSON.stringify(got, null, 2)}\n`);
if (args.includes('--check')) {
  const want = JSON.parse(readFileSync(RECORDED, 'utf8')) as Digests;
  const same = (k: keyof Digests) => want[k] === got[k];
  // Without the datasets only the odd texts can be compared.
  const ok =
    same('weights') && same('odd') && (got.datasetRows === 0 || (same('datasetRows') && same('datasets')));
  console.log(ok ? 'golden: identical' : `golden: DIFFERENT (recorded ${JSON.stringify(want)})`);
  process.exit(ok ? 0 : 1);
}
