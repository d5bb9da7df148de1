import type { BillingConfig, Tier } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import type { Pricing } from '../gateway/catalog.js';
import { holdMicros, priceMicros, promptTokenEstimate } from './estimate.js';
import type { CloseUsage } from './holds.js';
import type { Hold, PrepaidLedger } from './ledger.js';

/**
 * Prepaid billing as the chat routes see it: reserve an estimate before anything is claimed or
 * sent (a refusal is 402 and creates no turn claim), then settle on actual usage or release.
 */
export interface Reservation {
  /** Micro-units charged once settled (0 before, for allowance-covered and unhosted calls). */
  readonly chargedMicros: number;
  /**
   * Whether anything is held: false for a call that reserves nothing (its settle and release do
   * nothing, so the chat route skips them rather than wait for their promises).
   */
  readonly held: boolean;
  /**
   * Whether the settlement also recorded the call's usage (`Usage.meter`), in the same transaction
   * as the charge: the caller must not meter it again.
   */
  readonly metered: boolean;
  /**
   * Settles on the upstream's usage. `pricing` is the answering target's price, null when the
   * target that answered is not hosted (a fallback to the caller's own key): nothing is charged.
   * `inputTokens` null (the upstream reported no usage): the prompt estimate of the hold.
   */
  settle(usage: Usage): Promise<void>;
  /** Lets the hold go; a no-op once settled or released. */
  release(): Promise<void>;
}

export interface Usage {
  inputTokens: number | null;
  outputTokens: number;
  pricing: Pricing | null;
  /**
   * The answering model's catalog price, whoever's key was used (budgets count spend at it);
   * absent: `pricing`.
   */
  listPricing?: Pricing | null;
  /**
   * The usage to record with the charge, atomically (the daily row of the model the client named,
   * at the amount charged): a call is charged and counted together or not at all.
   */
  meter?: CloseUsage;
}

export interface ReserveRequest {
  tenantId: string;
  tier: Tier;
  /** Prices of the chain's targets that use an operator-hosted key; empty: nothing is reserved. */
  hosted: readonly Pricing[];
  promptChars: number;
  messages: number;
  /** Output tokens of one answer (`max_completion_tokens` / `max_tokens`); null: the default. */
  maxOutputTokens: number | null;
  /** Answers asked for (`n`, default 1): each may run to `maxOutputTokens`. */
  answers?: number;
}

export interface BillingReservation {
  reserve(req: ReserveRequest): Promise<Reservation>;
}

/** Who may use hosted providers at all (the free-tier eligibility guard). */
export interface HostedAccessGuard {
  assertHostedAllowed(tenantId: string, tier: Tier): Promise<void>;
}

const NOTHING: Reservation = {
  chargedMicros: 0,
  held: false,
  metered: false,
  settle: async () => {},
  release: async () => {},
};

/** Grants every reservation and charges nothing (tools and tests that do not bill). */
export class UnmeteredBilling implements BillingReservation {
  async reserve(): Promise<Reservation> {
    return NOTHING;
  }
}

class LedgerReservation implements Reservation {
  chargedMicros = 0;
  readonly held = true;
  metered = false;
  private closed = false;

  constructor(
    private readonly ledger: PrepaidLedger,
    private readonly tenantId: string,
    private readonly hold: Hold,
    private readonly promptEstimate: number,
  ) {}

  async settle(u: Usage): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // An allowance hold covers output tokens only; a money hold is charged at the answering price.
    const input = u.inputTokens ?? this.promptEstimate;
    const micros = this.hold.heldMicros > 0 && u.pricing ? priceMicros(u.pricing, input, u.outputTokens) : 0;
    const tokens = this.hold.heldTokens > 0 && u.pricing ? u.outputTokens : 0;
    const charged = await this.ledger.close(this.hold, this.tenantId, { micros, tokens }, u.meter);
    this.chargedMicros = charged ?? 0;
    this.metered = charged !== null && u.meter !== undefined;
  }

  async release(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ledger.close(this.hold, this.tenantId, { micros: 0, tokens: 0 });
  }
}

/**
 * The prepaid implementation: the eligibility guard first (free tier), then a hold on the
 * free-tier output allowance, else on the balance. 402 `output_allowance_exhausted` or
 * `insufficient_balance` when neither covers the estimate.
 */
export class PrepaidBilling implements BillingReservation {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly deps: {
      ledger: PrepaidLedger;
      guard: HostedAccessGuard;
      config: BillingConfig;
      clock: Clock;
      /** Holds older than this can belong to no running request (a crashed process): released. */
      staleAfterMs: number;
      onError?: (err: unknown) => void;
    },
  ) {
    this.sweeper = setInterval(() => {
      this.releaseStale().catch(deps.onError ?? (() => {}));
    }, 60_000);
    this.sweeper.unref();
  }

  async reserve(req: ReserveRequest): Promise<Reservation> {
    if (req.hosted.length === 0) return NOTHING; // bring-your-own-key and the mock are not charged
    const { ledger, guard, config } = this.deps;
    const output = (req.maxOutputTokens ?? config.defaultMaxTokens) * (req.answers ?? 1);
    const prompt = promptTokenEstimate(req.promptChars, req.messages);
    const micros = holdMicros(req.hosted, prompt, output);
    // An unpriced hosted model costs a paying tenant nothing (operators price what they bill).
    if (req.tier !== 'free' && micros === 0) return NOTHING;
    await guard.assertHostedAllowed(req.tenantId, req.tier);
    if (req.tier === 'free') {
      const hold = await ledger.holdAllowance(req.tenantId, output, config.freeOutputTokens);
      if (hold) return new LedgerReservation(ledger, req.tenantId, hold, prompt);
    }
    const hold = micros > 0 ? await ledger.holdMoney(req.tenantId, micros) : null;
    if (hold) return new LedgerReservation(ledger, req.tenantId, hold, prompt);
    if (req.tier === 'free') {
      throw new ApiError(
        'output_allowance_exhausted',
        `The free tier's ${config.freeOutputTokens} output tokens this month do not cover ${output} more, and the balance does not cover the call.`,
      );
    }
    throw new ApiError(
      'insufficient_balance',
      `This call needs ${micros} micro-units reserved; the available balance is lower. Top up with POST /v1/billing/checkout.`,
      { extras: { required_micros: micros } },
    );
  }

  /** Releases holds left by requests that cannot be running any more. */
  async releaseStale(): Promise<number> {
    const cutoff = isoNow({ now: () => this.deps.clock.now() - this.deps.staleAfterMs });
    const stale = await this.deps.ledger.staleHolds(cutoff);
    for (const h of stale) await this.deps.ledger.close(h, h.tenantId, { micros: 0, tokens: 0 });
    return stale.length;
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
