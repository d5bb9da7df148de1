import { nativeAttackRows } from './native-attacks/index.js';
import { passwordTalkRows } from './password-talk/index.js';
import { Random } from './random.js';
import { type Example, syntheticAttacks } from './synthetic-attacks.js';
import { syntheticBenign } from './synthetic-benign.js';
import { syntheticDefended } from './synthetic-defended.js';
import { syntheticDocuments } from './synthetic-documents.js';
import { syntheticEnglish } from './synthetic-english.js';
import { syntheticMultilingual } from './synthetic-multilingual.js';
import { syntheticRequests } from './synthetic-requests.js';
import { templateTwins, twinHalf } from './template-twins/index.js';

/** Generator sizes; `VGATE_SYNTH_<NAME>` overrides one for exploration only (`explore.ts`). */
const count = (name: string, fallback: number) => Number(process.env[`VGATE_SYNTH_${name}`] ?? fallback);

/** The seed of `npm run train` and of the leave-one-source-out evaluation. */
export const SEED = 7;

/**
 * Every generated training row, tagged `source: synthetic`, each its own group, duplicates removed.
 * Deterministic for a seed: the same rows in the same order on every run.
 */
export function synthetic(seed: number): Example[] {
  const r = new Random(seed);
  const rows = [
    ...syntheticAttacks(r, 1400),
    ...syntheticBenign(r, 900),
    ...syntheticMultilingual(r, count('ML', 60)),
    ...syntheticEnglish(r, 1600),
    ...syntheticDocuments(r, count('DOCS', 12)),
    ...syntheticRequests(r, count('REQUESTS', 1200)),
    ...syntheticDefended(r, count('DEFENDED', 360)),
  ];
  const seen = new Set<string>();
  const out: Example[] = [];
  for (const e of rows) {
    if (seen.has(e.text)) continue;
    seen.add(e.text);
    out.push({ lang: 'en', ...e, source: 'synthetic', group: `synthetic:${out.length}` });
  }
  return out;
}

/**
 * How many times the attacks and look-alikes written in each language are trained on (0: left out);
 * `VGATE_SYNTH_NATIVE_ATTACKS` overrides it for exploration, as `VGATE_SYNTH_NATIVE_ATTACK_SETS` the
 * sets and `VGATE_NATIVE_ATTACK_SKIP` the forms left out.
 */
export const NATIVE_ATTACK_COPIES = count('NATIVE_ATTACKS', 1);

/** Which sets of those rows (`native-attacks/index.ts`), by number from 1; `VGATE_SYNTH_NATIVE_ATTACK_SETS=1,2,4`. */
export const NATIVE_ATTACK_SETS: readonly number[] = (process.env.VGATE_SYNTH_NATIVE_ATTACK_SETS ?? '1,2')
  .split(',')
  .map(Number);

/**
 * The forms of those rows left out: instructions to the AI inside documents taught "an e-mail
 * address after 'write to'" as an attack ("write to jane.doe@example.com today" crossed 0.5).
 * `VGATE_NATIVE_ATTACK_SKIP=` (empty) keeps every form.
 */
export const NATIVE_ATTACK_SKIP: readonly string[] = (process.env.VGATE_NATIVE_ATTACK_SKIP ?? 'indirect')
  .split(',')
  .filter((f) => f !== '');

/** The password-talk files trained on (`password-talk/`; `VGATE_SYNTH_PASSWORD_TALK` overrides). */
export const PASSWORD_TALK_FILES = (process.env.VGATE_SYNTH_PASSWORD_TALK ?? '')
  .split(',')
  .filter((f) => f !== '');

/** Whether only the harmless messages of those files are trained on (`VGATE_SYNTH_PASSWORD_TALK_HARMLESS=1`). */
export const PASSWORD_TALK_HARMLESS = process.env.VGATE_SYNTH_PASSWORD_TALK_HARMLESS === '1';

/**
 * The half of the template twins (`template-twins/`: harmless requests in the harm benchmarks'
 * stock templates) the injection model trains on as harmless rows: `VGATE_SYNTH_TWINS=0`, `1` or
 * `all`; none by default.
 */
export const TWINS_HALF = process.env.VGATE_SYNTH_TWINS ?? '';

/** The template twins of {@link TWINS_HALF} as harmless rows. */
function twinRows(half: string): Example[] {
  if (half === '') return [];
  return twinHalf(templateTwins(), half).map((t, i) => ({
    text: t.text,
    label: 0,
    source: 'synthetic-template-twins',
    lang: t.lang,
    group: `synthetic-template-twins:${i}`,
  }));
}

/**
 * The injection model's generated rows: {@link synthetic}, then the attacks and look-alikes written
 * in each language (`native-attacks/`, a source of their own), {@link NATIVE_ATTACK_COPIES} times.
 */
export function generated(seed: number): Example[] {
  const native = nativeAttackRows(NATIVE_ATTACK_SETS, NATIVE_ATTACK_SKIP);
  return [
    ...synthetic(seed),
    ...Array.from({ length: NATIVE_ATTACK_COPIES }, () => native).flat(),
    ...passwordTalkRows(PASSWORD_TALK_FILES).filter((e) => !PASSWORD_TALK_HARMLESS || e.label === 0),
    ...twinRows(TWINS_HALF),
  ];
}
