import type { Tier } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { newId, sha256Hex } from '../../core/ids.js';
import { Invalidations } from '../../core/invalidation.js';
import type { Principal } from '../../core/principal.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { DbHandle } from '../../db/connect.js';
import type { EligibilityReviewTable } from '../../db/types.js';
import type { AuditLog } from '../audit/service.js';
import type { HostedAccessGuard } from '../billing/reservation.js';
import type { Application, ReviewState } from './schemas.js';

export interface ReviewView {
  review_id: string;
  tenant_id: string;
  state: ReviewState;
  application: Application;
  version: number;
  reason: string | null;
  decided_at: string | null;
  submitted_at: string;
  updated_at: string;
}

function view(r: EligibilityReviewTable): ReviewView {
  return {
    review_id: r.id,
    tenant_id: r.tenant_id,
    state: r.state as ReviewState,
    application: JSON.parse(r.application) as Application,
    version: Number(r.version),
    reason: r.reason,
    decided_at: r.decided_at,
    submitted_at: r.submitted_at,
    updated_at: r.updated_at,
  };
}

export type Decision = 'approve' | 'deny' | 'revoke';

/** The transitions an operator decision may take: from these states, to that one. */
const DECISIONS: Record<Decision, { from: ReviewState[]; to: ReviewState }> = {
  approve: { from: ['submitted', 'resubmitted'], to: 'approved' },
  deny: { from: ['submitted', 'resubmitted'], to: 'denied' },
  revoke: { from: ['approved'], to: 'revoked' },
};

/** How long an instance trusts its cached review state (a decision elsewhere shows within it). */
const CACHE_MS = 1000;

/**
 * Free-tier eligibility: one review per tenant (submitted -> approved | denied, approved ->
 * revoked, denied -> resubmitted), operator decisions with a reason, every step audited without
 * the application's content; and the guard that keeps free-tier tenants without an approved
 * review off hosted providers, failing closed (503) when the reviews cannot be read.
 */
export class EligibilityService implements HostedAccessGuard {
  private readonly cache: TtlCache<string, string | null>;

  constructor(
    private readonly handle: DbHandle,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly invalidations = new Invalidations(),
  ) {
    this.cache = new TtlCache(CACHE_MS, () => clock.now());
    invalidations.on('eligibility', (tenantId) => {
      if (tenantId !== null) this.cache.delete(tenantId);
    });
  }

  async assertHostedAllowed(tenantId: string, tier: Tier): Promise<void> {
    if (tier !== 'free') return;
    let state: string | null;
    try {
      state = await this.cache.getOrLoad(tenantId, () => this.stateOf(tenantId));
    } catch {
      throw new ApiError(
        'dependency_unavailable',
        'Eligibility reviews cannot be read; free-tier calls to hosted providers are refused until they can.',
      );
    }
    if (state !== 'approved') {
      throw new ApiError(
        'eligibility_required',
        state === 'revoked'
          ? 'Free-tier hosted access was revoked; use your own provider key (X-Provider-Key) or contact the operator.'
          : 'Free-tier hosted providers need an approved review: POST /v1/eligibility/reviews. Your own provider keys still work.',
      );
    }
  }

  private async stateOf(tenantId: string): Promise<string | null> {
    const r = await this.handle.db
      .selectFrom('eligibility_reviews')
      .select('state')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return r?.state ?? null;
  }

  async current(tenantId: string): Promise<ReviewView | null> {
    const r = await this.handle.db
      .selectFrom('eligibility_reviews')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return r ? view(r) : null;
  }

  /** Submits the tenant's review, or resubmits a denied one; anything else is 409. */
  async submit(actor: Principal, application: Application): Promise<ReviewView> {
    const now = isoNow(this.clock);
    const json = JSON.stringify(application);
    const result = await this.handle.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('eligibility_reviews')
        .values({
          id: newId('rev'),
          tenant_id: actor.tenantId,
          state: 'submitted',
          application: json,
          version: 1,
          reason: null,
          decided_by: null,
          decided_at: null,
          submitted_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('tenant_id').doNothing())
        .executeTakeFirst();
      let type = 'eligibility.submitted';
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) {
        const resubmitted = await tx
          .updateTable('eligibility_reviews')
          .set((eb) => ({
            state: 'resubmitted',
            application: json,
            version: eb('version', '+', 1),
            submitted_at: now,
            updated_at: now,
          }))
          .where('tenant_id', '=', actor.tenantId)
          .where('state', '=', 'denied')
          .executeTakeFirst();
        if (resubmitted.numUpdatedRows === 0n) return null;
        type = 'eligibility.resubmitted';
      }
      const row = await tx
        .selectFrom('eligibility_reviews')
        .selectAll()
        .where('tenant_id', '=', actor.tenantId)
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, {
        type,
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { review_id: row.id, use_case: application.use_case, version: Number(row.version) },
      });
      return view(row);
    });
    if (!result) {
      const existing = await this.current(actor.tenantId);
      throw new ApiError(
        'eligibility_review_open',
        `The tenant's review is ${existing?.state ?? 'open'}; only a denied review can be resubmitted.`,
      );
    }
    await this.invalidations.publish('eligibility', actor.tenantId);
    return result;
  }

  /** The operator's triage list, most recently changed first. */
  async list(opts: { state?: ReviewState; limit: number; offset: number }) {
    let q = this.handle.db
      .selectFrom('eligibility_reviews')
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(opts.limit + 1)
      .offset(opts.offset);
    if (opts.state) q = q.where('state', '=', opts.state);
    const rows = await q.execute();
    return {
      data: rows.slice(0, opts.limit).map(view),
      next_offset: rows.length > opts.limit ? opts.offset + opts.limit : null,
    };
  }

  /** Approves, denies or revokes; one conditional update, so two racing decisions cannot both land. */
  async decide(reviewId: string, decision: Decision, reason: string, actor: Principal): Promise<ReviewView> {
    const rule = DECISIONS[decision];
    const now = isoNow(this.clock);
    const row = await this.handle.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('eligibility_reviews')
        .set({ state: rule.to, reason, decided_by: actor.keyId, decided_at: now, updated_at: now })
        .where('id', '=', reviewId)
        .where('state', 'in', rule.from)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return null;
      const updated = await tx
        .selectFrom('eligibility_reviews')
        .selectAll()
        .where('id', '=', reviewId)
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, {
        type: `eligibility.${rule.to}`,
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: updated.tenant_id,
        data: { review_id: reviewId, decision, reason_sha256: sha256Hex(reason) },
      });
      return updated;
    });
    if (!row) {
      const exists = await this.handle.db
        .selectFrom('eligibility_reviews')
        .select('state')
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!exists) throw new ApiError('resource_not_found', `No eligibility review "${reviewId}".`);
      throw new ApiError(
        'eligibility_transition_invalid',
        `A ${exists.state} review cannot be ${decision === 'deny' ? 'denied' : `${decision}d`}.`,
      );
    }
    await this.invalidations.publish('eligibility', row.tenant_id);
    return view(row);
  }
}
