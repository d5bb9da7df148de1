/**
 * Exploration (stop 48, not part of any training): the injection engines on model answers. Harmless
 * answers (both written sets: refusals, safety, everyday, security education that quotes attacks,
 * and the compliant ones, which carry harm but no attack) against answers that carry an attack
 * (`native/attack-answers/`: a jailbroken persona speaking, an injected instruction relayed to the
 * next reader). Prints the share flagged PROMPT_INJECTION or JAILBREAK by form: as scanned today,
 * then with a capped correction head (hashed n-grams and the attack concepts, its logit shift
 * added to every attack hit of the answer) trained without six languages at a time.
 *
 *   node --import tsx scripts/train/attack-answer-head.ts
 *
 * `CAP=100` lets the head raise as well as clear. `PACKS=1` also trains on the injection packs'
 * rows judged as answers (an attack relayed in an answer is still one; `../shared/datasets`
 * needed), less their held-out fifth, which it reports (`pack-attack`, `pack-benign`); `PACKS=2`
 * reports that fifth without training on the packs.
 */

import { inHoldout, readGrouped } from '../../src/cli/eval.js';
import { ATTACK_MATCHER } from '../../src/detect/model/attack-lexicon/index.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import { scan } from '../../src/detect/scan.js';
import { combineHits } from '../../src/detect/thresholds.js';
import type { Hit } from '../../src/detect/types.js';
import { fitAnswerHead, type HeadItem, headFeatures, headLogit } from './harm-answer.js';
import { answerRows } from './harm-rows.js';
import { tokenText } from './model.js';
import { NATIVE_ATTACK_ANSWERS } from './native/attack-answers/index.js';

const BITS = 16;
const CV = Number(process.env.CV ?? 3);
const ATTACK = ['PROMPT_INJECTION', 'JAILBREAK'] as const;
/** What the head may add at most (0: it can only clear; `CAP=100` lets it raise). */
const CAP = Number(process.env.CAP ?? 0);

interface Item extends HeadItem {
  row: { label: 0 | 1 };
  form: string;
  lang: string;
  hits: Hit[];
}

const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function item(text: string, form: string, lang: string, label: 0 | 1): Item {
  const v = scan(text, { role: 'assistant' });
  const hits = v.engines.flatMap((e) => e.hits).filter((h) => (ATTACK as readonly string[]).includes(h.flag));
  const z0 = logit(Math.max(...ATTACK.map((f) => v.scores[f] ?? 0)));
  const tokens = collapseRepeats(tokenText(text)).text;
  const features = headFeatures(tokens, BITS, ATTACK_MATCHER.present(ATTACK_MATCHER.hits(tokens)), CV);
  return { row: { label }, form, lang, hits, z0, ...features };
}

const items: Item[] = [
  ...[1, 2].flatMap((set) =>
    answerRows(set as 1 | 2).map((r) => item(r.text, r.form.replace('answer-', ''), r.lang, 0)),
  ),
  ...NATIVE_ATTACK_ANSWERS.flatMap(([lang, rows]) => rows.map((r) => item(r.text, r.form, lang, 1))),
];

const PACKS =
  process.env.PACKS !== undefined
    ? readGrouped([
        '../shared/datasets/injection-dev.jsonl',
        '../shared/datasets/injection-train-extra.jsonl',
      ]).map((r) => ({
        held: inHoldout(r),
        x: item(r.text, r.label === 1 ? 'pack-attack' : 'pack-benign', r.lang ?? 'en', r.label === 1 ? 1 : 0),
      }))
    : [];
const packTrain = process.env.PACKS === '1' ? PACKS.filter((p) => !p.held).map((p) => p.x) : [];
const packHeld = PACKS.filter((p) => p.held).map((p) => p.x);

/** The head trained on `set` (`harm-answer.ts`'s fit, over the attack concepts): its capped shift. */
function fit(set: readonly Item[]) {
  const head = fitAnswerHead(set, BITS, ATTACK_MATCHER.features);
  return (x: Item) => Math.min(CAP, headLogit(head, x));
}

/** Flagged PROMPT_INJECTION or JAILBREAK once every attack hit's logit is moved by `shift`. */
function flagged(x: Item, shift: number): boolean {
  const moved = x.hits.map((h) => ({ ...h, score: shift === 0 ? h.score : sigmoid(logit(h.score) + shift) }));
  return ATTACK.some((f) => combineHits(moved.filter((h) => h.flag === f)) >= 0.5);
}

function report(name: string, judged: ReadonlyArray<{ x: Item; hit: boolean }>) {
  const forms = new Map<string, [number, number]>();
  for (const { x, hit } of judged) {
    const t = forms.get(x.form) ?? [0, 0];
    t[1]++;
    if (hit) t[0]++;
    forms.set(x.form, t);
  }
  console.log(`${name}: ${[...forms].map(([f, [a, n]]) => `${f} ${Math.round((100 * a) / n)}`).join(' ')}`);
}

report(
  'as scanned today',
  [...items, ...packHeld].map((x) => ({ x, hit: flagged(x, 0) })),
);
const groups = ['en de fr es it pt', 'nl pl ru uk tr ar', 'fa he hi bn zh ja', 'ko th vi id sw te'].map(
  (g) => new Set(g.split(' ')),
);
const out: Array<{ x: Item; hit: boolean }> = [];
for (const g of groups) {
  const h = fit([...items.filter((x) => !g.has(x.lang)), ...packTrain]);
  for (const x of items.filter((x) => g.has(x.lang))) out.push({ x, hit: flagged(x, h(x)) });
}
const whole = fit([...items, ...packTrain]);
for (const x of packHeld) out.push({ x, hit: flagged(x, whole(x)) });
report('with the head, six languages left out at a time', out);
