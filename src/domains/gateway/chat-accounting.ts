import { performance } from 'node:perf_hooks';
import { type Clock, utcDay } from '../../core/clock.js';
import type { Principal } from '../../core/principal.js';
import { BudgetedReservation, type Budgets } from '../billing/budgets.js';
import { answeredPricing, hostedPricing } from '../billing/estimate.js';
import { type BillingReservation, type Reservation, UnmeteredBilling } from '../billing/reservation.js';
import type { Metrics } from '../ops/metrics.js';
import { messageText } from '../verdicts/detector.js';
import type { Pricing } from './catalog.js';
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
  /** Budgets and allowances of keys and tenants; none enforced when absent. */
  budgets?: Budgets;
}

/** What a call may cost, for its admission: the prompt's size and the output it may run to. */
export interface AdmitEstimate {
  promptChars: number;
  messages: number;
  /** Output tokens of one answer (null: the configured default). */
  maxOutputTokens: number | null;
  /** Answers asked for (`n`). */
  answers: number;
}

/** An answered call as metrics read it (chat's `Dispatched`, or an embeddings call). */
type Timed = Pick<Dispatched, 'target' | 'sentAt' | 'firstChunkAt'>;

/** Every target's catalog price, whoever's key it uses (what budgets count spend at). */
function listPricing(chain: readonly SendableTarget[]): Pricing[] {
  return chain.flatMap((t) => {
    const price = t.provider.pricing[t.model];
    return price ? [price] : [];
  });
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
  observeUpstream(d: Timed): void {
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
   * Admits one call of `model` to `chain`: the single gate every client API passes before it
   * dispatches (chat, responses and messages through `ChatGateway.send`; embeddings directly).
   * First the key's and the tenant's budgets (403 `model_not_allowed`, 402 `budget_exceeded`, 429
   * `request_cap_exceeded`: see Budgets.admit, atomic across workers and instances), then the
   * prepaid hold of a chain that uses an operator-hosted key (402 when the balance or the free-tier
   * allowance cannot cover it; 403/503 from the free-tier eligibility guard). The reservation it
   * returns carries both: settle it on usage (`settle`) or release it, once.
   */
  async admit(
    principal: Principal,
    model: string,
    chain: SendableTarget[],
    est: AdmitEstimate,
  ): Promise<Reservation> {
    const output = est.maxOutputTokens === null ? null : est.maxOutputTokens * est.answers;
    const hold = this.deps.budgets
      ? await this.deps.budgets.admit(principal.keyId, principal.tenantId, model, {
          pricing: listPricing(chain),
          promptChars: est.promptChars,
          messages: est.messages,
          outputTokens: output,
          answers: est.answers,
        })
      : null;
    let reservation: Reservation;
    try {
      reservation = await this.billing.reserve({
        tenantId: principal.tenantId,
        tier: principal.tier,
        hosted: hostedPricing(chain),
        promptChars: est.promptChars,
        messages: est.messages,
        maxOutputTokens: est.maxOutputTokens,
        answers: est.answers,
      });
    } catch (err) {
      await hold?.release(true);
      throw err;
    }
    return hold ? new BudgetedReservation(reservation, hold) : reservation;
  }

  /** {@link admit} for a chat-completions request. */
  reserve(
    principal: Principal,
    chain: SendableTarget[],
    body: ChatRequest,
    messages: ChatMessage[],
  ): Promise<Reservation> {
    return this.admit(principal, body.model, chain, {
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
    p: Pick<PreparedChat, 'reservation' | 'requested'>,
    d: Pick<Dispatched, 'target'>,
    usage: { prompt_tokens?: number; completion_tokens?: number } | undefined,
    streamedChars = 0,
  ): Promise<void> {
    if (!p.reservation) return;
    const pricing = answeredPricing(d.target);
    const listPricing = d.target.provider.pricing[d.target.model] ?? null;
    const input = tokenCount(usage?.prompt_tokens);
    const output = tokenCount(usage?.completion_tokens);
    const meter = {
      day: utcDay(this.deps.clock),
      model: p.requested,
      inputTokens: input ?? 0,
      outputTokens: output ?? 0,
    };
    if (input !== undefined || output !== undefined) {
      await p.reservation.settle({
        inputTokens: input ?? 0,
        outputTokens: output ?? 0,
        pricing,
        listPricing,
        meter,
      });
      return;
    }
    await p.reservation.settle({
      inputTokens: null,
      outputTokens: Math.ceil(streamedChars / 2),
      pricing,
      listPricing,
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
    p: Pick<PreparedChat, 'principal' | 'requested' | 'reservation'>,
    d: Timed & { result: { kind: string } },
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
