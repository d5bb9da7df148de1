import type { Detection } from '../../detect/types.js';
import { replaceSensitiveSpans } from '../verdicts/detector.js';
import type { ChatMessage } from './providers/index.js';

/**
 * Request masking (DESIGN section 6, Masking): secrets, and the PII kinds the policy names, are
 * replaced by stable placeholders (`[SECRET_1]`) before the provider sees them, and put back in
 * the answer. The mapping lives only in this object, for one request.
 */
export class RequestMask {
  private readonly originals = new Map<string, string>();
  private readonly counters: Record<string, number> = {};

  get size(): number {
    return this.originals.size;
  }

  /** Masks one text given its detection (spans are offsets in that text). */
  maskText(text: string, detection: Detection, entities: readonly string[]): string {
    return replaceSensitiveSpans(text, detection, {
      entities,
      allPii: false,
      placeholder: (flag, original) => this.placeholder(flag, original),
    });
  }

  private placeholder(flag: string, original: string): string {
    for (const [ph, orig] of this.originals) if (orig === original) return ph; // same value, same placeholder
    this.counters[flag] = (this.counters[flag] ?? 0) + 1;
    const ph = `[${flag}_${this.counters[flag]}]`;
    this.originals.set(ph, original);
    return ph;
  }

  /**
   * The answer with this request's placeholders removed, for the egress verdict: they are the
   * gateway's own tokens, not model output, and runs of them read like injection markup.
   */
  withoutPlaceholders(text: string): string {
    if (this.originals.size === 0 || !text.includes('[')) return text;
    return text.replace(/\[(?:SECRET|PII)_\d{1,6}\]/g, (ph) => (this.originals.has(ph) ? '' : ph));
  }

  /** Puts the originals back wherever the answer repeats a placeholder. */
  restore(text: string): string {
    if (this.originals.size === 0 || !text.includes('[')) return text;
    return text.replace(/\[(?:SECRET|PII)_\d{1,6}\]/g, (ph) => this.originals.get(ph) ?? ph);
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
