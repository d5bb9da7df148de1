import { entropy } from '../engines/checksums.js';
import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { lowerOf } from '../multi-search.js';
import { isPlaceholder, isPlaceholderToken } from './placeholder.js';

/**
 * One credential format, written from the issuer's documentation: the literal needles that any
 * occurrence must contain (a cheap gate before the regex), the pattern, and optional checks of
 * what the pattern cannot express (checksums, decodable headers, minimum entropy).
 */
export interface SecretRule {
  /** `secret.<family>.<format>`; the family groups formats of one issuer for evaluation. */
  id: string;
  /** What the rule recognises, shown in explanations. */
  describe: string;
  /**
   * Literal substrings; the text must contain one (case-sensitive) for the pattern to run. Empty:
   * the format has no literal part (Discord, Mailgun's current keys) and the pattern always runs.
   */
  needles: readonly string[];
  /** Global, linear-time pattern. Group 1, when present, is the secret; otherwise the whole match. */
  pattern: RegExp;
  score: number;
  /** Score adjustment by a check: return a score, or null to reject the match. */
  check?: (value: string, text: string, at: number) => number | null;
  /**
   * Lower-case words, one of which must appear within {@link KEYWORD_WINDOW} characters before
   * the value. The pattern then runs only in the windows after these words, not over the text.
   */
  keywords?: readonly string[];
  /** Minimum Shannon entropy of the value (bits/char), for shapes that words can also take. */
  minEntropy?: number;
  /** Placeholders are documentation values, never credentials; a rule may opt out (PEM bodies). */
  allowPlaceholder?: boolean;
  /**
   * How far before the value a keyword may be (characters); {@link KEYWORD_WINDOW} by default.
   * Wider for issuers whose config names the provider once above several values (Mailgun, Twilio).
   */
  reach?: number;
}

/** How far before a match a keyword of a keyword-gated rule may be. */
export const KEYWORD_WINDOW = 48;
/** Longest value a keyword-gated rule looks for after its keyword. */
const WINDOW_REACH = 400;

/** The family of a rule id: `secret.github.pat` -> `github`. */
export function familyOf(ruleId: string): string {
  return ruleId.split('.')[1] ?? ruleId;
}

/** Where each keyword occurs in a text (lower-cased), computed once per text for every rule. */
export type KeywordPositions = (text: string) => ReadonlyMap<string, readonly number[]>;

/**
 * Windows of `text` that follow one of `keywords`, merged: `[from, to)` pairs. Keyword-gated
 * patterns run only there, not over the whole text.
 */
export function keywordWindows(
  text: string,
  keywords: readonly string[],
  positions: KeywordPositions,
  reach = WINDOW_REACH,
  before = KEYWORD_WINDOW,
): Array<[number, number]> {
  const found = positions(text);
  if (found.size === 0) return [];
  const starts = keywords.flatMap((k) => found.get(k) ?? []).sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const s of starts) {
    const last = out.at(-1);
    const end = Math.min(text.length, s + before + reach);
    if (last && s <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([s, end]);
  }
  return out;
}

function keywordNear(text: string, at: number, keywords: readonly string[], reach: number): boolean {
  const before = lowerOf(text).slice(Math.max(0, at - reach), at);
  return keywords.some((k) => before.includes(k));
}

/**
 * A finder running one rule; `active` says whether the text holds one of the rule's needles (or,
 * for a keyword-gated rule, one of its keywords) and `positions` where the keywords are (both
 * computed once per text for all rules).
 */
/** The result of a rule switched off for a text; shared and frozen (callers only read results). */
const NOTHING: readonly Found[] = Object.freeze([]);

export function ruleFinder(
  rule: SecretRule,
  active: (text: string) => boolean,
  positions: KeywordPositions,
): Finder {
  const before = rule.reach ?? KEYWORD_WINDOW;
  // A self-identifying prefix (needles, no keyword) is structure: only strong placeholder marks veto it.
  const structured = rule.keywords === undefined && rule.needles.length > 0;
  const keep = (text: string, m: RegExpExecArray, offset: number, out: Found[]) => {
    const value = m[1] ?? m[0];
    const start = offset + (m[1] === undefined ? m.index : m.index + m[0].indexOf(value));
    if (rule.keywords && !keywordNear(text, start, rule.keywords, before)) return;
    if (rule.minEntropy !== undefined && entropy(value) < rule.minEntropy) return;
    if (!rule.allowPlaceholder && (structured ? isPlaceholderToken(value) : isPlaceholder(value))) return;
    const score = rule.check ? rule.check(value, text, start) : rule.score;
    if (score !== null) out.push({ start, end: start + value.length, score });
  };
  return {
    ruleId: rule.id,
    entity: 'SECRET',
    flag: 'SECRET',
    find(text) {
      // Most rules are off for a given text: no result array is allocated for them.
      if (!active(text)) return NOTHING as Found[];
      const out: Found[] = [];
      if (rule.keywords) {
        for (const [from, to] of keywordWindows(text, rule.keywords, positions, WINDOW_REACH, before)) {
          for (const m of allMatches(rule.pattern, text.slice(from, to))) keep(text, m, from, out);
        }
        return out;
      }
      for (const m of allMatches(rule.pattern, text)) keep(text, m, 0, out);
      return out;
    },
  };
}
