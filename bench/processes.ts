/**
 * The processes of the gateway benchmark, each on its own as users deploy them: the mock upstream
 * and the minimal pass-through proxy (children of this script, forked in a child mode), and the
 * gateway itself started as `vgate serve` would (compiled `dist/server.js` when it exists, rebuilt
 * first when a source is newer, else the TypeScript sources through tsx) with a config file and its
 * own data directory. The load
 * generator is the benchmark process. CPU time of a process tree is read from /proc.
 */
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { startMockUpstream } from '../test/helpers/mock-upstream.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHILD = 'VGATE_BENCH_CHILD';

/** Child mode: serve the mock upstream or the reference proxy, report the origin, stay up. */
export async function childMain(): Promise<boolean> {
  const mode = process.env[CHILD];
  if (mode === 'mock') {
    const up = await startMockUpstream({ record: false });
    process.send?.({ url: up.url });
    return true;
  }
  if (mode === 'proxy') {
    process.send?.({ url: await referenceProxy(process.env['VGATE_BENCH_UPSTREAM'] ?? '') });
    return true;
  }
  if (mode === 'fastify') {
    process.send?.({ url: await referenceFastify(process.env['VGATE_BENCH_UPSTREAM'] ?? '') });
    return true;
  }
  return false;
}

export interface Child {
  url: string;
  pid: number;
  stop: () => void;
}

/** Forks this file's child mode and waits for the origin it serves. */
export async function forkChild(
  mode: 'mock' | 'proxy' | 'fastify',
  env: Record<string, string> = {},
): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./bench-child.ts', import.meta.url)), [], {
    env: { ...process.env, ...env, [CHILD]: mode },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
  return { url, pid: child.pid as number, stop: () => child.kill() };
}

/**
 * The reference: `node:http` in, one undici pool out, bytes passed through untouched (no
 * authentication, parsing, routing, scanning or metering): what forwarding alone costs here.
 */
async function referenceProxy(upstream: string): Promise<string> {
  const pool = new Pool(upstream, { pipelining: 1, keepAliveTimeout: 10_000 });
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      pool
        .request({
          method: 'POST',
          path: '/v1/chat/completions',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(parts),
        })
        .then(async (up) => {
          res.writeHead(up.statusCode, { 'content-type': String(up.headers['content-type']) });
          for await (const chunk of up.body) res.write(chunk);
          res.end();
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * The second reference: the least a Fastify JSON service does here. One route, no logger, no hook;
 * the request body parsed and serialised again, one undici pool out, the answer parsed and
 * serialised again (what any gateway that reads the model, the messages and the usage must do).
 * No authentication, rate limit, routing, metering, access log or scanning.
 */
async function referenceFastify(upstream: string): Promise<string> {
  const pool = new Pool(upstream, { pipelining: 1, keepAliveTimeout: 10_000 });
  const app = Fastify({ logger: false });
  app.post('/v1/chat/completions', async (req, reply) => {
    const up = await pool.request({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(req.body),
    });
    const answer: unknown = JSON.parse(await up.body.text());
    reply.code(up.statusCode).header('content-type', 'application/json');
    return JSON.stringify(answer);
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export interface GatewayProcess {
  url: string;
  pid: number;
  /** The access log (info level, as deployed), written to a file. */
  logFile: string;
  stop: () => Promise<void>;
}

/** Starts the service in its own process, as `vgate serve` does, and waits until it listens. */
export async function startGateway(opts: {
  upstream: string;
  adminKey: string;
  workers: number;
}): Promise<GatewayProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-gw-'));
  const configFile = path.join(dir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      providers: [
        { id: 'bench', kind: 'openai', base_url: `${opts.upstream}/v1`, api_key: 'sk-bench', default: true },
        // The same upstream, priced: calls through it hold and settle on the prepaid ledger.
        {
          id: 'billed',
          kind: 'openai',
          base_url: `${opts.upstream}/v1`,
          api_key: 'sk-bench',
          pricing: { 'bench-model': { input_per_mtok: 1, output_per_mtok: 1 } },
        },
      ],
    }),
  );
  const compiled = path.join(ROOT, 'dist/server.js');
  if (existsSync(compiled)) rebuildIfStale(compiled);
  const args = existsSync(compiled) ? [compiled] : ['--import', 'tsx', path.join(ROOT, 'src/server.ts')];
  // BENCH_PROFILE_DIR: the gateway writes a V8 CPU profile there when it stops (one per process).
  const profileDir = process.env['BENCH_PROFILE_DIR'];
  if (profileDir) args.unshift('--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`);
  // BENCH_NODE_FLAGS: Node or V8 flags for the gateway alone (its workers inherit them).
  const nodeFlags = process.env['BENCH_NODE_FLAGS']?.trim();
  if (nodeFlags) args.unshift(...nodeFlags.split(/\s+/));
  const logFile = path.join(dir, 'access.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      VGATE_DATA_DIR: path.join(dir, 'data'),
      VGATE_CONFIG: configFile,
      VGATE_PORT: '0',
      VGATE_ADMIN_KEY: opts.adminKey,
      VGATE_MOCK_PROVIDER: 'false',
      VGATE_WORKERS: String(opts.workers),
      VGATE_LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'info',
      ...Object.fromEntries(
        ['FREE', 'PRO', 'ENTERPRISE', 'PLATFORM'].map((t) => [`VGATE_RATE_LIMIT_${t}`, '1000000000']),
      ),
    },
    stdio: ['ignore', out, 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const until = Date.now() + 120_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`gateway did not start: ${err}`);
    url = /listening on (http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid as number,
    logFile,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A module of the service as deployed: `src/<name>.ts` compiled to `dist/<name>.js` (rebuilt first
 * when a source is newer), as `npm start` and `vgate serve` run it; the TypeScript source through
 * tsx only in a checkout that was never built. tsx wraps every function it transforms with a
 * name-defining helper, which costs a judged chat ~5% and a short stream check ~20% that the
 * compiled service never pays. All of a benchmark's modules must come from the same tree.
 */
export async function deployed<T>(name: string): Promise<T> {
  const compiled = path.join(ROOT, 'dist', `${name}.js`);
  if (existsSync(compiled)) {
    rebuildIfStale(path.join(ROOT, 'dist/server.js'));
    return (await import(pathToFileURL(compiled).href)) as T;
  }
  return (await import(pathToFileURL(path.join(ROOT, 'src', `${name}.ts`)).href)) as T;
}

/**
 * Rebuilds `dist/` when a file under `src/` changed after it was built: `npm ci` builds it once,
 * and a benchmark of an edited tree must not measure the code as it was at install time.
 */
function rebuildIfStale(compiled: string): void {
  const builtAt = statSync(compiled).mtimeMs;
  const src = path.join(ROOT, 'src');
  const stale = readdirSync(src, { recursive: true, withFileTypes: true }).some(
    (e) => e.isFile() && statSync(path.join(e.parentPath, e.name)).mtimeMs > builtAt,
  );
  if (!stale) return;
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
  if (built.status !== 0) throw new Error('dist/ is older than src/ and `npm run build` failed');
}

/** User plus system CPU of a process and all its descendants, in milliseconds. */
export function treeCpuMs(pid: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stat = (p: number): { ppid: number; cpu: number } | null => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ({ pid: Number(d), s: stat(Number(d)) }));
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (p.s && !tree.has(p.pid) && tree.has(p.s.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  let cpu = 0;
  for (const p of all) if (tree.has(p.pid) && p.s) cpu += p.s.cpu;
  return (cpu * 1000) / ticks;
}
