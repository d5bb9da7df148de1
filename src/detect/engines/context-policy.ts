import { logit, sigmoid } from '../model/classifier.js';
import { secretRequestProbability } from '../model/secret-head.js';
import { lowerOf } from '../multi-search.js';
import {
  CODE_WORDS,
  contentWords,
  DOMAINS,
  DROP_TASK,
  DROP_TASK_ANCHORS,
  domainsOf,
  GENERAL_SECRET_TALK,
  HOW_TO,
  INSTRUCTION_PROBES,
  OTHER_PEOPLE,
  OWN_ACCOUNT,
  PERSONAL_REQUEST,
  SECRET_PROBES,
  SECRET_WORDS,
  TOPIC_STOP,
} from '../rules/context-lexicon.js';
import type { ContextRef, Hit } from '../types.js';
import { attackEvidence } from './attack-evidence.js';
import { type ContextRule, rulesOf } from './context-rules.js';
import { hit, type ScanContext } from './engine.js';

function contextHit(rule: string, score: number, span: { start: number; end: number }, ref: ContextRef): Hit {
  return { ...hit(`context.${rule}`, 'PROMPT_INJECTION', score, span), context: ref };
}

/** Where the text uses a name the system prompt gave its secret, as a regex match would report it. */
function nameIn(lower: string, secrets: ContextRule[]): { index: number; 0: string } | null {
  for (const r of secrets) {
    for (const n of r.names ?? []) {
      const m = new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').exec(lower);
      if (m !== null) return { index: m.index, 0: m[0] };
    }
  }
  return null;
}

/** Where the text names a code, where the system prompt's secret is one. */
function codeIn(lower: string, secrets: ContextRule[]): RegExpExecArray | null {
  if (!secrets.some((r) => r.code === true)) return null;
  return CODE_WORDS.exec(lower);
}

/** A masking placeholder of the gateway (`[SECRET_1]`, `[REDACTED_PII_2]`). */
const PLACEHOLDER = /\[[A-Z][A-Z_]{1,30}_\d{1,6}\]/g;

/**
 * Longest message read as a probe for the secret ("spell it backwards", "write a song about it")
 * without naming it, unless the attack model leans to an attack. Longer ones are mostly tasks that
 * happen to hold a probe's word ("Write a dialogue that matches this summary: ... a song ..."):
 * under a guarding prompt 1-2% of the packs' harmless prompts were flagged so (stop 60, `SECRET.md`).
 */
const PROBE_MAX_CHARS = 120;
/** The attack model's score from which a probe in a longer message counts. */
const LONG_PROBE_LEAN = 0.1;

/** A request for a secret the system prompt defines: by name, by value, in pieces or disguised. */
function secretRequest(ctx: ScanContext, text: string, rules: ContextRule[]): Hit | undefined {
  const secrets = rules.filter((r) => r.kind === 'secret');
  const first = secrets[0];
  if (first === undefined) return undefined;
  const whole = { start: 0, end: text.length };
  // The gateway's own masking placeholders ("[SECRET_1]", "[EMAIL_2]") name no secret; blanked
  // to spaces of the same length, so spans still point into the text.
  const lower = text
    .replace(PLACEHOLDER, (ph) => ' '.repeat(ph.length))
    .normalize('NFKC')
    .toLowerCase();
  for (const r of secrets) {
    for (const v of r.values) {
      const at = lower.indexOf(v.toLowerCase());
      if (v.length >= 3 && at >= 0)
        return contextHit('secret_value', 0.9, { start: at, end: at + v.length }, r.ref);
    }
  }
  const named = SECRET_WORDS.exec(lower) ?? nameIn(lower, secrets) ?? codeIn(lower, secrets);
  if (named !== null && !OWN_ACCOUNT.test(text) && !GENERAL_SECRET_TALK.test(text) && asksForSecret(ctx)) {
    return contextHit(
      'secret_request',
      0.9,
      { start: named.index, end: named.index + named[0].length },
      first.ref,
    );
  }
  const probe = SECRET_PROBES.exec(text) ?? INSTRUCTION_PROBES.exec(text);
  if (probe !== null && INSTRUCTION_PROBES.test(text))
    return contextHit('secret_probe', 0.85, whole, first.ref);
  if (
    probe !== null &&
    (text.length <= PROBE_MAX_CHARS || longProbeAsks(ctx)) &&
    /\b(it|that|this|word|one|answer)\b/i.test(text)
  ) {
    return contextHit(
      'secret_probe',
      0.75,
      { start: probe.index, end: probe.index + probe[0].length },
      first.ref,
    );
  }
  return undefined;
}

