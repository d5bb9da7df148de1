import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { supervise } from './cluster.js';
import { type Config, ConfigError, type FileSections, loadConfig, maskedUrl } from './config.js';
import { type AppContext, createContext } from './context.js';
import { type IpcChannel, WorkerSiblings } from './core/cluster-invalidation.js';
import { type LeaseChannel, LeasedRateLimiter } from './core/cluster-rate-limit.js';
import { formatGates, isHosted, releaseGates } from './core/preflight.js';
import { drainAndClose } from './core/shutdown.js';
import { warmUp } from './detect/index.js';
import { EMBEDDING_BACKFILL_MS, EmbeddingBackfill, gatewayEmbeddings } from './domains/memory/embeddings.js';

/** Redacted wherever they appear in logs: credentials and cookies. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-provider-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

type Loaded = Config & { file: FileSections };

/** How many server processes: `--workers` / VGATE_WORKERS, 0 meaning one per available core. */
export function workerCount(config: Config): number {
  return config.workers > 0 ? config.workers : availableParallelism();
}

/**
 * Process entry: config, gates, then either one server in this process (`--workers 1`, or a
 * cluster worker) or the cluster primary that runs N of them.
 */
export async function serve(env: Record<string, string | undefined>): Promise<void> {
  const config = loadConfig(env);
  const gates = releaseGates(config);
  if (isHosted(config) && gates.some((g) => !g.ok)) {
    process.stderr.write(`${formatGates(config, gates)}\n`);
    process.exit(1);
  }
  const workers = workerCount(config);
  if (cluster.isPrimary && workers > 1) return servePrimary(config, workers);
  return serveOne(config, cluster.isWorker);
}

/**
 * The cluster primary: migrates and bootstraps once (so that workers never race to create the
 * schema, the signing key or the first operator key), then supervises the workers.
 */
async function servePrimary(config: Loaded, workers: number): Promise<void> {
  const ctx = await createContext(config, { file: config.file });
  let generated: { key: string } | null;
  try {
    generated = await ctx.tenants.bootstrap({
      adminKey: config.adminKey,
      generateIfNone: config.contour === 'local',
    });
  } finally {
    await ctx.close();
  }
  await supervise({
    workers,
    shareRateLimits: !config.redisUrl,
    say: (line) => process.stdout.write(`${line}\n`),
    drainMs: shutdownBoundMs(config),
    onListening: (base) => {
      announce(base, generated, config);
      process.stdout.write(banner(base, config, ctx, `, ${workers} workers`));
    },
  });
}

/**
 * The access log goes through an asynchronous pino destination: a line is queued and written
 * without blocking the request, and lines queued while a write is in flight go out together in
 * the next one (no minimum batch, so a quiet server's lines are not held back). What is queued is
 * flushed at shutdown and, synchronously, when the process exits (also after an uncaught
 * exception); only a SIGKILL loses the lines still queued.
 */
function asyncLogDestination(): pino.DestinationStream & { flushSync(): void } {
  const dest = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      dest.flushSync();
    } catch {
      // the stream may already be closed
    }
  });
  return dest;
}

