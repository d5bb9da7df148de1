import { foldChars } from '../normalize/fold-chars.js';
import { identityView } from '../normalize/text-view.js';
import { type TokenText, toTokenText } from '../normalize/token-text.js';
import type { Hit } from '../types.js';
import { entropy } from './checksums.js';
import { type Engine, hit, type ScanContext } from './engine.js';

const SHINGLE = 5;
/** System-prompt shingles considered: bounds work on very long system prompts. */
const MAX_SHINGLES = 5000;
const CANARY_TOKEN = /[A-Za-z0-9_-]{12,128}/g;

/**
 * Canary tokens of a system prompt: random-looking tokens (high entropy, mixed letters and digits)
 * or anything introduced as a canary. Operators plant them so a leak is detectable verbatim.
 */
function canaries(system: string): string[] {
  const out: string[] = [];
  CANARY_TOKEN.lastIndex = 0;
  for (let m = CANARY_TOKEN.exec(system); m !== null && out.length < 32; m = CANARY_TOKEN.exec(system)) {
    const t = m[0];
    const named = /canary/i.test(system.slice(Math.max(0, m.index - 40), m.index + t.length));
    if ((named && t.length >= 8) || (/\d/.test(t) && /[A-Za-z]/.test(t) && entropy(t) >= 3.5)) out.push(t);
  }
  return out;
}

/** The words of a text's token text (of its folded characters, not its leetspeak or spacing). */
interface TokenWords {
  words: string[];
  starts: number[];
  view: TokenText;
}

function wordsOf(text: string): TokenWords {
  return splitWords(toTokenText(foldChars(identityView(text)).view));
}

/**
 * The answer's words: when the scan's input view is plain ASCII left as it is but for case, its
 * folded view is `foldChars` of the answer, and the token text the attack engines built from it
 * serves here too (an answer's token text was built twice per scan).
 */
function answerWords(ctx: ScanContext): TokenWords {
  const input = ctx.input.views[0];
  if (input?.depth === 0 && input.caseFoldedOnly) return splitWords(ctx.tokens(input));
  return wordsOf(ctx.input.original);
}

function splitWords(view: TokenText): TokenWords {
  const words: string[] = [];
  const starts: number[] = [];
  const t = view.view.text;
  let s = -1;
  for (let i = 0; i <= t.length; i++) {
    const c = i < t.length ? t.charCodeAt(i) : 0x20;
    if (c !== 0x20 && c !== 0x3a) {
      if (s < 0) s = i;
    } else if (s >= 0) {
      words.push(t.slice(s, i));
      starts.push(s);
      s = -1;
    }
  }
  return { words, starts, view };
}

/**
 * System-prompt leaks in an assistant answer: a planted canary token appearing verbatim, or a large
 * share of the system prompt's 5-word shingles reproduced (the verbatim "repeat your instructions"
 * leak). Needs the system prompt in the scan context; does nothing without it.
 */
export const systemPromptLeakEngine: Engine = {
  id: 'system_prompt_leak',
  version: '1.0.0',
  flags: ['SYSTEM_PROMPT_LEAK'],
  description:
    'Canary tokens and 5-word-shingle overlap between an assistant answer and the system prompt given in context.',
  run(ctx: ScanContext): Hit[] {
    if (ctx.role !== 'assistant') return [];
    const profile = leakProfile(ctx);
    if (profile === null) return [];
    const answer = ctx.input.original;
    const hits: Hit[] = [];
    for (const token of profile.canaries) {
      const at = answer.indexOf(token);
      if (at >= 0)
        hits.push(hit('leak.canary', 'SYSTEM_PROMPT_LEAK', 0.99, { start: at, end: at + token.length }));
    }
    const overlap = profile.shingles && shingleOverlap(profile.shingles, answerWords(ctx));
    if (overlap !== undefined) hits.push(overlap);
    return hits;
  },
};

/** What a leak is looked for: the system prompt's canaries and shingles (undefined: too short). */
interface LeakProfile {
  canaries: string[];
  shingles: Shingles | undefined;
}

/** The system prompt's 5-word shingles, and every word they use (a shingle needs all five). */
interface Shingles {
  set: Set<string>;
  words: Set<string>;
}

/** The leak profile of the context's system prompt, once per prepared context; null without one. */
function leakProfile(ctx: ScanContext): LeakProfile | null {
  return ctx.prepared.once('leak-profile', () => {
    const system = ctx.context
      .filter((m) => m.role === 'system' || m.role === 'developer')
      .map((m) => m.content)
      .join('\n');
    if (system.trim() === '') return null;
    return { canaries: canaries(system), shingles: shinglesOf(system) };
  });
}

function shinglesOf(system: string): Shingles | undefined {
  const sys = wordsOf(system);
  if (sys.words.length < SHINGLE + 2) return undefined;
  const set = new Set<string>();
  const words = new Set<string>();
  for (let i = 0; i + SHINGLE <= sys.words.length && set.size < MAX_SHINGLES; i++) {
    const shingle = sys.words.slice(i, i + SHINGLE);
    set.add(shingle.join(' '));
    for (const w of shingle) words.add(w);
  }
  return { set, words };
}

function shingleOverlap({ set: shingles, words }: Shingles, ans: TokenWords): Hit | undefined {
  const matched = new Set<string>();
  let first = -1;
  let last = -1;
  // Answer words outside the prompt's shingles end every shingle through them: a run of fewer
  // than five prompt words cannot match, so only positions ending such a run are looked up.
  let run = 0;
  for (let j = 0; j < ans.words.length; j++) {
    run = words.has(ans.words[j] ?? '') ? run + 1 : 0;
    if (run < SHINGLE) continue;
    const i = j - SHINGLE + 1;
    const s = ans.words.slice(i, i + SHINGLE).join(' ');
    if (!shingles.has(s)) continue;
    matched.add(s);
    if (first < 0) first = i;
    last = i + SHINGLE - 1;
  }
  if (matched.size < 2 || first < 0) return undefined;
  // Coverage of the prompt, capped so a long prompt needs ~30 reproduced shingles, not all of them.
  const coverage = matched.size / Math.min(shingles.size, 30);
  const score = Math.min(0.98, 0.25 + 1.5 * coverage);
  const start = ans.starts[first] ?? 0;
  const lastWord = ans.words[last] ?? '';
  const end = (ans.starts[last] ?? 0) + lastWord.length;
  return hit('leak.prompt_overlap', 'SYSTEM_PROMPT_LEAK', score, ans.view.view.span(start, end));
}
