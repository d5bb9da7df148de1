import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SERVICE_VERSION } from './app.js';
import type { Config, FileSections } from './config.js';
import { KeyResolver, type SessionScheme } from './core/auth.js';
import { ChannelMatrix } from './core/channel.js';
import { type Clock, isoNow, systemClock } from './core/clock.js';
import { Invalidations, type SiblingProcesses } from './core/invalidation.js';
import type { Principal } from './core/principal.js';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './core/rate-limit.js';
import { loadSigner, type Signer } from './core/signing.js';
import { type DbHandle, openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { listEngines } from './detect/registry.js';
import { scan } from './detect/scan.js';
import { AuditLog } from './domains/audit/service.js';
import { Budgets } from './domains/billing/budgets.js';
import { PrepaidLedger } from './domains/billing/ledger.js';
import { LocalPayments, type PaymentProvider, StripePayments } from './domains/billing/payments.js';
import { PrepaidBilling } from './domains/billing/reservation.js';
import { BillingService } from './domains/billing/service.js';
import { PaymentEvents } from './domains/billing/webhooks.js';
import { DisputeService } from './domains/disputes/service.js';
import { EligibilityService } from './domains/eligibility/service.js';
import { buildCatalog, type Catalog } from './domains/gateway/catalog.js';
import { ChatGateway } from './domains/gateway/chat.js';
import { EmbeddingsGateway } from './domains/gateway/embeddings.js';
import { createProviders, type ProviderRegistry } from './domains/gateway/providers/index.js';
import { TenantRoutingCache } from './domains/gateway/routes-store.js';
import { CredentialSealer } from './domains/gateway/sealing.js';
import { UsageMeter } from './domains/gateway/usage.js';
import { gatewayEmbeddings } from './domains/memory/embeddings.js';
import { verdictContentGuard } from './domains/memory/guard.js';
import { MemoryService } from './domains/memory/service.js';
import { TurnLedger } from './domains/memory/turns/ledger.js';
import { ProjectChat } from './domains/memory/turns/project-chat.js';
import { Metrics } from './domains/ops/metrics.js';
import { SelfDefense } from './domains/security/service.js';
import { BrowserSessions } from './domains/session/sessions.js';
import { Signup } from './domains/session/signup.js';
import { TenantService } from './domains/tenants/service.js';
import { findActiveKeyByHash } from './domains/tenants/store.js';
import { PublishedKeys } from './domains/transparency/keys.js';
import { Transparency } from './domains/transparency/service.js';
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
  /** Makes this instance's caches forget a change, in every worker (see Invalidations). */
  invalidations: Invalidations;
  sessions: SessionScheme | null;
  channels: ChannelMatrix;
  metrics: Metrics;
  audit: AuditLog;
  tenants: TenantService;
  detector: Detector;
  tuning: TuningStore;
  verdicts: VerdictService;
  selfDefense: SelfDefense;
  memory: MemoryService;
  projectChat: ProjectChat;
  catalog: Catalog;
  providers: ProviderRegistry;
  sealer: CredentialSealer;
  routing: TenantRoutingCache;
  gateway: ChatGateway;
  usage: UsageMeter;
  /** Budgets and allowances of keys and tenants (issue 35). */
  budgets: Budgets;
  /** Embeddings through the provider layer (POST /v1/embeddings, memory's semantic search). */
  embeddings: EmbeddingsGateway;
  transparency: Transparency;
  browserSessions: BrowserSessions;
  signup: Signup;
  /** Upstream provider ids, for the channel matrix. */
  providerIds: string[];
  ledger: PrepaidLedger;
  prepaid: PrepaidBilling;
  billing: BillingService;
  eligibility: EligibilityService;
  disputes: DisputeService;
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
  /** The config file's provider and alias sections. */
  file?: FileSections;
  /** Rate-limit counters kept elsewhere (a cluster worker's leases from the primary). */
  limiter?: RateLimiter;
  /** The other workers of this instance, told of every change (a cluster worker's channel). */
  siblings?: SiblingProcesses;
}