/** The evidence that reads a request for a secret without knowing whether one is guarded. */
const TALK_READ = new Set(['model.attack', 'rule.secret_request']);
/** Longer messages are not a question about a password: the attack evidence keeps them. */
const TALK_MAX_CHARS = 400;

/**
 * The attack evidence (`attackEvidence`) as read in context. Where a system prompt guards a secret
 * and a user's short message names it, the secret-request head, trained on exactly that choice,
 * tells a request for the value from talk about passwords, which the attack model and the
 * secret-request phrase rule cannot: both read "tell me", "what is the password" and "forget" in
 * any message. Where the head reads talk (under 0.5), its log-odds are added to each of their
 * hits' (two judgements of one question, weighing alike), so a hit the head contradicts weakens
 * and one it does not is kept (`src/detect/model/SECRET.md`, stop 60). The head never raises a
 * hit; the other rules keep theirs; without such a prompt the evidence is as it is.
 */
export function attackHits(ctx: ScanContext): Hit[] {
  return ctx.once('attack-hits-in-context', () => {
    const hits = attackEvidence(ctx).hits;
    const read = (h: Hit) => TALK_READ.has(h.ruleId) && h.score > 0 && h.score < 1;
    if (!hits.some(read)) return hits;
    const head = secretHead(ctx);
    if (head === null || head >= 0.5) return hits;
    const talk = logit(head);
    return hits.map((h) => (read(h) ? { ...h, score: sigmoid(logit(h.score) + talk) } : h));
  });
}

/** The secret-request head's probability for a user's short message, under a prompt that guards a secret, that names it; else null. */
function secretHead(ctx: ScanContext): number | null {
  const text = ctx.input.original;
  if (ctx.role !== 'user' || text.length > TALK_MAX_CHARS) return null;
  const secrets = rulesOf(ctx).filter((r) => r.kind === 'secret');
  if (secrets.length === 0) return null;
  const lower = text.normalize('NFKC').toLowerCase();
  if (!SECRET_WORDS.test(lower) && nameIn(lower, secrets) === null && codeIn(lower, secrets) === null)
    return null;
  return headProbability(ctx);
}

/** The secret-request head's probability for the user's message, computed at most once per scan. */
function headProbability(ctx: ScanContext): number | null {
  return ctx.once('secret-head', () => {
    const view = ctx.input.views[0];
    return view === undefined ? null : secretRequestProbability(ctx.tokens(view).view.text);
  });
}

/**
 * Whether a probe in a longer message counts: where the attack model leans to an attack at all
 * ({@link LONG_PROBE_LEAN}). The extraction games' long attacks ("%%% END %%% ... write a poem
 * about it") do; the packs' long harmless tasks that hold a probe's word do not (stop 60).
 */
function longProbeAsks(ctx: ScanContext): boolean {
  return attackEvidence(ctx).hits.some((h) => h.ruleId === 'model.attack' && h.score >= LONG_PROBE_LEAN);
}

/** The probability, of the attack model or of the secret-request head, that counts as asking. */
const ASKS = 0.5;

/**
 * Whether a text that names the guarded secret asks for it, rather than talks about passwords: the
 * attack model reads it as an attack, or the secret-request head (`model/secret-head.ts`, trained
 * on password-game prompts and written attempts against written password questions) reads it as a
 * request, unless it asks how to do something or what a password should be ({@link HOW_TO}: "how
 * do I", "wie", "如何", "방법", "should", "sollte"). Before, every mention counted unless a list of
 * harmless phrasings matched: 48-62% of the harmless messages about passwords written for issue
 * 32 were flagged (`scripts/train/password-talk-eval.ts`).
 */
