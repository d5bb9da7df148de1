import type { TokenText } from '../normalize/token-text.js';
import { PHRASE_RULES, type PhraseRule } from './catalog.js';
import { DEMAND_RULES } from './reply-demands.js';

/** A rule match in token-text coordinates. */
export interface PhraseMatch {
  rule: PhraseRule;
  start: number;
  end: number;
}

/** Matches kept per rule: bounds work and output on repetitive hostile input. */
const MAX_MATCHES_PER_RULE = 4;
/** Words whose anchored rules are remembered (a pure function of the word). */
const MAX_REMEMBERED_WORDS = 50_000;

/** Which of a rule set's three anchor lists an anchor comes from (see {@link RuleIndex}). */
const FIRST = 0;
const RARE = 1;
const OTHER = 2;

/** The rules one word anchors, by rule number, in each of the three lists (see {@link RuleIndex}). */
interface WordRules {
  first: readonly number[];
  rare: readonly number[];
  other: readonly number[];
}

const NO_RULES: WordRules = { first: [], rare: [], other: [] };

/**
 * A rule set's rules indexed by their anchor literals, so a text only runs the few regexes whose
 * rare word it actually contains: cost follows the text's words, not the number of rules and
 * languages. Three anchor lists per rule share one index, read once per word: the first-word
 * anchors (their candidate order is the order matches are reported in), the rarest-word anchors
 * (the phrases a text can match at all) and the anchors of another token (both must be present;
 * see `otherAnchors`). Rules are numbered, and a text's candidates are marked in tables stamped
 * per call instead of collected in sets.
 */
class RuleIndex {
  readonly rules: readonly PhraseRule[];
  private readonly byWord = new Map<string, number[][]>();
  private readonly byPrefix = new Map<string, number[][]>();
  private readonly prefixLengths: number[];
  /** Substring anchors (all non-Latin: CJK, Korean, Arabic) per list. */
  private readonly bySubstring: Array<Array<{ key: string; rule: number }>> = [[], [], []];
  /**
   * One bit per hashed first three units of every word and prefix anchor (two and an end mark for
   * a two-letter word): a word whose bit is clear anchors nothing, and most words of prose are
   * dismissed without hashing the string for the per-word map.
   */
  private readonly starts = new Uint32Array(STARTS_BITS >>> 5);
  /** Per rule number, the call that marked it (see {@link mark}): rare, other and first lists. */
  private readonly marks: [Uint32Array, Uint32Array, Uint32Array];
  private call = 0;

  constructor(rules: readonly PhraseRule[]) {
    this.rules = rules;
    this.marks = [
      new Uint32Array(rules.length),
      new Uint32Array(rules.length),
      new Uint32Array(rules.length),
    ];
    const lengths = new Set<number>();
    rules.forEach((rule, n) => {
      const lists = [rule.phrase.anchors, rule.phrase.rareAnchors, rule.phrase.otherAnchors];
      lists.forEach((anchors, list) => {
        for (const a of anchors) {
          if (a.kind === 'substring') {
            (this.bySubstring[list] as Array<{ key: string; rule: number }>).push({ key: a.key, rule: n });
            continue;
          }
          // Prefix anchors are 3 units or longer, word anchors 2 or longer: see startOf.
          if (a.key.length < (a.kind === 'word' ? 2 : 3)) throw new Error(`anchor too short: ${a.key}`);
          const h = startOf(a.key);
          this.starts[h >>> 5] = (this.starts[h >>> 5] ?? 0) | (1 << (h & 31));
          const map = a.kind === 'word' ? this.byWord : this.byPrefix;
          let entry = map.get(a.key);
          if (entry === undefined) {
            entry = [[], [], []];
            map.set(a.key, entry);
          }
          const numbers = entry[list] as number[];
          if (!numbers.includes(n)) numbers.push(n);
          if (a.kind === 'prefix') lengths.add(a.key.length);
        }
      });
    });
    this.prefixLengths = [...lengths].sort((x, y) => x - y);
  }

  /** Rules a word anchors per list (whole word, then its prefixes by length), remembered per word. */
  private readonly perWord = new Map<string, WordRules>();

