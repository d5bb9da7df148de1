import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { KeyResolver, type SessionScheme } from './core/auth.js';
import { ChannelMatrix } from './core/channel.js';
import { type Clock, isoNow, systemClock } from './core/clock.js';
import type { Principal } from './core/principal.js';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './core/rate-limit.js';
import { loadSigner, type Signer } from './core/signing.js';
import { type DbHandle, openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { listEngines } from './detect/registry.js';
import { scan } from './detect/scan.js';
import { AuditLog } from './domains/audit/service.js';
import { Metrics } from './domains/ops/metrics.js';
import { TenantService } from './domains/tenants/service.js';
import { findActiveKeyByHash } from './domains/tenants/store.js';
import { type Detector, libraryDetector } from './domains/verdicts/detector.js';
import { VerdictService } from './domains/verdicts/service.js';
import { TuningStore } from './domains/verdicts/tuning.js';

/**
 * Everything a running instance holds: database, signer, limiter, services. Built once by the
 * server (or a test), passed to buildApp, closed on shutdown.
 */
export interface AppContext {
  config: Config;
  clock: Clock;
  db: DbHandle;
  signer: Signer;
  limiter: RateLimiter;
  keys: KeyResolver;
  sessions: SessionScheme | null;
  channels: ChannelMatrix;
  metrics: Metrics;
  audit: AuditLog;
  tenants: TenantService;
  detector: Detector;
  tuning: TuningStore;
  verdicts: VerdictService;
  /** Upstream provider ids, for the channel matrix. */
  providerIds: string[];
  close(): Promise<void>;
}

export interface ContextOptions {
  clock?: Clock;
  /** PostgreSQL schema to pin (tests give each run its own). */
  schema?: string;
  logger?: Pick<Logger, 'warn' | 'info'>;
  defaultMetrics?: boolean;
  /** A detector double for tests; the detection library otherwise. */
  detector?: Detector;
}

export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const clock = opts.clock ?? systemClock;
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(opts.schema ? { schema: opts.schema } : {}),
  });
  try {
    await migrateToLatest(db.db as never);
  } catch (err) {
    await db.close();
    throw err;
  }
  const signer = loadSigner({ signingKey: config.signingKey, dataDir: config.dataDir });
  const limiter: RateLimiter = config.redisUrl
    ? new RedisRateLimiter(
        new Redis(config.redisUrl, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        }),
        (err) =>
          err
            ? opts.logger?.warn({ err: err.message }, 'redis rate limiter unavailable; counting in process')
            : opts.logger?.info('redis rate limiter recovered'),
        () => clock.now(),
      )
    : new MemoryRateLimiter(() => clock.now());
  const lookup = async (hash: string): Promise<Principal | null> => {
    const k = await findActiveKeyByHash(db.db, hash);
    return k
      ? {
          tenantId: k.tenantId,
          keyId: k.id,
          tier: k.tier,
          scopes: k.scopes,
          rateLimitPerMin: k.rateLimitPerMin,
          via: 'bearer',
        }
      : null;
  };
  const keys = new KeyResolver(lookup, config.keyCacheMs, () => clock.now());
  const audit = new AuditLog(db, signer, clock);
  const tenants = new TenantService(db, audit, clock, config.rateLimits, () => keys.forgetAll());
  const detector = opts.detector ?? libraryDetector({ scan, listEngines });
  const tuning = new TuningStore(config.detectionTuningFile, () => isoNow(clock));
  const verdicts = new VerdictService(db, audit, clock, detector, tuning, config.limits.scanInputChars);
  const providerIds = config.mockProvider ? ['mock'] : [];
  return {
    config,
    clock,
    db,
    signer,
    limiter,
    keys,
    sessions: null,
    channels: new ChannelMatrix(config.contour, providerIds),
    metrics: new Metrics({ defaultMetrics: opts.defaultMetrics ?? false }),
    audit,
    tenants,
    detector,
    tuning,
    verdicts,
    providerIds,
    close: async () => {
      await limiter.close();
      await db.close();
    },
  };
}
