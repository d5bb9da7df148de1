import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { formatGates, isHosted, releaseGates } from './core/preflight.js';
import { warmUp } from './detect/index.js';

/** Redacted wherever they appear in logs: credentials and cookies. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-provider-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Process entry: config, gates, context, bootstrap, listen, graceful shutdown. */
export async function serve(env: Record<string, string | undefined>): Promise<void> {
  const config = loadConfig(env);
  const gates = releaseGates(config);
  if (isHosted(config) && gates.some((g) => !g.ok)) {
    process.stderr.write(`${formatGates(config, gates)}\n`);
    process.exit(1);
  }
  const logger = { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } };
  const ctx = await createContext(config, { defaultMetrics: true, file: config.file });
  const app = await buildApp(ctx, { logger });
  warmUp(); // compile the detectors' expressions now, not on the first user's request
  const generated = await ctx.tenants.bootstrap({
    adminKey: config.adminKey,
    generateIfNone: config.contour === 'local',
  });
  const timer = setInterval(() => {
    ctx.audit.checkpoint().catch((err: unknown) => app.log.warn({ err }, 'audit checkpoint failed'));
  }, config.auditCheckpointMs);
  timer.unref();

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after error');
    clearInterval(timer);
    await app.close();
    await ctx.audit.checkpoint().catch(() => null);
    await ctx.close();
  });

  const base = await app.listen({ host: config.host, port: config.port });
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
  process.stdout.write(
    `Verdict Gateway listening on ${base} (contour ${config.contour}, ${ctx.db.engine})\n`,
  );
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
