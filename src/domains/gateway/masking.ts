import type { Masker } from '../../detect/mask.js';
import { policyMasker } from '../verdicts/detector.js';
import type { ChatMessage } from './providers/index.js';

/**
 * Request masking (DESIGN section 6, Masking): secrets, and the PII kinds the policy names, are
 * replaced by stable placeholders (`[SECRET_1]`) before the provider sees them, and put back in
 * the answer. Values are collected from the caller's messages first, then replaced in every
 * message, so a value repeated in a system or earlier assistant message is masked there too.
 * The mapping lives only in this object, for one request.
 */
export class RequestMask {
  /**
   * Made on the first `collect`: only a request judged REDACT collects anything, and every chat
   * request has a mask (building the policy's masker cost each one its kind set and four maps).
   */
  private masker: Masker | null = null;

  constructor(private readonly entities: readonly string[] = []) {}

  get size(): number {
    return this.masker === null ? 0 : this.masker.size;
  }

  /** Registers the sensitive values of one of the caller's texts. */
  collect(text: string): void {
    this.masker ??= policyMasker(this.entities, false);
    this.masker.collect(text);
  }

  /** `text` with every registered value replaced by its placeholder. */
  apply(text: string): string {
    return this.masker === null || this.masker.size === 0 ? text : this.masker.apply(text).text;
  }

  /**
   * The answer with this request's placeholders removed, for the egress verdict: they are the
   * gateway's own tokens, not model output, and runs of them read like injection markup.
   */
  withoutPlaceholders(text: string): string {
    const masker = this.masker;
    if (masker === null || masker.size === 0 || !text.includes('[')) return text;
    return text.replace(/\[(?:SECRET|PII)_\d{1,6}\]/g, (ph) => (masker.has(ph) ? '' : ph));
  }

  /** Puts the originals back wherever the answer repeats a placeholder. */
  restore(text: string): string {
    return this.masker === null ? text : this.masker.restore(text);
  }

  /**
   * The edit a whole answer gets before it reaches the client: what the model produced itself
   * masked when `redact` (secrets, PII of the policy's kinds; see {@link redactAnswer}), then this
   * request's placeholders restored. One edit serves every text of the answer (each choice's
   * content, refusal and call arguments), so a value keeps one placeholder across them. Null when
   * nothing would change.
   */
  answerEdit(texts: readonly string[], redact: boolean): ((text: string) => string) | null {
    const own = redact ? this.answerMasker() : null;
    if (own !== null) for (const t of texts) own.collect(t);
    if ((own === null || own.size === 0) && this.size === 0) return null;
    return (text) => this.restore(own === null || own.size === 0 ? text : own.apply(text).text);
  }

  /**
   * Masks what the model produced itself (secrets, PII of the policy's kinds) with placeholders
   * that restoration never touches (`[REDACTED_SECRET_1]`): a numbered `[SECRET_1]` here would be
   * "restored" to the caller's own first secret.
   */
  redactAnswer(text: string): string {
    const own = this.answerMasker();
    own.collect(text);
    return own.apply(text).text;
  }

  private answerMasker(): Masker {
    return policyMasker(this.entities, true, (e) => (e === 'SECRET' ? 'REDACTED_SECRET' : 'REDACTED_PII'));
  }
}

/**
 * `fn` applied to every string (keys included) of a JSON text, such as a tool call's arguments,
 * and the result written back as JSON, so that a replacement can never break its quoting. Text
 * that is not JSON is edited as text; text `fn` leaves alone is returned as it was, formatting
 * and all.
 */
export function editJsonStrings(text: string, fn: (s: string) => string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fn(text);
  }
  let changed = false;
  const edit = (s: string): string => {
    const out = fn(s);
    if (out !== s) changed = true;
    return out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return edit(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [edit(k), walk(x)]));
    }
    return v;
  };
  const edited = walk(value);
  return changed ? JSON.stringify(edited) : text;
}

/** Every string (keys included) of a JSON text, or the text itself when it is not JSON. */
export function jsonStrings(text: string): string[] {
  const out: string[] = [];
  editJsonStrings(text, (s) => {
    out.push(s);
    return s;
  });
  return out;
}

/** Applies `fn` to the text of a message (string content or text parts), keeping its shape. */
export function mapMessageText(m: ChatMessage, fn: (text: string) => string): ChatMessage {
  if (typeof m.content === 'string') return { ...m, content: fn(m.content) };
  if (Array.isArray(m.content)) {
    return {
      ...m,
      content: m.content.map((p) => (typeof p.text === 'string' ? { ...p, text: fn(p.text) } : p)),
    };
  }
  return m;
}
