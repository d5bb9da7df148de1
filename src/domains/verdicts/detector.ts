import { ENTITY_KINDS, type EntityKind, Masker, resolveEntities } from '../../detect/mask.js';
import type {
  ContextMessage,
  Detection,
  EngineInfo,
  EngineVerdict,
  Flag,
  ScanOptions,
  ScanRole,
} from '../../detect/types.js';
import { FLAGS } from '../../detect/types.js';

/** The detection library as the verdict service sees it (a port; tests may pass a double). */
export interface Detector {
  scan(text: string, opts: ScanOptions): Detection;
  engines(): EngineInfo[];
  /** The text with PII/secrets replaced by placeholders (for REDACT verdicts). */
  redact(text: string, entities: readonly string[]): string;
}

/** A chat message as clients send it: string content or OpenAI content parts. */
export interface ChatMessageLike {
  role?: unknown;
  content?: unknown;
}

const partText = (p: { text?: unknown }): string => (typeof p.text === 'string' ? p.text : '');

/** The text of a message: string content, or the text of every part of multi-part content. */
export function messageText(m: ChatMessageLike): string {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) {
    // Every part's text, whatever its type says: an upstream may read an `input_text` part, or
    // any other it is lenient about, as text.
    return m.content
      .map((p: unknown) => (p && typeof p === 'object' ? partText(p as { text?: unknown }) : ''))
      .filter((t) => t.length > 0)
      .join('\n');
  }
  return '';
}

/**
 * Which messages of a conversation are judged, and as whom. System and developer prompts are the
 * operator's own words: context only. A role the gateway does not know (`User`, `ipython`, a
 * typo) is judged as the user's: an upstream that does not refuse it, as OpenAI does, may well
 * read it as the user's words, and unjudged it would carry any injection past the verdict.
 */
export function judgedRole(role: unknown): ScanRole | null {
  switch (role) {
    case 'system':
    case 'developer':
      return null;
    case 'tool':
    case 'function':
      return 'tool'; // untrusted data: indirect injections live there, and it must not give orders
    case 'assistant':
      return 'assistant';
    default:
      return 'user';
  }
}

/**
 * Whether a request carries history: more than one judged message. Only then are the verdicts of
 * its newest message and of its answer worth keeping for the next turn (see HistoryCache); a
 * one-shot request keeps nothing.
 */
export function hasHistory(messages: readonly { role?: unknown }[]): boolean {
  let judged = 0;
  for (const m of messages) if (judgedRole(m.role) !== null && ++judged > 1) return true;
  return false;
}

export interface JudgedPart {
  index: number;
  detection: Detection;
}

/**
 * Merges per-message detections: flags united, scores and engine scores the maximum. The input
 * digest is computed only when read (a verdict is stored): most gateway calls never need it.
 */
export function mergeDetections(parts: JudgedPart[], latencyMs: number, digest: () => string): Detection {
  const scores = { ...ZERO_SCORES };
  const flags = new Set<Flag>();
  const engines = new Map<string, EngineVerdict>();
  const steps = new Map<string, number>();
  for (const { index, detection } of parts) {
    for (const f of detection.flags) flags.add(f);
    for (const f of FLAGS) scores[f] = Math.max(scores[f], detection.scores[f]);
    for (const s of detection.normalization) steps.set(s.step, (steps.get(s.step) ?? 0) + s.count);
    for (const e of detection.engines) {
      const prev = engines.get(e.id);
      const hits = e.hits.map((h) => ({ ...h, message: index }));
      if (!prev) engines.set(e.id, { ...e, flags: [...e.flags], hits });
      else {
        prev.score = Math.max(prev.score, e.score);
        prev.flags = [...new Set([...prev.flags, ...e.flags])];
        prev.hits.push(...hits);
      }
    }
  }
  return new MergedDetection(
    FLAGS.filter((f) => flags.has(f)),
    scores,
    [...engines.values()],
    [...steps].map(([step, count]) => ({ step, count })),
    latencyMs,
    digest,
  );
}

const ZERO_SCORES = Object.fromEntries(FLAGS.map((f) => [f, 0])) as Record<Flag, number>;

class MergedDetection implements Detection {
  #digest: (() => string) | string;

  constructor(
    readonly flags: Flag[],
    readonly scores: Record<Flag, number>,
    readonly engines: EngineVerdict[],
    readonly normalization: Detection['normalization'],
    readonly latencyMs: number,
    digest: () => string,
  ) {
    this.#digest = digest;
  }

  get inputDigest(): string {
    if (typeof this.#digest !== 'string') this.#digest = this.#digest();
    return this.#digest;
  }

  toJSON(): Detection {
    const { flags, scores, engines, normalization, inputDigest, latencyMs } = this;
    return { flags, scores, engines, normalization, inputDigest, latencyMs };
  }
}

export type { ContextMessage };

/** The detection library behind the Detector port. */
export function libraryDetector(lib: {
  scan: (text: string, opts: import('../../detect/types.js').ScanOptions) => Detection;
  listEngines: () => EngineInfo[];
}): Detector {
  const engines = lib.listEngines();
  return {
    scan: lib.scan,
    engines: () => engines,
    redact: redactText,
  };
}

const flagLabel = (e: EntityKind) => (e === 'SECRET' ? 'SECRET' : 'PII');

/**
 * The kinds a policy's `pii_entities_to_mask` asks for (our names, Presidio's and their aliases),
 * plus secrets, which are always masked; every PII kind when `allPii` and the list is empty.
 */
export function maskedKinds(entities: readonly string[], allPii: boolean): Set<EntityKind> {
  const { kinds } = resolveEntities(entities);
  if (allPii && entities.length === 0) return new Set(ENTITY_KINDS);
  kinds.add('SECRET');
  return kinds;
}

/**
 * A masker for a policy: flag-labelled placeholders (`[SECRET_1]`, `[PII_1]`). Kinds the policy
 * names explicitly are masked from a lower score (0.45: places, organisations, URLs), since the
 * tenant asked for them; otherwise from the flag threshold (0.5).
 */
export function policyMasker(
  entities: readonly string[],
  allPii: boolean,
  label: (e: EntityKind) => string = flagLabel,
): Masker {
  return new Masker({
    entities: maskedKinds(entities, allPii),
    minScore: entities.length > 0 ? 0.45 : 0.5,
    label,
  });
}

/** Numbered placeholders (`[SECRET_1]`) for every secret and PII (or only the listed kinds), every occurrence. */
export function redactText(text: string, entities: readonly string[]): string {
  const masker = policyMasker(entities, true);
  masker.collect(text);
  return masker.apply(text).text;
}