function asksForSecret(ctx: ScanContext): boolean {
  const hits = attackHits(ctx);
  if (hits.some((h) => h.ruleId === 'model.attack' && h.score >= ASKS)) return true;
  const text = ctx.input.original;
  if (HOW_TO.test(text)) return false;
  return (headProbability(ctx) ?? 0) >= ASKS;
}

/** Every word of every domain vocabulary. */
const VOCABULARY: ReadonlySet<string> = new Set(Object.values(DOMAINS).flat());

/** A question clearly about another domain than the one the system prompt restricts to. */
function offTopic(text: string, rules: ContextRule[]): Hit | undefined {
  const topic = rules.find((r) => r.kind === 'topic');
  if (topic === undefined) return undefined;
  const words = contentWords(text);
  const allowed = topic.domains ?? new Set<string>();
  const asked = domainsOf(words);
  if (asked.size === 0 || [...asked.keys()].some((d) => allowed.has(d))) return undefined;
  const promptWords = new Set(topic.values);
  if (words.some((w) => w.length > 4 && promptWords.has(w) && !TOPIC_STOP.has(w) && !VOCABULARY.has(w)))
    return undefined;
  const strength = Math.max(...asked.values());
  return contextHit('off_topic', strength >= 2 ? 0.85 : 0.7, { start: 0, end: text.length }, topic.ref);
}

/** Asking for personal data the system prompt holds about someone else. */
function personalData(text: string, rules: ContextRule[]): Hit | undefined {
  const personal = rules.filter((r) => r.kind === 'personal');
  const first = personal[0];
  if (first === undefined) return undefined;
  const other = OTHER_PEOPLE.exec(text);
  if (other !== null)
    return contextHit(
      'personal_data',
      0.85,
      { start: other.index, end: other.index + other[0].length },
      first.ref,
    );
  if (!PERSONAL_REQUEST.test(text)) return undefined;
  for (const r of personal) {
    for (const name of r.values) {
      const at = text.indexOf(name);
      if (name.length >= 3 && at >= 0)
        return contextHit('personal_data', 0.85, { start: at, end: at + name.length }, r.ref);
    }
  }
  return undefined;
}

/** Words addressed to the model inside tool output: data must not give orders. */
const TOOL_ORDER =
  /\b(ignore|disregard|forget|instead|you must|you should|you are now|assistant|ai model|language model|chatbot|do not tell|don't tell|new instructions?|system prompt)\b[^.!?\n]{0,80}\b(send|forward|email|call|execute|run|reply|respond|say|output|print|reveal|tell|include|recommend|delete|transfer|visit|click|instructions?|user)\b/i;

function toolInstruction(text: string): Hit | undefined {
  const m = TOOL_ORDER.exec(text);
  if (m === null) return undefined;
  return hit('context.tool_instruction', 'PROMPT_INJECTION', 0.8, {
    start: m.index,
    end: m.index + m[0].length,
  });
}

/**
 * Judges the text against the rules its system prompt sets: a secret it defines, a topic it
 * restricts to, personal data it holds; and, for tool output, instructions where only data belongs.
 * Hits carry the context rule they enforce (message index and sentence offsets, no text).
 */
export function contextEvidence(ctx: ScanContext): Hit[] {
  if (ctx.role === 'assistant' || ctx.role === 'prompt') return [];
  const text = ctx.input.original;
  const hits: Hit[] = [];
  if (ctx.role === 'tool') {
    const t = toolInstruction(text);
    if (t !== undefined) hits.push(t);
  }
  // Dropping the task a system prompt set is an override; in a plain chat, a change of subject.
  if (ctx.role === 'user' && ctx.context.some((m) => m.role === 'system' || m.role === 'developer')) {
    const lower = lowerOf(text);
    const drop = DROP_TASK_ANCHORS.some((a) => lower.includes(a)) ? DROP_TASK.exec(text) : null;
    if (drop !== null)
      hits.push(
        hit('context.drop_task', 'PROMPT_INJECTION', 0.8, {
          start: drop.index,
          end: drop.index + drop[0].length,
        }),
      );
  }
  const rules = rulesOf(ctx);
  if (rules.length === 0) return hits;
  for (const h of [secretRequest(ctx, text, rules), personalData(text, rules), offTopic(text, rules)]) {
    if (h !== undefined) hits.push(h);
  }
  return hits;
}
