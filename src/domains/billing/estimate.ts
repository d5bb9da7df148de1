import type { Pricing } from '../gateway/catalog.js';
import type { SendableTarget } from '../gateway/dispatch.js';

/**
 * What a hosted call may cost, reserved before it is sent (DESIGN section 6, Billing): prompt
 * tokens x input price + output tokens (`max_tokens`, else a configured default) x output price.
 *
 * Prompt tokens are estimated from characters: two characters per token over-estimates English
 * (about four per token) so the hold usually covers the bill; scripts with denser tokenisation can
 * cost more than was held, and settlement then charges at most what the balance still covers.
 */

const CHARS_PER_TOKEN = 2;
/** Role and framing tokens every message adds upstream. */
const TOKENS_PER_MESSAGE = 4;

export function promptTokenEstimate(promptChars: number, messages: number): number {
  return Math.ceil(promptChars / CHARS_PER_TOKEN) + TOKENS_PER_MESSAGE * messages;
}

/** Cost in micro-units, rounded up; prices are micro-units per million tokens. */
export function priceMicros(p: Pricing, inputTokens: number, outputTokens: number): number {
  return Math.ceil((inputTokens * p.inputPerMTok + outputTokens * p.outputPerMTok) / 1_000_000);
}

/** The hold for a chain: the dearest hosted target, since a fallback may land on any of them. */
export function holdMicros(hosted: readonly Pricing[], inputTokens: number, outputTokens: number): number {
  let most = 0;
  for (const p of hosted) most = Math.max(most, priceMicros(p, inputTokens, outputTokens));
  return most;
}

/** The free-tier allowance period: the UTC calendar month, `YYYY-MM`. */
export function allowancePeriod(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

/** The targets of a chain the operator pays for, with their price (an unpriced model costs 0). */
export function hostedPricing(chain: readonly SendableTarget[]): Pricing[] {
  const out: Pricing[] = [];
  for (const t of chain) if (t.hosted) out.push(answeredPricing(t) ?? UNPRICED);
  return out;
}

/** The price of the target that answered; null when it used the caller's own key (not charged). */
export function answeredPricing(t: SendableTarget): Pricing | null {
  return t.hosted ? (t.provider.pricing[t.model] ?? UNPRICED) : null;
}

const UNPRICED: Pricing = { inputPerMTok: 0, outputPerMTok: 0 };
