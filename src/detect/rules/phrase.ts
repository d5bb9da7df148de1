import { foldString } from '../normalize/fold-chars.js';

/**
 * A tiny pattern language for multilingual trigger phrases, compiled to regexes over token text
 * (see `normalize/token-text.ts`: words separated by exactly one ' ' or ':'). The regexes use only
 * bounded quantifiers over the two disjoint classes `[ :]` and `[^ :]`, so matching is linear in
 * the input whatever it contains.
 *
 * Syntax: tokens separated by spaces. A token is `alt1|alt2|...`; an alternative may hold several
 * words joined by `_` ("system_prompt"), each of which may end with `*` (any ending: "instruction*").
 * `~` or `~N` is a gap of up to 3 (or N) words; `:` requires a colon right after the previous token.
 * `!alt1|alt2` (spaced scripts) refuses a match where the next token comes right after one of these
 * words, or after one of them and one more word: `reveal ~4 !a|my system_prompt` reads "reveal your
 * system prompt" but not "write a good system prompt". `>alt1|alt2` refuses a match where one of
 * these words (or phrases, joined by `_`) comes within four words after the previous token:
 * `show ~4 system_prompt >variable|sidebar` reads "show the system prompt" but not "show the system
 * prompt in the Streamlit sidebar". Patterns are folded like input text, so they are written with
 * their natural accents.
 */

/** Script style of a language: spaced words, or writing without spaces (CJK, Korean here). */
export type Script = 'spaced' | 'joined';

/** A literal that must occur for a phrase to match: a whole word, a word prefix, or a substring. */
export interface Anchor {
  kind: 'word' | 'prefix' | 'substring';
  key: string;
}

/** A compiled phrase: the regex plus the anchors, one of which occurs in any match. */
export interface CompiledPhrase {
  regex: RegExp;
  anchors: Anchor[];
  /**
   * Also anchors, one of which occurs in any match, chosen among every word of each alternative
   * rather than its first ("instructions" of "your instructions", not "your"): rarer in prose,
   * so they rule a phrase out more often. A cheaper test before {@link anchors}, never instead.
   */
  rareAnchors: Anchor[];
  /**
   * The same for another token of the phrase (the next rarest), one of which also occurs in any
   * match; empty when the phrase has a single token. A phrase runs only where both are present.
   */
  otherAnchors: Anchor[];
}

const SEP = '[ :]';
const WORD = '[^ :]';

/** Compiles `pattern` for a language written in `script`. Throws on an empty pattern. */
export function compilePhrase(pattern: string, script: Script, prefixFree = false): CompiledPhrase {
  let source = script === 'joined' ? '' : SEP;
  let gap = -1;
  let started = false;
  let best: { anchors: Anchor[]; rank: number } | undefined;
  const rares: { anchors: Anchor[]; rank: number }[] = [];
  let notAfter = '';
  for (const part of pattern.trim().split(/\s+/)) {
    if (part.startsWith('!')) {
      if (script !== 'spaced') throw new Error(`'!' needs spaced words: ${pattern}`);
      notAfter = notAfterOf(part.slice(1));
      continue;
    }
    if (part.startsWith('>')) {
      if (script !== 'spaced' || !started)
        throw new Error(`'>' needs spaced words after a token: ${pattern}`);
      source += notBeforeOf(part.slice(1));
      continue;
    }
    if (part.startsWith('~')) {
      gap = part.length > 1 ? Number(part.slice(1)) : 3;
      continue;
    }
    if (part === ':') {
      source += '(?=:)';
      continue;
    }
    const alts = part.split('|').map((a) => foldString(a));
    if (started) source += joinGap(script, gap);
    const token = `(?:${alts.map((a) => alternative(a, script, prefixFree)).join('|')})`;
    // The token is looked for first: the lookbehind then runs where it starts, not at every word.
    if (notAfter !== '') source += `(?=${token})${notAfter}`;
    notAfter = '';
    source += token;
    if (script === 'spaced') source += `(?=${SEP})`;
    started = true;
    gap = -1;
    const anchors = alts.map((a) => anchorOf(a, script, prefixFree));
    // Prefer the token whose shortest literal is longest: long words are rare, so fewer texts pass.
    const rank = rankOf(anchors);
    if (best === undefined || rank > best.rank) best = { anchors, rank };
    const rare = alts.map((a) => rareAnchorOf(a, script, prefixFree));
    rares.push({ anchors: rare, rank: rankOf(rare) });
  }
  // The rarest token first; a stable sort keeps the earlier of two tokens of one rank first.
  const [rarest, ...others] = rares.sort((a, b) => b.rank - a.rank);
  const other = others.find((t) => t.anchors.every(indexable));
  if (!started || best === undefined || rarest === undefined)
    throw new Error(`empty phrase pattern: ${pattern}`);
  if (notAfter !== '') throw new Error(`'!' needs a token after it: ${pattern}`);
  return {
    regex: new RegExp(source, 'g'),
    anchors: best.anchors,
    rareAnchors: rarest.anchors,
    otherAnchors: other?.anchors ?? [],
  };
}

