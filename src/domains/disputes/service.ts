import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { newId, sha256Hex } from '../../core/ids.js';
import type { Principal } from '../../core/principal.js';
import type { RateLimiter } from '../../core/rate-limit.js';
import type { DbHandle } from '../../db/connect.js';
import type { DisputeTable } from '../../db/types.js';
import type { AuditLog } from '../audit/service.js';

export interface DisputeView {
  dispute_id: string;
  tenant_id: string;
  subject: string;
  body: string;
  state: 'open' | 'resolved' | 'rejected';
  resolution: string | null;
  resolved_at: string | null;
  created_at: string;
}

function view(r: Omit<DisputeTable, 'seq'>): DisputeView {
  return {
    dispute_id: r.id,
    tenant_id: r.tenant_id,
    subject: r.subject,
    body: r.body,
    state: r.state as DisputeView['state'],
    resolution: r.resolution,
    resolved_at: r.resolved_at,
    created_at: r.created_at,
  };
}

/**
 * Disputes a tenant files (about a charge, a verdict, a decision) and operators resolve. Filing
 * is rate-limited per tenant (all instances, through the shared limiter); the audit log records
 * ids, sizes and digests, never the subject or body.
 */
export class DisputeService {
  constructor(
    private readonly handle: DbHandle,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
  ) {}

  async file(actor: Principal, subject: string, body: string): Promise<DisputeView> {
    const decision = await this.limiter.hit(`dispute:${actor.tenantId}`, this.perMinute);
    if (!decision.allowed) {
      throw new ApiError('rate_limited', `At most ${this.perMinute} disputes per minute per tenant.`, {
        headers: { 'retry-after': String(decision.resetSec) },
      });
    }
    const row: Omit<DisputeTable, 'seq'> = {
      id: newId('dsp'),
      tenant_id: actor.tenantId,
      subject,
      body,
      state: 'open',
      resolution: null,
      resolved_by: null,
      resolved_at: null,
      created_at: isoNow(this.clock),
    };
    await this.audit.withEvent(
      {
        type: 'dispute.filed',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { dispute_id: row.id, subject_chars: subject.length, body_chars: body.length },
      },
      (tx) => tx.insertInto('disputes').values(row).execute(),
    );
    return view(row);
  }

  /** Newest first, a page at a time; `tenantId` null lists every tenant's (operators). */
  async list(opts: { tenantId: string | null; state?: string; limit: number; before?: string }) {
    let q = this.handle.db
      .selectFrom('disputes')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(opts.limit + 1);
    if (opts.tenantId !== null) q = q.where('tenant_id', '=', opts.tenantId);
    if (opts.state) q = q.where('state', '=', opts.state);
    if (opts.before) {
      const anchor = await this.handle.db
        .selectFrom('disputes')
        .select(['seq', 'tenant_id'])
        .where('id', '=', opts.before)
        .executeTakeFirst();
      if (!anchor || (opts.tenantId !== null && anchor.tenant_id !== opts.tenantId)) {
        throw new ApiError('invalid_parameter', 'before names no dispute of this list.', { param: 'before' });
      }
      q = q.where('seq', '<', anchor.seq);
    }
    const rows = await q.execute();
    const data = rows.slice(0, opts.limit).map(view);
    return { data, next_before: rows.length > opts.limit ? (data.at(-1)?.dispute_id ?? null) : null };
  }

  /** Resolves or rejects an open dispute once (a concurrent second resolution is 409). */
  async resolve(id: string, outcome: 'resolved' | 'rejected', resolution: string, actor: Principal) {
    const now = isoNow(this.clock);
    const row = await this.handle.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('disputes')
        .set({ state: outcome, resolution, resolved_by: actor.keyId, resolved_at: now })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) return null;
      const updated = await tx
        .selectFrom('disputes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, {
        type: `dispute.${outcome}`,
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: updated.tenant_id,
        data: { dispute_id: id, resolution_sha256: sha256Hex(resolution) },
      });
      return updated;
    });
    if (row) return view(row);
    const exists = await this.handle.db
      .selectFrom('disputes')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw new ApiError('resource_not_found', `No dispute "${id}".`);
    throw new ApiError('conflict', `The dispute is already ${exists.state}.`);
  }
}
