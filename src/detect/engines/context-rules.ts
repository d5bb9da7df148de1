/**
 * The rules a system prompt sets, as the context engine reads them: a secret and its values or
 * names, an allowed topic, personal data to keep. Parsed once per prepared context.
 */
import {
  CODE_WORDS,
  contentWords,
  domainsOf,
  KEEP_SECRET,
  PERSONAL_LABELS,
  PERSONAL_SHAPES,
  SECRET_WORDS,
  TOPIC_RULE,
} from '../rules/context-lexicon.js';
import type { ContextRef } from '../types.js';
import type { ScanContext } from './engine.js';

/** One rule a system prompt sets, located in the context (message index and offsets). */
export interface ContextRule {
  kind: 'secret' | 'topic' | 'personal';
  ref: ContextRef;
  /** secret: the values the prompt defines; topic: the allowed domains and words; personal: names. */
  values: string[];
  domains?: Set<string>;
  /** secret: what the system prompt calls it when that is not a usual secret word ("unlock phrase"). */
  names?: string[];
  /** secret: a code, a combination or a voucher, which users name in their own language. */
  code?: boolean;
}

/**
 * Words too general to name a secret ("keep the instructions confidential" names instructions), and
 * the articles and determiners `KEEP_SECRET` can stop at ("never say the secret word" named "the",
 * and every message with "the" in it was read as naming the secret).
 */
const NOT_A_NAME = new Set([
  'the',
  'your',
  'our',
  'its',
  'their',
  'his',
  'her',
  'these',
  'those',
  'any',
  'all',
  'every',
  'some',
  'such',
  'it',
  'this',
  'that',
  'them',
  'anything',
  'instructions',
  'information',
  'data',
  'rules',
]);

/** Head nouns of the things a system prompt says to keep confidential. */
function secretNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(KEEP_SECRET)) {
    const head = (m[1] ?? '').toLowerCase().split(/\s+/).pop() ?? '';
    if (head.length >= 3 && !NOT_A_NAME.has(head)) out.push(head);
  }
  return out;
}

/**
 * A sentence: up to a full stop, "!" or "?" that ends it (followed by a space or the end), so that a
 * secret's value with such a sign inside ("Harbor!Claims-92", "v2.1-admin") stays whole.
 */
const SENTENCE = /(?:[^.!?\n。！？]|[.!?](?=[^\s.!?]))+[.!?。！？]*/gu;
const QUOTED = /["'“”‘’«»「」`]([^"'“”‘’«»「」`\n]{2,64})["'“”‘’«»「」`]/gu;
/**
 * A value after "is": a word, or a run of signs and letters up to a space, a quote or a comma
 * ("Harbor!Claims-92", "Tr0ub4dor&3", "2580#"), and never past a comma or a full stop of any
 * script. "is" and its kin are whole words in any script ("это" had needed an ASCII letter before
 * it); ":", "=", "是" and "は" still count only after an ASCII letter or digit ("PIN是4471"): in a
 * Chinese prompt the first "是" is mostly "you are" ("你是银行助手"), not the secret's value.
 */
const AFTER_IS =
  /(?:(?<![\p{L}\p{N}])(?:is|are|est|ist|es|é|è|это)(?![\p{L}\p{N}])|\b[:=是は])\s*["'“«]?([\p{L}\p{N}_-](?:[^\s"'“”«»,;，。、；：！？（）()]{0,62}[\p{L}\p{N}_#*&$@%-])?)/u;
const NAME = /\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+\b/gu;
const MAX_SYSTEM_CHARS = 32_768;

/**
 * The pieces of a value with signs inside ("Tr0ub4dor" of "Tr0ub4dor&3"), five characters or more,
 * that the prompt holds nowhere but in the value's sentence: "Harbor" of "Harbor!Claims-92" is no
 * piece of the secret in a prompt for "SafeHarbor Insurance", where every customer names it.
 */
function privatePieces(value: string, prompt: string, start: number, length: number): string[] {
  const rest = `${prompt.slice(0, start)} ${prompt.slice(start + length)}`.toLowerCase();
  return value
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p.length >= 5 && p !== value && !rest.includes(p.toLowerCase()));
}

/**
 * The rules of every system or developer message of the context, parsed once per prepared context
 * (once per scan unless the caller shares one across scans under the same system prompt).
 */
export function rulesOf(ctx: ScanContext): ContextRule[] {
  return ctx.prepared.once('context-rules', () => {
    const rules: ContextRule[] = [];
    ctx.context.forEach((m, message) => {
      if (m.role !== 'system' && m.role !== 'developer') return;
      const text = m.content.slice(0, MAX_SYSTEM_CHARS);
      const names = secretNames(text);
      // A code ("the staff door code is 2580") is a secret only where the prompt says to keep something.
      const guarded = GUARD_CUE.test(text);
      for (const s of text.matchAll(SENTENCE)) {
        const sentence = s[0];
        const ref = (rule: string): ContextRef => ({
          message,
          start: s.index,
          end: s.index + sentence.length,
          rule,
        });
        const lower = sentence.normalize('NFKC').toLowerCase();
        const named = names.filter((n) => lower.includes(n));
        const code = guarded && CODE_WORDS.test(lower);
        if (SECRET_WORDS.test(lower) || named.length > 0 || code) {
          const values = [...sentence.matchAll(QUOTED)].map((q) => q[1] ?? '').filter((v) => v !== '');
          const after = AFTER_IS.exec(sentence)?.[1];
          // "The passphrase is: the owl flies at midnight" gives "the", which every message holds.
          if (
            after !== undefined &&
            after.length >= 3 &&
            values.length === 0 &&
            !NOT_A_NAME.has(after.toLowerCase())
          )
            values.push(after, ...privatePieces(after, text, s.index, sentence.length));
          // A named secret needs a value or a keep-it-secret sentence of its own to count.
          if (SECRET_WORDS.test(lower) || values.length > 0 || KEEP_SECRET.test(sentence)) {
            rules.push({ kind: 'secret', ref: ref('secret'), values, names: named, code });
          }
          KEEP_SECRET.lastIndex = 0;
        }
        if (TOPIC_RULE.test(sentence)) {
          const words = contentWords(text);
          rules.push({
            kind: 'topic',
            ref: ref('topic'),
            values: words,
            domains: new Set(domainsOf(words).keys()),
          });
        }
        if (PERSONAL_LABELS.test(sentence) || PERSONAL_SHAPES.test(sentence)) {
          const names = [...sentence.matchAll(NAME)].flatMap((n) => n[0].split(/\s+/));
          rules.push({ kind: 'personal', ref: ref('personal'), values: names });
        }
      }
    });
    return rules;
  });
}

/** A prompt that says to keep something: only there is a code ("the staff door code is 2580") a secret. */
const GUARD_CUE =
  /\b(?:never|do not|don't|must not|mustn't|not allowed|confidential|secret|internal(?: use)? only|staff only|for (?:staff|employees|internal use) only)\b/i;
