import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, type TestOptions } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.js';
import { type Config, defaultConfig, type FileSections } from '../../src/config.js';
import { type AppContext, createContext } from '../../src/context.js';
import type { Clock } from '../../src/core/clock.js';
import type { Engine } from '../../src/db/connect.js';

/** Every engine a store suite covers. */
export const ALL_ENGINES: readonly Engine[] = ['sqlite', 'postgres'];
/** The engines this run can use: SQLite always, PostgreSQL when CI provides one. */
export const ENGINES: Engine[] = process.env['VGATE_TEST_DATABASE_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];
export const TEST_REDIS_URL = process.env['VGATE_TEST_REDIS_URL'] ?? null;

/** Whether this run has the engine (PostgreSQL needs VGATE_TEST_DATABASE_URL). */
export function hasEngine(engine: Engine): boolean {
  return ENGINES.includes(engine);
}

type EngineItem = Engine | { engine: Engine };

/** A `$field` value as describe.each shows it in a title: strings quoted. */
const display = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : String(v));

/**
 * `describe.each(items)` over engines (or variants that name an `engine`) where a variant whose
 * engine this run lacks is declared skipped instead of left out: its tests show in the counts as
 * skipped, so a run without VGATE_TEST_DATABASE_URL does not look smaller than it is. With the
 * engine present the suites are exactly describe.each's. The name takes `%s` (the engine, for
 * engine items) or `$field` (a variant's field), as describe.each formats them (a string field quoted).
 *
 * @example
 * describeEach(ALL_ENGINES)('memory store (%s)', (engine) => { ... });
 */
export function describeEach<T extends EngineItem>(items: readonly T[]) {
  function each(name: string, fn: (item: T) => void): void;
  function each(name: string, options: TestOptions, fn: (item: T) => void): void;
  function each(name: string, a: TestOptions | ((item: T) => void), b?: (item: T) => void): void {
    const [options, fn] = typeof a === 'function' ? [{}, a] : [a, b];
    if (!fn) throw new Error('describeEach: no suite function');
    for (const item of items) {
      const variant =
        typeof item === 'string' ? null : (item as { engine: Engine } & Record<string, unknown>);
      const engine = variant ? variant.engine : (item as Engine);
      const title = variant
        ? name.replace(/\$(\w+)/g, (m, k: string) => (k in variant ? display(variant[k]) : m))
        : name.replace('%s', engine);
      describe.skipIf(!hasEngine(engine))(title, options, () => fn(item));
    }
  }
  return each;
}

/** `describe.each` over SQLite and PostgreSQL, PostgreSQL skipped (and counted) when absent. */
export const describeEngines = describeEach(ALL_ENGINES);

export const PLATFORM_KEY = 'vg_test_platform_key_0123456789abcdefghij';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  platformKey: string;
  /** Keys of two ordinary tenants, for isolation checks. */
  acmeKey: string;
  globexKey: string;
  auth(key: string): { authorization: string };
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  config?: Partial<Config>;
  clock?: Clock;
  /** The config file's `providers` and `aliases` sections (the gateway catalog). */
  file?: FileSections;
  /** Options for `buildApp` (a logger, say). */
  build?: BuildOptions;
}

export async function createSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `vgt_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * Builds the whole app on a fresh data dir (SQLite) or a fresh PostgreSQL schema, with a platform
 * key and two tenant keys seeded.
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const engine = opts.engine ?? 'sqlite';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-test-'));
  let drop: () => Promise<void> = async () => {};
  let schema: string | undefined;
  let databaseUrl: string | null = null;
  if (engine === 'postgres') {
    const url = process.env['VGATE_TEST_DATABASE_URL'];
    if (!url) throw new Error('VGATE_TEST_DATABASE_URL is not set');
    ({ schema, drop } = await createSchema(url));
    databaseUrl = url;
  }
  const config = defaultConfig({
    dataDir,
    databaseUrl,
    adminKey: PLATFORM_KEY,
    mockProvider: true,
    ...opts.config,
  });
  const ctx = await createContext(config, {
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(schema ? { schema } : {}),
    ...(opts.file ? { file: opts.file } : {}),
  });
  await ctx.tenants.bootstrap({ adminKey: PLATFORM_KEY, generateIfNone: false });
  const acme = await ctx.tenants.createKey({ tenantId: 'acme', tier: 'pro' }, null);
  const globex = await ctx.tenants.createKey({ tenantId: 'globex', tier: 'pro' }, null);
  const app = await buildApp(ctx, opts.build);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    platformKey: PLATFORM_KEY,
    acmeKey: acme.key,
    globexKey: globex.key,
    auth: (key) => ({ authorization: `Bearer ${key}` }),
    close: async () => {
      await app.close();
      await ctx.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
