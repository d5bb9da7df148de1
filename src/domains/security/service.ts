import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { sha256Hex } from '../../core/ids.js';
import { Invalidations } from '../../core/invalidation.js';
import type { Principal } from '../../core/principal.js';
import type { DbHandle, Executor } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import type { DefenseMode, DefenseState, SecurityEvent, SecurityEventKind } from './store.js';
import * as store from './store.js';

export interface SelfDefenseOptions {
  /**
   * How long an instance answers from its cached mode, ms (at most 1000). It bounds how late a
   * lockdown entered by another instance takes effect here; this instance's own changes apply at
   * once, on every worker.
   */
  cacheMs?: number;
  /** Blocked memory writes, across all instances, that trip lockdown within the window. */
  blockedWriteBurst?: number;
  blockedWriteWindowMs?: number;
  /** Whether a failed audit verification, or a checkpoint signed by another key, trips lockdown. */
  lockOnAuditFailure?: boolean;
  lockOnKeyMismatch?: boolean;
  /** How many recent events the status shows, and how long events are kept. */
  recentEvents?: number;
  eventRetentionMs?: number;
}

export const SELF_DEFENSE_DEFAULTS: Required<SelfDefenseOptions> = {
  cacheMs: 1000,
  blockedWriteBurst: 20,
  blockedWriteWindowMs: 60_000,
  lockOnAuditFailure: true,
  lockOnKeyMismatch: true,
  recentEvents: 20,
  eventRetentionMs: 7 * 24 * 3600_000,
};

/** What an audit verification reported; the audit route passes its report as is. */
export interface AuditVerification {
  valid: boolean;
  reason: string | null;
  key_id: string;
  checkpoint: { key_id: string } | null;
}

export interface SelfDefenseView extends DefenseState {
  events: SecurityEvent[];
}

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Runtime self-defense: `normal` or `lockdown`, one row shared by every instance. Triggers move it
 * to lockdown; only an operator's recover moves it back. While locked down, session-memory
 * operations answer 423 (`assertNormal`). Every change is audited in its own transaction.
 */
export class SelfDefense {
  private readonly opts: Required<SelfDefenseOptions>;
  private cached: { mode: DefenseMode; at: number } | null = null;
  private inflight: Promise<DefenseMode> | null = null;
  /** Counts invalidations; a read in flight across one neither caches its mode nor is shared. */
  private forgets = 0;
  private lastPrune = 0;

  constructor(
    private readonly handle: DbHandle,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    opts: SelfDefenseOptions = {},
    private readonly invalidations = new Invalidations(),
  ) {
    this.opts = { ...SELF_DEFENSE_DEFAULTS, ...opts };
    this.opts.cacheMs = Math.min(Math.max(this.opts.cacheMs, 0), 1000);
    invalidations.on('defense', () => {
      this.forgets += 1;
      this.cached = null;
      this.inflight = null;
    });
  }