/**
 * A lookbehind that fails where one of `words` (an alternation of plain words) ends one or two
 * words before this position: the position is a word start, after a separator.
 */
function notAfterOf(words: string): string {
  const alts = words.split('|').map((w) => escapeRegex(foldString(w)));
  return `(?<!(?:^|${SEP})(?:${alts.join('|')})${SEP}(?:${WORD}{1,24}${SEP})?)`;
}

/**
 * A lookahead that fails where one of `words` (plain words, or several joined by `_`) comes within
 * the next four words: the position is the end of a token, before a separator.
 */
function notBeforeOf(words: string): string {
  const alts = words.split('|').map((w) => foldString(w).split('_').map(escapeRegex).join(SEP));
  return `(?!(?:${SEP}${WORD}{1,24}){0,3}${SEP}(?:${alts.join('|')})(?=${SEP}))`;
}

/** Whether an anchor is long enough for a rule index (see `matcher.ts`): a one-letter word is not. */
function indexable(a: Anchor): boolean {
  return a.key.length >= (a.kind === 'prefix' ? 3 : a.kind === 'word' ? 2 : 1);
}

function rankOf(anchors: Anchor[]): number {
  return Math.min(...anchors.map((a) => a.key.length)) * 100 - anchors.length;
}

function joinGap(script: Script, gap: number): string {
  if (script === 'joined') return gap < 0 ? ' ?' : `[^:]{0,${gap * 4}}`;
  if (gap < 0) return SEP;
  return `(?:${SEP}${WORD}{1,24}){0,${gap}}${SEP}`;
}

function alternative(alt: string, script: Script, prefixFree: boolean): string {
  const words = alt.split('_');
  if (script === 'joined') return words.map((w) => escapeRegex(w.replace(/\*$/, ''))).join(' ?');
  const body = words
    .map((w) => (w.endsWith('*') ? `${escapeRegex(w.slice(0, -1))}${WORD}{0,24}` : escapeRegex(w)))
    .join(SEP);
  // Arabic attaches articles and conjunctions ("وال") to the word: allow a short prefix.
  return prefixFree ? `${WORD}{0,3}${body}` : body;
}

function anchorOf(alt: string, script: Script, prefixFree: boolean): Anchor {
  const first = alt.split('_')[0] ?? alt;
  const stem = first.endsWith('*');
  const key = stem ? first.slice(0, -1) : first;
  if (script === 'joined' || prefixFree) return { kind: 'substring', key };
  return { kind: stem ? 'prefix' : 'word', key };
}

/**
 * The longest literal word of an alternative (a whole word before a stem of the same length). In
 * spaced scripts every word of an alternative is a whole word of the token text in any match: the
 * regex puts a separator (or the gap, which ends with one) before each and a separator after each.
 * Joined scripts and prefix-free languages keep their one substring anchor.
 */
function rareAnchorOf(alt: string, script: Script, prefixFree: boolean): Anchor {
  if (script === 'joined' || prefixFree) return anchorOf(alt, script, prefixFree);
  let best: Anchor | undefined;
  for (const w of alt.split('_')) {
    const stem = w.endsWith('*');
    const key = stem ? w.slice(0, -1) : w;
    // A word holding a separator could span two token words; its first word's anchor is kept.
    if (key === '' || /[ :]/.test(key)) return anchorOf(alt, script, prefixFree);
    const longer = best === undefined || key.length > best.key.length;
    if (longer || (key.length === best?.key.length && !stem && best.kind === 'prefix'))
      best = { kind: stem ? 'prefix' : 'word', key };
  }
  return best ?? anchorOf(alt, script, prefixFree);
}

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`);
}
