import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { Invalidations } from '../../core/invalidation.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { Executor } from '../../db/connect.js';
import type { Pricing } from '../gateway/catalog.js';
import { holdMicros, priceMicros, promptTokenEstimate } from './estimate.js';
import type { Reservation, Usage } from './reservation.js';

/**
 * Budgets and allowances (issue 35, DESIGN "Client APIs"): per API key and per tenant, a spend cap
 * per UTC day and per UTC month, a requests-per-day cap and an allowed-models list.
 *
 * Enforced where the gateway pipeline admits a call (`ChatAccounting.admit`), on every client API
 * alike: the allowed-models list first (403 `model_not_allowed`), then one reservation per counter
 * that has a cap (the key's and the tenant's day and month), each a single conditional upsert of
 * its row: `spent + reserved + estimate <= cap` and `requests + 1 <= requests_per_day`, checked by
 * the database against the committed row (SQLite's write lock, PostgreSQL's row lock), so however
 * many workers and instances race, the spend admitted never passes a cap by more than what one
 * call's usage exceeds its estimate. A refused counter gives back the ones taken before it. A
 * settled call moves its estimate from `reserved` to its actual spend; a released one gives it
 * back. 402 `budget_exceeded` for money, 429 `request_cap_exceeded` for counts.
 *
 * Each admitted call's hold is also a row of `budget_holds`, so a process that died before it
 * settled is found by the sweep (`releaseStale`, every minute) and its estimate given back, once.
 *
 * Spend is the call's cost at the catalog price of the model that answered (the operator's
 * `pricing`), whoever's key was used: a cap limits what a key may spend, hosted or not. An unpriced
 * model costs nothing and is limited by the requests-per-day cap only.
 */

export type BudgetScope = 'key' | 'tenant';

/** A budget as set through the admin API; null members are not capped. */
export interface Budget {
  daily_spend_micros: number | null;
  monthly_spend_micros: number | null;
  requests_per_day: number | null;
  /** Model names (as the client sends them: an alias or `provider/model`); null: any model. */
  allowed_models: string[] | null;
}

export const NO_BUDGET: Budget = Object.freeze({
  daily_spend_micros: null,
  monthly_spend_micros: null,
  requests_per_day: null,
  allowed_models: null,
});

/** One cap's standing: what it allows and what was used in the current period. */
export interface CapStanding {
  cap: number;
  period: string;
  used: number;
  /** Spend caps only: estimates of calls in flight. */
  reserved?: number;
}

export interface BudgetStanding {
  scope: BudgetScope;
  subject: string;
  budget: Budget;
  daily_spend: CapStanding | null;
  monthly_spend: CapStanding | null;
  requests_per_day: CapStanding | null;
}

/** What a call may cost, as the prepaid hold estimates it (see estimate.ts). */
export interface BudgetEstimate {
  /** Prices of every target of the chain (a fallback may land on any): the dearest is reserved. */
  pricing: readonly Pricing[];
  promptChars: number;
  messages: number;
  /** Output tokens of all answers (null: the configured default for each answer). */
  outputTokens: number | null;
  answers: number;
}

interface Counter {
  scope: BudgetScope;
  subject: string;
  period: string;
  /** The spend cap of this counter's period, null when only the requests are capped. */
  cap: number | null;
  requestsCap: number | null;
}

/** A call's hold on the counters it was admitted against. */
export interface BudgetHold {
  readonly estimateMicros: number;
  readonly promptTokens: number;
  /** Adds the call's actual spend and gives back its estimate; once. */
  settle(spendMicros: number): Promise<void>;
  /** Gives the estimate back; `uncount`: the call was never sent, its request is not counted. */
  release(uncount?: boolean): Promise<void>;
}

const dayPeriod = (ms: number) => `day:${new Date(ms).toISOString().slice(0, 10)}`;
const monthPeriod = (ms: number) => `month:${new Date(ms).toISOString().slice(0, 7)}`;

/** How long another instance's change to a budget may take to show here (as routing's). */
export const BUDGET_CACHE_MS = 1000;

function rowToBudget(r: {
  daily_micros: number | string | null;
  monthly_micros: number | string | null;
  requests_per_day: number | string | null;
  allowed_models: string | null;
}): Budget {
  const n = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    daily_spend_micros: n(r.daily_micros),
    monthly_spend_micros: n(r.monthly_micros),
    requests_per_day: n(r.requests_per_day),
    allowed_models: r.allowed_models === null ? null : (JSON.parse(r.allowed_models) as string[]),
  };
}

/** Whether a budget caps or limits anything. */
export const hasBudget = (b: Budget): boolean => !isEmpty(b);