  private rulesOfWord(w: string): WordRules {
    const known = this.perWord.get(w);
    if (known !== undefined) return known;
    const lists: [number[], number[], number[]] = [[], [], []];
    const add = (entry: number[][] | undefined) => {
      if (entry === undefined) return;
      for (let list = FIRST; list <= OTHER; list++) {
        const to = lists[list] as number[];
        for (const n of entry[list] as number[]) if (!to.includes(n)) to.push(n);
      }
    };
    add(this.byWord.get(w));
    for (const len of this.prefixLengths) {
      if (len > w.length) break;
      add(this.byPrefix.get(w.slice(0, len)));
    }
    const rules =
      lists[FIRST].length + lists[RARE].length + lists[OTHER].length === 0
        ? NO_RULES
        : { first: lists[FIRST], rare: lists[RARE], other: lists[OTHER] };
    // Bounded: hostile text with endless distinct words only empties it now and then.
    if (w.length > 32) return rules;
    if (this.perWord.size >= MAX_REMEMBERED_WORDS) this.perWord.clear();
    this.perWord.set(w, rules);
    return rules;
  }

  /**
   * The rules that can match `tokens`, in the order of their first-word anchors' words (then
   * substring anchors). With `tokens.complete`, only rules whose rare anchor is present and, for
   * a rule of several tokens, whose other token's anchor is present too; none at all, without
   * reading the first-word anchors, when no rare anchor is there.
   */
  candidates(tokens: TokenText): PhraseRule[] {
    // A new stamp per call: a rule is marked in a list when its mark equals the call's.
    if (this.call === 0xffffffff) for (const m of this.marks) m.fill(0);
    const call = this.call === 0xffffffff ? 1 : this.call + 1;
    this.call = call;
    const [rare, other, first] = this.marks;
    // The words are distinct but for hash collisions, whose repeats only add rules already found.
    const anchoring = this.anchoring;
    anchoring.length = 0;
    let rares = 0;
    for (const w of tokens.words) {
      if (w.length < 2) continue;
      const h = startOf(w);
      if ((((this.starts[h >>> 5] as number) >>> (h & 31)) & 1) === 0) continue;
      const r = this.rulesOfWord(w);
      if (r === NO_RULES) continue;
      for (const n of r.rare) {
        if (rare[n] !== call) rares++;
        rare[n] = call;
      }
      for (const n of r.other) other[n] = call;
      if (r.first.length > 0) anchoring.push(r);
    }
    const text = tokens.view.text;
    // Substring anchors are all non-Latin (CJK, Korean, Arabic): pure ASCII text skips them.
    const substrings = !tokens.asciiWords;
    if (substrings) {
      for (const { key, rule } of this.bySubstring[RARE] ?? []) {
        if (rare[rule] !== call && text.includes(key)) {
          rare[rule] = call;
          rares++;
        }
      }
    }
    // Words past the cap of a huge text are not listed: only a complete list can rule a phrase out.
    const filtered = tokens.complete;
    if (filtered && rares === 0) return [];
    if (filtered && substrings) {
      for (const { key, rule } of this.bySubstring[OTHER] ?? [])
        if (other[rule] !== call && text.includes(key)) other[rule] = call;
    }
    const out: PhraseRule[] = [];
    for (const r of anchoring) for (const n of r.first) if (first[n] !== call) this.take(n, filtered, out);
    if (substrings) {
      for (const { key, rule } of this.bySubstring[FIRST] ?? [])
        if (first[rule] !== call && text.includes(key)) this.take(rule, filtered, out);
    }
    return out;
  }

  /** The per-word rule lists with a first-word anchor, of the current call (kept between calls). */
  private readonly anchoring: WordRules[] = [];

  /**
   * Marks rule `n` as met in the current call's first-word order, and lists it in `out` unless
   * (`filtered`) its rare anchor, or for a rule of several tokens its other token's, is absent.
   */
  private take(n: number, filtered: boolean, out: PhraseRule[]): void {
    const call = this.call;
    const [rare, other, first] = this.marks;
    first[n] = call;
    const rule = this.rules[n] as PhraseRule;
    if (filtered) {
      if (rare[n] !== call) return;
      if (rule.phrase.otherAnchors.length > 0 && other[n] !== call) return;
    }
    out.push(rule);
  }
}

