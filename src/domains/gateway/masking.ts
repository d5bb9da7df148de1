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
   * Masks what the model produced itself (secrets, PII of the policy's kinds) with placeholders
   * that restoration never touches (`[REDACTED_SECRET_1]`): a numbered `[SECRET_1]` here would be
   * "restored" to the caller's own first secret.
   */
  redactAnswer(text: string): string {
    const own = policyMasker(this.entities, true, (e) =>
      e === 'SECRET' ? 'REDACTED_SECRET' : 'REDACTED_PII',
    );
    own.collect(text);
    return own.apply(text).text;
  }
}

/** Applies `fn` to the text of a message (string content or text parts), keeping its shape. */
export function mapMessageText(m: ChatMessage, fn: (text: string) => string): ChatMessage {
  if (typeof m.content === 'string') return { ...m, content: fn(m.content) };
  if (Array.isArray(m.content)) {
    return {
      ...m,
      content: m.content.map((p) =>
        p.type === 'text' && typeof p.text === 'string' ? { ...p, text: fn(p.text) } : p,
      ),
    };
  }
  return m;
}
