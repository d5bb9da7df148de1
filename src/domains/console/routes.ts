import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../core/errors.js';
import { PUBLIC } from '../../core/principal.js';

/**
 * The web console, served by the service itself under `/console`: static files only (HTML, CSS,
 * ES modules and the locally bundled uPlot chart library), read into memory at start, so nothing
 * is fetched at run time and no path from the request ever reaches the file system. Every page
 * talks to the public `/v1` API like any other client.
 *
 * Strict Content-Security-Policy: scripts, styles, images and connections from this origin only,
 * no inline script or style, no framing, no plugins; `form-action 'self'` and no referrer.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

interface Asset {
  body: Buffer;
  type: string;
}

/** Root of the console's files: the same from `src/` (tsx) and from the compiled `dist/`. */
const PUBLIC_DIR = fileURLToPath(new URL('../../../src/domains/console/public/', import.meta.url));

function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else {
        const type = TYPES[path.extname(name)];
        if (type) assets.set(`${prefix}${name}`, { body: readFileSync(full), type });
      }
    }
  };
  walk(PUBLIC_DIR, '');
  const require = createRequire(import.meta.url);
  const uplot = path.dirname(require.resolve('uplot/package.json'));
  assets.set('vendor/uplot.js', {
    body: readFileSync(path.join(uplot, 'dist/uPlot.esm.js')),
    type: TYPES['.js'] as string,
  });
  assets.set('vendor/uplot.css', {
    body: readFileSync(path.join(uplot, 'dist/uPlot.min.css')),
    type: TYPES['.css'] as string,
  });
  return assets;
}

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const assets = loadAssets();
  const index = assets.get('index.html');
  if (!index) throw new Error('console: index.html is missing');
  const config = { surface: 'public' as const, auth: PUBLIC };

  const send = (reply: import('fastify').FastifyReply, asset: Asset, cache: string) =>
    reply
      .header('content-type', asset.type)
      .header('content-security-policy', CONSOLE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('cache-control', cache)
      .send(asset.body);

  app.get('/console/assets/*', { config, schema: { hide: true } }, async (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    const asset = assets.get(name);
    if (!asset || name === 'index.html') return reply.callNotFound();
    return send(reply, asset, 'no-cache');
  });

  // Every other console path is a page of the single-page app: the same shell, routed in the browser.
  const shell = async (_req: unknown, reply: import('fastify').FastifyReply) =>
    send(reply, index, 'no-store');
  app.get('/console', { config, schema: { hide: true } }, shell);
  app.get('/console/*', { config, schema: { hide: true } }, shell);

  // The bare origin: a browser (a request that accepts text/html) goes to the console; an API
  // client keeps the JSON 404 it always had, now saying where the API and the console are.
  app.get('/', { config, schema: { hide: true } }, async (req, reply) => {
    reply.header('vary', 'Accept').header('cache-control', 'no-store');
    if (acceptsHtml(req.headers.accept)) return reply.redirect('/console', 302);
    throw new ApiError(
      'not_found',
      'No route for GET /. The API is under /v1 (GET /openapi.json describes it); the web console is at /console.',
    );
  });
};

/** Whether an Accept header asks for HTML by name (a browser navigating); a wildcard alone does not. */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (
      (type === 'text/html' || type === 'application/xhtml+xml') &&
      (q === undefined || Number(q.slice(2)) > 0)
    );
  });
}