const isEmpty = (b: Budget) =>
  b.daily_spend_micros === null &&
  b.monthly_spend_micros === null &&
  b.requests_per_day === null &&
  b.allowed_models === null;

/**
 * The budgets of keys and tenants: read (cached for {@link BUDGET_CACHE_MS}, forgotten at once on
 * this instance when changed), set, and enforced.
 */
export class Budgets {
  readonly #cache: TtlCache<string, Budget>;
  readonly #sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly opts: {
      defaultMaxTokens: number;
      /** Holds older than this can belong to no running request (a crashed process): released. */
      staleAfterMs?: number;
      onError?: (err: unknown) => void;
    },
    private readonly invalidations = new Invalidations(),
  ) {
    this.#cache = new TtlCache(BUDGET_CACHE_MS, () => clock.now());
    invalidations.on('budgets', (subject) => {
      if (subject === null) this.#cache.clear();
      else this.#cache.delete(subject);
    });
    if (opts.staleAfterMs !== undefined) {
      this.#sweeper = setInterval(() => {
        this.releaseStale().catch(opts.onError ?? (() => {}));
      }, 60_000);
      this.#sweeper.unref();
    }
  }

  /** Stops the sweep of stale holds. */
  close(): void {
    if (this.#sweeper) clearInterval(this.#sweeper);
  }

  /**
   * Gives back the estimates of holds older than `staleAfterMs` (their process died before it
   * settled), each once: the hold's row is deleted first, and only the one that deletes it gives
   * the estimate back (a late settle then adds its spend alone).
   */
  async releaseStale(staleAfterMs = this.opts.staleAfterMs ?? 0): Promise<number> {
    const cutoff = new Date(this.clock.now() - staleAfterMs).toISOString();
    const stale = await this.db
      .selectFrom('budget_holds')
      .select(['id', 'counters', 'estimate_micros'])
      .where('created_at', '<', cutoff)
      .limit(1000)
      .execute();
    let released = 0;
    for (const h of stale) {
      const counters = (JSON.parse(h.counters) as Array<[BudgetScope, string, string]>).map(
        ([scope, subject, period]) => ({ scope, subject, period, cap: null, requestsCap: null }),
      );
      if (await this.closeHold(h.id, counters, Number(h.estimate_micros), 0, false)) released += 1;
    }
    return released;
  }

  /** The budget of a key or tenant (NO_BUDGET when none is set). */
  async get(scope: BudgetScope, subject: string): Promise<Budget> {
    const id = `${scope}:${subject}`;
    return this.#cache.peek(id) ?? this.#cache.getOrLoad(id, () => this.#read(scope, subject));
  }

  async #read(scope: BudgetScope, subject: string): Promise<Budget> {
    const row = await this.db
      .selectFrom('budgets')
      .select(['daily_micros', 'monthly_micros', 'requests_per_day', 'allowed_models'])
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row ? rowToBudget(row) : NO_BUDGET;
  }

  /** Sets (or, all members null, removes) a budget; every process of this instance forgets it. */
  async set(scope: BudgetScope, subject: string, tenantId: string, b: Budget): Promise<void> {
    if (isEmpty(b)) {
      await this.db.deleteFrom('budgets').where('scope', '=', scope).where('subject', '=', subject).execute();
    } else {
      const row = {
        scope,
        subject,
        tenant_id: tenantId,
        daily_micros: b.daily_spend_micros,
        monthly_micros: b.monthly_spend_micros,
        requests_per_day: b.requests_per_day,
        allowed_models: b.allowed_models === null ? null : JSON.stringify(b.allowed_models),
        updated_at: isoNow(this.clock),
      };
      await this.db
        .insertInto('budgets')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['scope', 'subject']).doUpdateSet({
            tenant_id: row.tenant_id,
            daily_micros: row.daily_micros,
            monthly_micros: row.monthly_micros,
            requests_per_day: row.requests_per_day,
            allowed_models: row.allowed_models,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    }
    await this.invalidations.publish('budgets', `${scope}:${subject}`);
  }

  /** The budget and each cap's use in the current period. */
  async standing(scope: BudgetScope, subject: string): Promise<BudgetStanding> {
    const budget = await this.#read(scope, subject);
    const now = this.clock.now();
    const day = dayPeriod(now);
    const month = monthPeriod(now);
    const rows = await this.db
      .selectFrom('budget_counters')
      .select(['period', 'spent_micros', 'reserved_micros', 'requests'])
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('period', 'in', [day, month])
      .execute();
    const of = (period: string) => rows.find((r) => r.period === period);
    const spend = (cap: number | null, period: string): CapStanding | null => {
      if (cap === null) return null;
      const r = of(period);
      return {
        cap,
        period: period.slice(period.indexOf(':') + 1),
        used: Number(r?.spent_micros ?? 0),
        reserved: Number(r?.reserved_micros ?? 0),
      };
    };
    const rpd = budget.requests_per_day;
    return {
      scope,
      subject,
      budget,
      daily_spend: spend(budget.daily_spend_micros, day),
      monthly_spend: spend(budget.monthly_spend_micros, month),
      requests_per_day:
        rpd === null ? null : { cap: rpd, period: day.slice(4), used: Number(of(day)?.requests ?? 0) },
    };
  }

  /**
   * Admits one call of `model` for the key and its tenant: refuses a model outside either
   * allowed list (403), then reserves the call's estimate on every capped counter (402/429 when
   * one cannot take it). Returns null when neither the key nor the tenant has a budget (nothing
   * to settle), else the hold to settle on actual spend or release.
   */
  async admit(
    keyId: string,
    tenantId: string,
    model: string,
    est: BudgetEstimate,
  ): Promise<BudgetHold | null> {
    const [key, tenant] = await Promise.all([this.get('key', keyId), this.get('tenant', tenantId)]);
    if (key === NO_BUDGET && tenant === NO_BUDGET) return null;
    for (const [b, who] of [
      [key, 'this API key'],
      [tenant, 'this tenant'],
    ] as const) {
      if (b.allowed_models !== null && !b.allowed_models.includes(model)) {
        throw new ApiError(
          'model_not_allowed',
          `The model "${model}" is not in the allowed models of ${who}.`,
          {
            param: 'model',
          },
        );
      }
    }
    const now = this.clock.now();
    const counters = [...countersOf('key', keyId, key, now), ...countersOf('tenant', tenantId, tenant, now)];
    const promptTokens = promptTokenEstimate(est.promptChars, est.messages);
    const estimate = holdMicros(
      est.pricing,
      promptTokens,
      est.outputTokens ?? this.opts.defaultMaxTokens * est.answers,
    );
    if (counters.length === 0) return null;
    const taken: Counter[] = [];
    for (const c of counters) {
      if (await this.#take(c, estimate, now)) {
        taken.push(c);
        continue;
      }
      await this.#giveBack(taken, estimate, 0, true);
      throw await this.#refusal(c, estimate);
    }
    const id = randomUUID();
    try {
      await this.db
        .insertInto('budget_holds')
        .values({
          id,
          counters: JSON.stringify(taken.map((c) => [c.scope, c.subject, c.period])),
          estimate_micros: estimate,
          created_at: new Date(now).toISOString(),
        })
        .execute();
    } catch (err) {
      await this.#giveBack(taken, estimate, 0, true);
      throw err;
    }
    return new CounterHold(this, id, taken, estimate, promptTokens);
  }

  /** One conditional upsert: the counter takes the estimate and the request, or nothing changes. */
  async #take(c: Counter, estimate: number, now: number): Promise<boolean> {
    if ((c.cap !== null && estimate > c.cap) || (c.requestsCap !== null && c.requestsCap < 1)) return false;
    const conditions = [sql`true`];
    if (c.cap !== null)
      conditions.push(
        sql`budget_counters.spent_micros + budget_counters.reserved_micros + ${estimate} <= ${c.cap}`,
      );
    if (c.requestsCap !== null) conditions.push(sql`budget_counters.requests + 1 <= ${c.requestsCap}`);
    const r = await sql<{ requests: number }>`
      insert into budget_counters (scope, subject, period, spent_micros, reserved_micros, requests, updated_at)
      values (${c.scope}, ${c.subject}, ${c.period}, 0, ${estimate}, 1, ${new Date(now).toISOString()})
      on conflict (scope, subject, period) do update set
        reserved_micros = budget_counters.reserved_micros + ${estimate},
        requests = budget_counters.requests + 1,
        updated_at = excluded.updated_at
      where ${sql.join(conditions, sql` and `)}
      returning requests`.execute(this.db);
    return r.rows.length > 0;
  }

  /** Why a counter refused: its requests-per-day cap (429) or its spend cap (402). */
  async #refusal(c: Counter, estimate: number): Promise<ApiError> {
    const row = await this.db
      .selectFrom('budget_counters')
      .select(['spent_micros', 'reserved_micros', 'requests'])
      .where('scope', '=', c.scope)
      .where('subject', '=', c.subject)
      .where('period', '=', c.period)
      .executeTakeFirst();
    const who = c.scope === 'key' ? 'this API key' : 'this tenant';
    const period = c.period.startsWith('day:') ? 'day' : 'month';
    if (c.requestsCap !== null && Number(row?.requests ?? 0) + 1 > c.requestsCap) {
      return new ApiError(
        'request_cap_exceeded',
        `The requests-per-day cap of ${who} (${c.requestsCap}) is reached; it resets at 00:00 UTC.`,
        { extras: { budget_scope: c.scope, cap: c.requestsCap } },
      );
    }
    const used = Number(row?.spent_micros ?? 0) + Number(row?.reserved_micros ?? 0);
    return new ApiError(
      'budget_exceeded',
      `The ${period}ly spend cap of ${who} (${c.cap} micro-units) does not cover this call: ${used} spent or reserved, ${estimate} needed.`,
      {
        extras: {
          budget_scope: c.scope,
          budget_period: period,
          cap_micros: c.cap ?? 0,
          required_micros: estimate,
        },
      },
    );
  }

  /** Gives `estimate` back on each counter and adds `spend`; `uncount` takes the request back. */
  async #giveBack(
    counters: readonly Counter[],
    estimate: number,
    spend: number,
    uncount: boolean,
  ): Promise<void> {
    if (counters.length === 0) return;
    const which = counters.map(
      (c) => sql`(scope = ${c.scope} and subject = ${c.subject} and period = ${c.period})`,
    );
    await sql`
      update budget_counters set
        reserved_micros = reserved_micros - ${estimate},
        spent_micros = spent_micros + ${spend},
        requests = requests - ${uncount ? 1 : 0},
        updated_at = ${isoNow(this.clock)}
      where ${sql.join(which, sql` or `)}`.execute(this.db);
  }

  /**
   * Closes a hold once: whoever deletes its row gives the estimate back (and adds `spend`); a close
   * that finds it gone (the sweep took it) adds only `spend`. Whether this call deleted it.
   */
  async closeHold(
    holdId: string,
    counters: readonly Counter[],
    estimate: number,
    spend: number,
    uncount: boolean,
  ): Promise<boolean> {
    const r = await this.db.deleteFrom('budget_holds').where('id', '=', holdId).executeTakeFirst();
    const mine = Number(r.numDeletedRows) > 0;
    if (mine) await this.#giveBack(counters, estimate, spend, uncount);
    else if (spend > 0) await this.#giveBack(counters, 0, spend, false);
    return mine;
  }

  /** The spend of a call at a price (the answering model's catalog price). */
  static spend(pricing: Pricing | null | undefined, inputTokens: number, outputTokens: number): number {
    return pricing ? priceMicros(pricing, inputTokens, outputTokens) : 0;
  }
}