/** Size of a rule index's filter of anchor starts: 8 KB, in cache between texts. */
const STARTS_BITS = 1 << 16;

/**
 * A 16-bit hash of a word's first three units (its first two and an end mark when it has two):
 * a word and every anchor it can match (itself, or a prefix of 3 units or more) share it.
 */
function startOf(w: string): number {
  const third = w.length > 2 ? w.charCodeAt(2) : 0x10000;
  const h = Math.imul(Math.imul(w.charCodeAt(0), 0x9e3779b1) ^ w.charCodeAt(1), 0x85ebca6b) ^ third;
  return Math.imul(h, 0xc2b2ae35) >>> 16;
}

/**
 * Cues only read next to a harmful goal or topic (a frame, a pretext, a request for detail): their
 * words are everyday ones ("story", "exact", "how to"), so they run only when a goal or topic
 * matched, or the harm model read one (`attack-evidence.ts`).
 */
const ON_DEMAND = new Set(['cue.frame', 'cue.pretext', 'cue.detail']);

const MAIN = new RuleIndex(PHRASE_RULES.filter((r) => !ON_DEMAND.has(r.id)));
const CUES = new RuleIndex(PHRASE_RULES.filter((r) => ON_DEMAND.has(r.id)));
/** Demands on the reply's form (`reply-demands.ts`), read by the harm engine where it reads 0.05 or more. */
const DEMANDS = new RuleIndex(DEMAND_RULES);

/**
 * Runs the phrase rules that can match `tokens` and returns their matches: every rule but the
 * on-demand cues, or (`which: 'cues'`) those cues alone, or (`which: 'demands'`) the demands on
 * the reply's form.
 *
 * Most texts contain a first-word anchor of some rule ("your", "you", "what") but the rarer word
 * of none ("instructions", "restrictions"): the rare anchors rule those texts out before any
 * regex runs. Otherwise the rules run in the order of the first-word index, as they always have,
 * skipping those the rare anchors exclude (which cannot match), so matches keep their order. A
 * rule of several tokens is skipped too when no rare word of its next rarest token is there
 * ("modify ~ your answer" in a text with "answer" but no "modify", "alter" or "rewrite"): on
 * the development set that leaves 2.1 regexes per benign prompt instead of 6.5, and 44 per attack
 * instead of 110. The three anchor lists share one look-up per word (see `RuleIndex`).
 */
export function matchPhrases(
  tokens: TokenText,
  which: 'rules' | 'cues' | 'demands' = 'rules',
): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  // A demand quotes the opening it wants, often up to a colon ("以'当然，以下是：'开头"): a gap in a
  // joined script does not cross a colon, so the demands read it as a space (same offsets).
  const text = which === 'demands' ? tokens.view.text.replaceAll(':', ' ') : tokens.view.text;
  const index = which === 'rules' ? MAIN : which === 'cues' ? CUES : DEMANDS;
  for (const rule of index.candidates(tokens)) {
    const re = rule.phrase.regex;
    re.lastIndex = 0;
    for (let k = 0; k < MAX_MATCHES_PER_RULE; k++) {
      const m = re.exec(text);
      if (m === null) break;
      out.push(toMatch(rule, m));
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return out;
}

/** The first match of `rule` in `tokens` at or after offset `from`, or null. */
export function matchRuleFrom(rule: PhraseRule, tokens: TokenText, from: number): PhraseMatch | null {
  const re = rule.phrase.regex;
  re.lastIndex = from;
  const m = re.exec(tokens.view.text);
  return m === null ? null : toMatch(rule, m);
}

/** A regex match of `rule` as a phrase match; spans exclude the leading separator the regex consumes. */
function toMatch(rule: PhraseRule, m: RegExpExecArray): PhraseMatch {
  const lead = m[0].startsWith(' ') || m[0].startsWith(':') ? 1 : 0;
  return { rule, start: m.index + lead, end: m.index + m[0].length };
}

/** `text` with each of `ranges` (token-text offsets) replaced by one space. */
export function withoutRanges(text: string, ranges: readonly { start: number; end: number }[]): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const r of sorted) {
    if (r.end <= at) continue;
    out += `${text.slice(at, Math.max(at, r.start))} `;
    at = r.end;
  }
  return out + text.slice(at);
}