  /** The mode, from a cache no older than `cacheMs`. */
  async mode(): Promise<DefenseMode> {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < this.opts.cacheMs) return this.cached.mode;
    if (this.inflight) return this.inflight;
    const forgets = this.forgets;
    const read = store
      .readState(this.handle.db)
      .then((s) => {
        if (forgets === this.forgets) this.cached = { mode: s.mode, at: now };
        return s.mode;
      })
      .finally(() => {
        if (this.inflight === read) this.inflight = null;
      });
    this.inflight = read;
    return read;
  }

  /**
   * Throws 423 `self_defense_lockdown` while in lockdown. Every session-memory operation calls it
   * first (memory routes, project chat).
   *
   * @example
   * await selfDefense.assertNormal(); // before recalling or storing session memory
   */
  async assertNormal(): Promise<void> {
    if ((await this.mode()) === 'lockdown') throw new ApiError('self_defense_lockdown');
  }

  /** The current state, read fresh, with the latest content-free events. */
  async view(): Promise<SelfDefenseView> {
    const state = await store.readState(this.handle.db);
    this.remember(state.mode);
    return { ...state, events: await store.recentEvents(this.handle.db, this.opts.recentEvents) };
  }

  /**
   * Records one blocked memory write and trips lockdown when the writes blocked within the window
   * (and since the last recovery) reach the burst threshold.
   */
  async noteBlockedWrite(tenantId: string, flags: readonly string[]): Promise<void> {
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    await store.insertEvent(this.handle.db, {
      kind: 'memory_write_blocked',
      at,
      tenantId,
      detail: { flags: flags.join(',') },
    });
    const state = await store.readState(this.handle.db);
    this.remember(state.mode);
    if (state.mode === 'lockdown') return;
    const windowStart = new Date(now - this.opts.blockedWriteWindowMs).toISOString();
    const n = await store.countEventsSinceRecovery(this.handle.db, 'memory_write_blocked', windowStart);
    if (n >= this.opts.blockedWriteBurst) {
      await this.trip(
        'blocked_memory_burst',
        `${n} blocked memory writes within ${this.opts.blockedWriteWindowMs} ms`,
      );
    }
    await this.prune(now);
  }

  /** Called with every audit verification report; a failure or a foreign signing key trips lockdown. */
  async onAuditVerified(report: AuditVerification): Promise<void> {
    const foreignKey = report.checkpoint !== null && report.checkpoint.key_id !== report.key_id;
    const keyMismatch = report.reason === 'checkpoint_signature_invalid' || foreignKey;
    if (report.valid && !foreignKey) return;
    const kind: SecurityEventKind = keyMismatch ? 'signing_key_mismatch' : 'audit_verification_failed';
    await store.insertEvent(this.handle.db, {
      kind,
      at: isoNow(this.clock),
      tenantId: null,
      detail: { reason: report.reason ?? 'foreign_checkpoint_key' },
    });
    const enabled = keyMismatch ? this.opts.lockOnKeyMismatch : this.opts.lockOnAuditFailure;
    if (enabled) await this.trip(kind, `audit verification: ${report.reason ?? 'foreign checkpoint key'}`);
  }

  /** Enters lockdown (no-op if already there); audited when this call changed the mode. */
  async trip(cause: string, reason: string): Promise<DefenseState> {
    const at = isoNow(this.clock);
    const entered = await this.handle.db.transaction().execute(async (tx) => {
      if (!(await store.enterLockdown(tx, at, cause, reason))) return false;
      await store.insertEvent(tx, { kind: 'lockdown_entered', at, tenantId: null, detail: { cause } });
      await this.audit.record(tx, {
        type: 'self_defense.lockdown',
        actorTenant: null,
        actorKey: null,
        subject: 'self-defense',
        data: { cause },
      });
      return true;
    });
    if (entered) await this.invalidations.publish('defense', null);
    return this.fresh(this.handle.db);
  }

  /** The operator's recover after review: back to normal, audited with a digest of the reason. */
  async recover(actor: Pick<Principal, 'tenantId' | 'keyId'>, reason: string): Promise<DefenseState> {
    const at = isoNow(this.clock);
    await this.handle.db.transaction().execute(async (tx) => {
      const from = await store.setNormal(tx, at, reason);
      await store.insertEvent(tx, { kind: 'recovered', at, tenantId: null, detail: { from } });
      await this.audit.record(tx, {
        type: 'self_defense.recovered',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: 'self-defense',
        data: { from, reason_sha256: sha256Hex(reason) },
      });
    });
    await this.invalidations.publish('defense', null);
    return this.fresh(this.handle.db);
  }

  private async fresh(db: Executor): Promise<DefenseState> {
    const state = await store.readState(db);
    this.remember(state.mode);
    return state;
  }

  private remember(mode: DefenseMode): void {
    this.cached = { mode, at: this.clock.now() };
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await store.pruneEvents(this.handle.db, new Date(now - this.opts.eventRetentionMs).toISOString());
  }
}