/** One server in this process: the whole service, or one worker of a cluster. */
async function serveOne(config: Loaded, isWorker: boolean): Promise<void> {
  const dest = asyncLogDestination();
  const redact = { paths: REDACT, censor: '[redacted]' };
  const logger = { level: config.logLevel, redact, stream: dest };
  const ctx = await createContext(config, {
    defaultMetrics: true,
    file: config.file,
    logger: pino({ level: config.logLevel, redact }, dest),
    // A worker without Redis takes its rate-limit tokens from the primary's exact counters.
    ...(isWorker && !config.redisUrl ? { limiter: new LeasedRateLimiter(workerChannel()) } : {}),
    // A worker tells its siblings, through the primary, of every change their caches must forget.
    ...(isWorker ? { siblings: new WorkerSiblings(workerChannel()) } : {}),
  });
  const app = await buildApp(ctx, { logger });
  warmUp(); // compile the detectors' expressions now, not on the first user's request
  const generated = isWorker
    ? null // the primary bootstrapped before forking
    : await ctx.tenants.bootstrap({ adminKey: config.adminKey, generateIfNone: config.contour === 'local' });
  const timer = setInterval(() => {
    ctx.audit.checkpoint().catch((err: unknown) => app.log.warn({ err }, 'audit checkpoint failed'));
  }, config.auditCheckpointMs);
  timer.unref();
  // Memory facts stored while the embeddings provider was down, or before a model change, are
  // embedded here in bounded passes; the work list is the database, so a restart resumes it.
  const backfill = new EmbeddingBackfill(
    ctx.db,
    gatewayEmbeddings(ctx.db, () => ctx.embeddings),
    () => new Date(ctx.clock.now()).toISOString(),
  );
  backfill.start(EMBEDDING_BACKFILL_MS, (err) => app.log.warn({ err }, 'memory embedding backfill failed'));

  // A second signal, or the drain outlasting its bound by far, ends the process at once.
  closeWithGrace({ delay: shutdownBoundMs(config) }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after error');
    clearInterval(timer);
    await backfill.stop();
    const drained = await drainAndClose(app, {
      delayMs: signal ? config.shutdownDelayMs : 0,
      drainTimeoutMs: config.drainTimeoutMs,
      say: (message, fields) => app.log.info(fields ?? {}, message),
    });
    if (drained.forced) {
      app.log.warn({ cut: drained.cut, ms: drained.ms }, 'drain bound reached: open connections cut');
    } else app.log.info({ ms: drained.ms }, 'drained: every request in flight finished');
    await ctx.audit.checkpoint().catch(() => null);
    await ctx.close();
    dest.flushSync();
  });

  const base = await app.listen({ host: config.host, port: config.port });
  if (isWorker) return; // the primary announces once every worker listens
  announce(base, generated, config);
  process.stdout.write(banner(base, config, ctx));
}

/** The longest a graceful stop may take before the process is ended: delay, drain, then closing. */
function shutdownBoundMs(config: Config): number {
  return config.shutdownDelayMs + config.drainTimeoutMs + 5_000;
}

/** What this instance serves with, secrets masked: the first thing an operator checks. */
function banner(base: string, config: Config, ctx: Pick<AppContext, 'catalog' | 'db'>, extra = ''): string {
  const { catalog } = ctx;
  const providers = [...catalog.providers.values()].map(
    (p) => `${p.id} (${p.kind}${catalog.defaultProvider === p.id ? ', default' : ''})`,
  );
  const lines = [
    `Verdict Gateway listening on ${base} (contour ${config.contour}, ${ctx.db.engine}${extra})`,
    `  database  ${
      config.databaseUrl
        ? `PostgreSQL ${maskedUrl(config.databaseUrl)}`
        : `SQLite ${path.join(config.dataDir, 'vgate.sqlite')}`
    }`,
    `  redis     ${config.redisUrl ? maskedUrl(config.redisUrl) : 'none (rate limits counted per instance)'}`,
    `  providers ${providers.join(', ') || 'none'}`,
    `  aliases   ${[...catalog.aliases.keys()].join(', ') || 'none'}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** This worker's IPC channel to the primary (a send to a primary that is gone is dropped). */
function workerChannel(): LeaseChannel & IpcChannel {
  return {
    send: (m, callback?: (err: Error | null) => void) =>
      callback ? process.send?.(m, callback) : process.send?.(m),
    on: (event, listener) => process.on(event, listener),
    off: (event, listener) => process.off(event, listener),
  };
}

function announce(base: string, generated: { key: string } | null, config: Config): void {
  if (generated) {
    process.stdout.write(
      `\nFirst start: created an operator (platform) key. It is shown only now; keep it safe:\n\n    ${generated.key}\n\n` +
        `Try:  curl -H "Authorization: Bearer ${generated.key}" ${base}/v1/admin/keys\n\n`,
    );
  } else if (!config.adminKey) {
    process.stdout.write(
      `Operator keys exist already. Create another with: npx vgate keys create --tenant platform --tier platform\n`,
    );
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  serve(process.env).catch((err: unknown) => {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
    } else {
      process.stderr.write(`start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    process.exit(1);
  });
}