/** The sealing secret: VGATE_SEALING_KEY, else `sealing-key` (0600) in the data dir. */
function sealingSecret(config: Config): Buffer {
  if (config.sealingKey) {
    const key = Buffer.from(config.sealingKey, 'base64');
    if (key.length < 32) throw new Error('VGATE_SEALING_KEY: needs at least 32 bytes, base64');
    return key;
  }
  const file = path.join(config.dataDir, 'sealing-key');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** The configured payment provider (one interface: DESIGN section 6, Billing). */
function paymentProvider(config: Config): PaymentProvider {
  const b = config.billing;
  if (b.paymentProvider === 'stripe' && b.stripeSecretKey !== null) {
    if (!config.webhookSecret)
      throw new Error('VGATE_WEBHOOK_SECRET: required with the stripe payment provider');
    return new StripePayments({ ...b, stripeSecretKey: b.stripeSecretKey }, config.webhookSecret);
  }
  return new LocalPayments(config.webhookSecret, b.webhookToleranceS);
}

export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const clock = opts.clock ?? systemClock;
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(opts.schema ? { schema: opts.schema } : {}),
  });
  try {
    await migrateToLatest(db, db.engine === 'postgres' ? opts.schema : undefined);
  } catch (err) {
    await db.close();
    throw err;
  }
  const signer = loadSigner({ signingKey: config.signingKey, dataDir: config.dataDir });
  const limiter: RateLimiter = opts.limiter
    ? opts.limiter
    : config.redisUrl
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
  const invalidations = new Invalidations(opts.siblings ?? null);
  const keys = new KeyResolver(lookup, config.keyCacheMs, () => clock.now());
  invalidations.on('keys', () => keys.forgetAll());
  const audit = new AuditLog(db, signer, clock, path.join(config.dataDir, 'audit-witness.json'), {
    checkpointEvery: config.auditCheckpointEvery,
    onError: (err) => opts.logger?.warn({ err: String(err) }, 'audit checkpoint failed'),
  });
  const tenants = new TenantService(db, audit, clock, config.rateLimits, () =>
    invalidations.publish('keys', null),
  );
  const detector = opts.detector ?? libraryDetector({ scan, listEngines });
  const tuning = new TuningStore(config.detectionTuningFile, () => isoNow(clock));
  const verdicts = new VerdictService(
    db,
    audit,
    clock,
    detector,
    tuning,
    {
      maxInputChars: config.limits.scanInputChars,
      historyEntries: config.verdictHistoryEntries,
    },
    invalidations,
  );
  const selfDefense = new SelfDefense(db, audit, clock, config.selfDefense, invalidations);
  const memory = new MemoryService({
    handle: db,
    audit,
    clock,
    guard: verdictContentGuard(verdicts),
    defense: selfDefense,
    limits: config.limits,
    // Read at call time: the embeddings gateway is built below, on the provider registry.
    embeddings: gatewayEmbeddings(db, () => embeddings),
  });
  const catalog = buildCatalog(opts.file ?? {}, { mock: config.mockProvider, contour: config.contour });
  const providers = createProviders({ mock: config.mockProvider });
  const sealer = new CredentialSealer(sealingSecret(config));
  const metrics = new Metrics({ defaultMetrics: opts.defaultMetrics ?? false });
  metrics.watchState({
    lockdown: async () => (await selfDefense.mode()) === 'lockdown',
    latestCheckpointAt: async () => (await audit.latest())?.created_at ?? null,
    now: () => clock.now(),
  });
  const usage = new UsageMeter(db.db, {
    onDropped: (entry, reason, err) => {
      metrics.usageDropped.series(reason).inc();
      opts.logger?.warn(
        { tenant: entry.tenantId, day: entry.day, reason, err: String(err) },
        'usage entry dropped',
      );
    },
  });
  const routing = new TenantRoutingCache(db.db, sealer, () => clock.now(), invalidations);
  const ledger = new PrepaidLedger(db, clock, config.billing.currency);
  const eligibility = new EligibilityService(db, audit, clock, invalidations);
  const prepaid = new PrepaidBilling({
    ledger,
    guard: eligibility,
    config: config.billing,
    clock,
    staleAfterMs: 2 * Math.max(config.limits.requestTimeoutMs, config.limits.turnDeadlineMs) + 60_000,
    onError: (err) => opts.logger?.warn({ err: String(err) }, 'releasing stale billing holds failed'),
  });
  const billing = new BillingService({
    handle: db,
    ledger,
    events: new PaymentEvents(db, ledger, audit, clock),
    provider: paymentProvider(config),
    audit,
    clock,
    config: config.billing,
  });
  const disputes = new DisputeService(db, audit, clock, limiter, config.billing.disputesPerMin);
  const budgets = new Budgets(
    db.db,
    clock,
    {
      defaultMaxTokens: config.billing.defaultMaxTokens,
      staleAfterMs: 2 * Math.max(config.limits.requestTimeoutMs, config.limits.turnDeadlineMs) + 60_000,
      onError: (err) => opts.logger?.warn({ err: String(err) }, 'releasing stale budget holds failed'),
    },
    invalidations,
  );
  const gateway = new ChatGateway({
    config,
    clock,
    verdicts,
    detector,
    catalog,
    registry: providers,
    routing,
    metrics,
    usage,
    billing: prepaid,
    budgets,
  });
  const embeddings = new EmbeddingsGateway({ gateway, registry: providers, limits: config.limits });
  const projectChat = new ProjectChat({
    config,
    db,
    gateway,
    memory,
    ledger: new TurnLedger(db, clock),
    billing: prepaid,
    defense: selfDefense,
  });
  const browserSessions = new BrowserSessions({
    db: db.db,
    audit,
    clock,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
    rateLimits: config.rateLimits,
    secure: config.secureCookies,
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : null,
  });
  const signup = new Signup({
    db: db.db,
    audit,
    clock,
    tenants,
    sessions: browserSessions,
    tokenMs: config.signupTokenMs,
    perAddressHourly: config.signupPerAddressHourly,
    perClientHourly: config.signupPerClientHourly,
    linkBase: (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, ''),
  });
  const providerIds = [...catalog.providers.keys()];
  const channels = new ChannelMatrix(config.contour, providerIds);
  const transparency = new Transparency({
    signer,
    keys: new PublishedKeys(db.db, signer, clock),
    clock,
    validityMs: config.attestationValidityMs,
    matrix: channels,
    firewall: {
      version: SERVICE_VERSION,
      build: config.buildId ?? 'unversioned',
      contour: config.contour,
      engines: () => detector.engines(),
      tuning: () => ({ digest: tuning.current.digest, source: tuning.current.source }),
      latestCheckpoint: () => audit.latest(),
      matrixDigest: channels.digest,
    },
  });
  return {
    config,
    clock,
    db,
    signer,
    limiter,
    keys,
    invalidations,
    sessions: browserSessions,
    channels,
    metrics,
    audit,
    tenants,
    detector,
    tuning,
    verdicts,
    selfDefense,
    memory,
    projectChat,
    catalog,
    providers,
    sealer,
    routing,
    gateway,
    usage,
    budgets,
    embeddings,
    transparency,
    browserSessions,
    signup,
    providerIds,
    ledger,
    prepaid,
    billing,
    eligibility,
    disputes,
    close: async () => {
      opts.siblings?.close?.();
      prepaid.close();
      budgets.close();
      await limiter.close();
      await providers.close();
      await usage.close();
      await audit.settled();
      await db.close();
    },
  };
}