/** The counters a budget caps at `now`: the day's (spend or requests) and the month's. */
function countersOf(scope: BudgetScope, subject: string, b: Budget, now: number): Counter[] {
  const out: Counter[] = [];
  if (b.daily_spend_micros !== null || b.requests_per_day !== null)
    out.push({
      scope,
      subject,
      period: dayPeriod(now),
      cap: b.daily_spend_micros,
      requestsCap: b.requests_per_day,
    });
  if (b.monthly_spend_micros !== null)
    out.push({ scope, subject, period: monthPeriod(now), cap: b.monthly_spend_micros, requestsCap: null });
  return out;
}

class CounterHold implements BudgetHold {
  private closed = false;

  constructor(
    private readonly budgets: Budgets,
    readonly id: string,
    private readonly counters: readonly Counter[],
    readonly estimateMicros: number,
    readonly promptTokens: number,
  ) {}

  async settle(spendMicros: number): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.budgets.closeHold(
      this.id,
      this.counters,
      this.estimateMicros,
      Math.max(0, Math.ceil(spendMicros)),
      false,
    );
  }

  async release(uncount = false): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.budgets.closeHold(this.id, this.counters, this.estimateMicros, 0, uncount);
  }
}

/**
 * A prepaid reservation and a budget hold as one: what the routes settle or release once (the
 * chat pipeline's `p.reservation`). `held` when either holds anything.
 */
export class BudgetedReservation implements Reservation {
  readonly held: boolean;

  constructor(
    private readonly inner: Reservation,
    private readonly hold: BudgetHold,
  ) {
    this.held = true;
  }

  get chargedMicros(): number {
    return this.inner.chargedMicros;
  }

  get metered(): boolean {
    return this.inner.metered;
  }

  async settle(u: Usage): Promise<void> {
    try {
      if (this.inner.held) await this.inner.settle(u);
    } finally {
      const price = u.listPricing === undefined ? u.pricing : u.listPricing;
      await this.hold.settle(Budgets.spend(price, u.inputTokens ?? this.hold.promptTokens, u.outputTokens));
    }
  }

  async release(): Promise<void> {
    try {
      if (this.inner.held) await this.inner.release();
    } finally {
      await this.hold.release();
    }
  }
}
