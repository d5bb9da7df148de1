import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** How long to keep serving while reporting not ready, ms (0: close at once). */
  delayMs: number;
  /** Longest wait for in-flight requests and streams after the listener closed, ms. */
  drainTimeoutMs: number;
  /** Progress lines for the log. */
  say?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface DrainResult {
  /** Whether the bound was reached and the connections still open were cut. */
  forced: boolean;
  /** Connections open when they were cut (0 when none was). */
  cut: number;
  ms: number;
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((err, n) => resolve(err ? 0 : n)));
}

/**
 * The graceful stop of one server process (SIGTERM, SIGINT):
 *
 * 1. readiness turns 503 (`draining`) for good, and the server keeps serving for `delayMs`, the
 *    time a load balancer or Kubernetes needs to stop sending it new requests;
 * 2. the listener closes (new connections are refused, so a load balancer tries another
 *    instance), a request arriving on an open keep-alive connection gets 503
 *    `dependency_unavailable` with `Connection: close` (retryable), and idle connections are
 *    closed as soon as their last response is written;
 * 3. requests and streams in flight finish, up to `drainTimeoutMs`; then the connections still
 *    open are cut and the close completes.
 *
 * Resolves once the server is closed (Fastify's onClose hooks have run).
 */
export async function drainAndClose(app: FastifyInstance, opts: DrainOptions): Promise<DrainResult> {
  const started = Date.now();
  app.readiness.drain();
  if (opts.delayMs > 0) {
    opts.say?.('shutting down: not ready, still serving', { delay_ms: opts.delayMs });
    await sleep(opts.delayMs);
  }
  const inFlight = await openConnections(app);
  opts.say?.('shutting down: listener closed, draining', {
    connections: inFlight,
    drain_timeout_ms: opts.drainTimeoutMs,
  });
  const closing = app.close();
  // Node closes the connections that are idle when the server closes; these sweeps close the ones
  // that become idle later, once the response they were carrying is written.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  let forced = false;
  let cut = 0;
  const bound = setTimeout(async () => {
    forced = true;
    cut = await openConnections(app);
    app.server.closeAllConnections();
  }, opts.drainTimeoutMs);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
    clearTimeout(bound);
  }
  return { forced, cut, ms: Date.now() - started };
}
