import { sql } from 'kysely';
import type { Signer } from '../../core/signing.js';
import type { DbHandle } from '../../db/connect.js';
import { migrationStatus } from '../../db/migrate.js';

/** One dependency's state in the readiness answer. */
export type CheckState = 'ok' | 'unreachable' | 'pending' | 'failed' | 'not_configured';

export interface ReadinessReport {
  ready: boolean;
  /** Set once the instance began shutting down (SIGTERM): it is never ready again. */
  draining: boolean;
  checks: {
    database: CheckState;
    migrations: CheckState;
    signing_key: CheckState;
    sealing_key: CheckState;
    redis: CheckState;
  };
}

export interface ReadinessDeps {
  db: DbHandle;
  signer: Signer;
  /** Whether the provider-key sealing secret was loaded (it is, once the context exists). */
  sealingLoaded: boolean;
  /** Pings the configured Redis; null when none is configured. */
  redisPing: (() => Promise<void>) | null;
  /** Longest a single check may take before it counts as failed, ms. */
  timeoutMs?: number;
  /** How long an answer is reused, ms: probes (or a flood of them) cost one check per period. */
  cacheMs?: number;
  now?: () => number;
  /** Why a check began to fail, for the log (the public answer names only the failing check). */
  onFailure?: (check: string, err: unknown) => void;
}

const PROBE = Buffer.from('vgate readiness probe');

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness (`GET /v1/ready`): whether this instance should be given traffic. Liveness
 * (`/v1/health`) says only that the process answers; readiness also checks that the database
 * answers, that its schema has every migration this release needs, that the signing and sealing
 * keys are loaded and, when configured, that Redis answers. Once {@link drain} is called (at
 * SIGTERM) the instance is not ready for good, so load balancers stop sending it new requests
 * while it finishes the ones it holds.
 *
 * A Redis outage makes the instance not ready although it would serve (counting rate limits
 * alone): an operator who configured Redis asked for one shared budget per key.
 */
export class Readiness {
  private draining = false;
  private migrationsAtHead = false;
  private inFlight: Promise<ReadinessReport> | null = null;
  private last: { at: number; report: ReadinessReport } | null = null;
  /** The checks that failed last time: a failure is logged when it starts, not on every probe. */
  private failed = new Set<string>();
  private readonly signingOk: boolean;
  private readonly timeoutMs: number;
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(private readonly deps: ReadinessDeps) {
    this.timeoutMs = deps.timeoutMs ?? 2000;
    this.cacheMs = deps.cacheMs ?? 500;
    this.now = deps.now ?? Date.now;
    let signs = false;
    try {
      signs = deps.signer.verify(PROBE, deps.signer.sign(PROBE));
    } catch {
      signs = false;
    }
    this.signingOk = signs;
  }

  /** From now on the instance reports not ready (shutdown has begun). */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<ReadinessReport> {
    const cached = this.last;
    if (!this.draining && cached && this.now() - cached.at < this.cacheMs) return cached.report;
    this.inFlight ??= this.run().finally(() => {
      this.inFlight = null;
    });
    const report = await this.inFlight;
    // Drain may have begun while the checks ran.
    return this.draining ? { ...report, ready: false, draining: true } : report;
  }

  private async run(): Promise<ReadinessReport> {
    const failedNow = new Set<string>();
    const fail = (check: string, err: unknown): void => {
      failedNow.add(check);
      if (!this.failed.has(check)) this.deps.onFailure?.(check, err);
    };
    const database = within(sql`select 1`.execute(this.deps.db.db), this.timeoutMs).then(
      () => 'ok' as const,
      (err: unknown) => {
        fail('database', err);
        return 'unreachable' as const;
      },
    );
    const migrations: Promise<CheckState> = this.migrationsAtHead
      ? Promise.resolve('ok')
      : within(migrationStatus(this.deps.db), this.timeoutMs).then(
          (s) => {
            if (s.pending.length > 0) {
              fail('migrations', new Error(`pending: ${s.pending.join(', ')}`));
              return 'pending';
            }
            this.migrationsAtHead = true; // applied migrations are never taken back
            return 'ok';
          },
          (err: unknown) => {
            fail('migrations', err);
            return 'unreachable';
          },
        );
    const ping = this.deps.redisPing;
    const redis: Promise<CheckState> = ping
      ? within(ping(), this.timeoutMs).then(
          () => 'ok',
          (err: unknown) => {
            fail('redis', err);
            return 'unreachable';
          },
        )
      : Promise.resolve('not_configured');
    const checks = {
      database: await database,
      migrations: await migrations,
      signing_key: this.signingOk ? ('ok' as const) : ('failed' as const),
      sealing_key: this.deps.sealingLoaded ? ('ok' as const) : ('failed' as const),
      redis: await redis,
    };
    this.failed = failedNow;
    const healthy = Object.values(checks).every((c) => c === 'ok' || c === 'not_configured');
    const report = { ready: healthy && !this.draining, draining: this.draining, checks };
    this.last = { at: this.now(), report };
    return report;
  }
}

/** The checks that fail in a report, for the 503 answer (`database`, `redis`, `draining`, ...). */
export function failingChecks(report: ReadinessReport): string[] {
  const failing = Object.entries(report.checks)
    .filter(([, state]) => state !== 'ok' && state !== 'not_configured')
    .map(([name]) => name);
  return report.draining ? ['draining', ...failing] : failing;
}
