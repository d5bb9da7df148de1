import { performance } from 'node:perf_hooks';
import { type Clock, utcDay } from '../../core/clock.js';
import type { Principal } from '../../core/principal.js';
import { answeredPricing, hostedPricing } from '../billing/estimate.js';
import { type BillingReservation, type Reservation, UnmeteredBilling } from '../billing/reservation.js';
import type { Metrics } from '../ops/metrics.js';
import { messageText } from '../verdicts/detector.js';
import type { PreparedChat } from './chat.js';
import type { AttemptOutcome, Dispatched, SendableTarget } from './dispatch.js';
import type { ChatMessage, ChatRequest } from './providers/index.js';
import { costMicros, type UsageMeter } from './usage.js';

export interface AccountingDeps {
  clock: Clock;
  metrics: Metrics;
  usage: UsageMeter;
  /** Prepaid billing of hosted calls; unmetered when absent. */
  billing?: BillingReservation;
}

/** Characters of text in `messages`: what the prompt bound and the prepaid estimate read. */
export function promptChars(messages: ChatMessage[]): number {
  return messages.reduce((n, m) => n + messageText(m).length, 0);
}

/** The most tokens one call's usage may report: far above any model's window, safe in money math. */
export const MAX_REPORTED_TOKENS = 1_000_000_000;

/**
 * A token count as an upstream reported it, if it is one: a finite number, not negative, rounded
 * up to a whole token and bounded by {@link MAX_REPORTED_TOKENS}. Anything else (a negative count
 * that would credit the tenant, a huge one that overflows the ledger's integers, a string) is read
 * as not reported, and the call is charged as if the upstream had said nothing.
 */
export function tokenCount(v: unknown): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return undefined;
  return Math.min(Math.ceil(v), MAX_REPORTED_TOKENS);
}

/**
 * What a chat call costs and how it went, apart from judging and dispatch: the prepaid hold
 * taken before the call and settled after it, the tenant's usage, and the upstream and verdict
 * metrics. One per gateway; the stateless route, its streams and the project-scoped route share it.
 */
export class ChatAccounting {
  private readonly billing: BillingReservation;

  constructor(private readonly deps: AccountingDeps) {
    this.billing = deps.billing ?? new UnmeteredBilling();
  }

  /** Upstream latency (to the whole answer) and, for streams, time to the first chunk. */
  observeUpstream(d: Dispatched): void {
    const provider = d.target.provider.id;
    const { metrics } = this.deps;
    metrics.upstreamLatency.series(provider).observe((performance.now() - d.sentAt) / 1000);
    if (d.firstChunkAt !== null)
      metrics.upstreamTtft.series(provider).observe((d.firstChunkAt - d.sentAt) / 1000);
  }

  /** Counts each upstream attempt's outcome: upstream health by provider. */
  readonly observeAttempt = (provider: string, outcome: AttemptOutcome): void => {
    this.deps.metrics.upstreamAttempts.series(provider, outcome).inc();
  };

  /**
   * Counts one answer's egress outcome and the flags its verdict raised (a stream counts once,
   * however many windows were judged: the union of its checks' flags).
   */
  countOutputVerdict(action: 'ALLOW' | 'REDACT' | 'BLOCK', flags: Iterable<string> = []): void {
    const { metrics } = this.deps;
    metrics.verdicts.series('output', action).inc();
    for (const f of flags) metrics.verdictFlags.series('output', f).inc();
  }

  /**
   * Holds the estimate of a call whose chain uses an operator-hosted key (402 when the balance or
   * the free-tier allowance cannot cover it; 403/503 from the free-tier eligibility guard).
   */
  reserve(
    principal: Principal,
    chain: SendableTarget[],
    body: ChatRequest,
    messages: ChatMessage[],
  ): Promise<Reservation> {
    return this.billing.reserve({
      tenantId: principal.tenantId,
      tier: principal.tier,
      hosted: hostedPricing(chain),
      promptChars: promptChars(messages),
      messages: messages.length,
      maxOutputTokens: body.max_completion_tokens ?? body.max_tokens ?? null,
      answers: body.n ?? 1,
    });
  }

  /**
   * Settles the hold on the upstream's reported usage (a count that is not one, see
   * {@link tokenCount}, is not reported). A stream that ended without usage (the client went away,
   * the stream broke) is charged for the prompt estimate and the text that arrived, so a client
   * cannot make hosted calls free by hanging up. The call's usage row is written in the same
   * transaction as the charge (see {@link meter}): once this returns, the call is charged and
   * counted durably, before any answer is released.
   */
  async settle(
    p: PreparedChat,
    d: Dispatched,
    usage: { prompt_tokens?: number; completion_tokens?: number } | undefined,
    streamedChars = 0,
  ): Promise<void> {
    if (!p.reservation) return;
    const pricing = answeredPricing(d.target);
    const input = tokenCount(usage?.prompt_tokens);
    const output = tokenCount(usage?.completion_tokens);
    const meter = {
      day: utcDay(this.deps.clock),
      model: p.requested,
      inputTokens: input ?? 0,
      outputTokens: output ?? 0,
    };
    if (input !== undefined || output !== undefined) {
      await p.reservation.settle({ inputTokens: input ?? 0, outputTokens: output ?? 0, pricing, meter });
      return;
    }
    await p.reservation.settle({
      inputTokens: null,
      outputTokens: Math.ceil(streamedChars / 2),
      pricing,
      meter,
    });
  }

  /**
   * Records usage for the tenant, day and the model name the client used, and counts the call's
   * tokens and cost in the metrics. A call whose settlement already wrote its usage (a prepaid hold,
   * {@link settle}) is not counted again. Any other call's usage goes to the meter, which writes it
   * at once (coalesced with the calls of the same moment): the promise resolves once it is written,
   * so a route that awaits it before releasing the answer loses no usage to a crash. It never
   * rejects (a failed write stays in the meter and is retried, see UsageMeter).
   */
  meter(
    p: PreparedChat,
    d: Dispatched,
    usage: { prompt_tokens?: number; completion_tokens?: number } | undefined,
  ): Promise<void> {
    if (d.result.kind === 'stream') this.observeUpstream(d);
    const input = tokenCount(usage?.prompt_tokens) ?? 0;
    const output = tokenCount(usage?.completion_tokens) ?? 0;
    const provider = d.target.provider.id;
    const { metrics } = this.deps;
    if (input > 0) metrics.tokens.series(provider, 'input').inc(input);
    if (output > 0) metrics.tokens.series(provider, 'output').inc(output);
    const pricing = d.target.hosted ? d.target.provider.pricing[d.target.model] : undefined;
    const cost = costMicros(pricing, input, output);
    if (cost > 0) metrics.cost.series(provider).inc(cost);
    if (p.reservation?.metered) return Promise.resolve();
    return this.deps.usage.add({
      tenantId: p.principal.tenantId,
      day: utcDay(this.deps.clock),
      model: p.requested,
      inputTokens: input,
      outputTokens: output,
      costMicros: p.reservation ? p.reservation.chargedMicros : cost,
    });
  }
}
