import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type MockUpstream, startMockUpstream } from './mock-upstream.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** The base URL once the server said it is listening. */
  ready(timeoutMs?: number): Promise<string>;
}

/**
 * Starts `src/server.ts` as its own process with the given environment (plus PATH). One server
 * process unless the test sets VGATE_WORKERS (the default would be one per core).
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      VGATE_PORT: '0',
      VGATE_LOG_LEVEL: 'warn',
      VGATE_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    ready: async (timeoutMs = 30_000) => {
      await waitFor(() => /listening on (http:\/\/\S+)/.test(out) || child.exitCode !== null, timeoutMs);
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) throw new Error(`server did not start:\n${out}`);
      return url;
    },
  };
}

export async function waitFor(pred: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * `GET /v1/ready` until it answers 200 or `ms` pass, as an orchestrator's readiness probe does: a
 * server that has just started may still be opening its Redis and database connections (and a
 * check that takes over 2 s on a busy machine reads as unreachable). The last answer, read.
 */
export async function probeReady(base: string, ms = 15_000): Promise<{ status: number; body: unknown }> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${base}/v1/ready`);
    const body: unknown = await res.json();
    if (res.status === 200 || Date.now() > until) return { status: res.status, body };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A fresh PostgreSQL database beside the test one (for server processes, which take a URL, not a
 * schema); null without VGATE_TEST_DATABASE_URL.
 */
export async function freshDatabase(tag: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env['VGATE_TEST_DATABASE_URL'];
  if (!base) return null;
  const name = `vgt_${tag}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * What a suite of server processes shares: a mock upstream, a data directory with a config file
 * naming it as provider `up` (operator key `sk-operator`), and the environment that points a
 * server at both; on PostgreSQL also a fresh database. `close` releases and removes all of it.
 */
export async function serverFixture(
  tag: string,
  engine: 'sqlite' | 'postgres',
  env: Record<string, string>,
): Promise<{ up: MockUpstream; dir: string; env: Record<string, string>; close: () => Promise<void> }> {
  const up = await startMockUpstream();
  const dir = mkdtempSync(path.join(tmpdir(), `vgate-${tag}-`));
  const config = path.join(dir, 'vgate.yaml');
  writeFileSync(
    config,
    `providers:\n  - id: up\n    kind: openai\n    base_url: ${up.openAiBaseUrl}\n    api_key: sk-operator\n`,
  );
  const all: Record<string, string> = { VGATE_DATA_DIR: dir, VGATE_CONFIG: config, ...env };
  let drop = async () => {};
  if (engine === 'postgres') {
    const db = await freshDatabase(tag);
    if (!db) throw new Error('no PostgreSQL: set VGATE_TEST_DATABASE_URL');
    all['VGATE_DATABASE_URL'] = db.url;
    drop = db.drop;
  }
  return {
    up,
    dir,
    env: all,
    close: async () => {
      up.release();
      await up.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
