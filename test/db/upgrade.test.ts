import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { createContext } from '../../src/context.js';
import { type DbHandle, openDatabase } from '../../src/db/connect.js';
import { MIGRATION_NAMES, MIGRATIONS, migrateToLatest, migrationStatus } from '../../src/db/migrate.js';
import { createSchema, describeEngines } from '../helpers/app.js';
import { startServer } from '../helpers/process.js';

/**
 * Upgrades: a database at the previous release's schema is migrated at start and served; a
 * database a newer release migrated still serves this one (the rolling-upgrade rule: migrations
 * are additive); `vgate migrate --check` says which migrations are pending by its exit status.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = 'vg_upgrade_test_admin_key_0123456789abcd';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'vgate-upgrade-'));
  dirs.push(d);
  return d;
}

/** The previous release's schema: every migration but the newest. */
const PREVIOUS = MIGRATION_NAMES.slice(0, -1);
const NEWEST = MIGRATION_NAMES.at(-1) as string;

async function migrateTo(handle: DbHandle, names: readonly string[], schema?: string): Promise<void> {
  const picked = Object.fromEntries(names.map((n) => [n, MIGRATIONS[n] as Migration]));
  const migrator = new Migrator({
    db: handle.db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => picked },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

function vgate(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('upgrading a SQLite deployment', () => {
  it('from the previous release: migrate --check says pending (1), the server migrates at start and serves, then --check says current (0)', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ databaseUrl: null, dataDir });
    await migrateTo(db, PREVIOUS);
    expect((await migrationStatus(db)).pending).toEqual([NEWEST]);
    await db.close();

    const before = vgate(['migrate', '--check'], { VGATE_DATA_DIR: dataDir });
    expect(before.code, before.err).toBe(1);
    expect(before.out).toContain(`pending migrations (sqlite): ${NEWEST}`);

    const p = startServer({ VGATE_DATA_DIR: dataDir, VGATE_ADMIN_KEY: ADMIN });
    try {
      const base = await p.ready(60_000);
      expect((await fetch(`${base}/v1/ready`)).status).toBe(200);
      const scan = await fetch(`${base}/v1/scan`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'hello' }),
      });
      expect(scan.status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      p.child.kill('SIGKILL');
    }

    const after = vgate(['migrate', '--check'], { VGATE_DATA_DIR: dataDir });
    expect(after.code, after.err).toBe(0);
    expect(after.out.trim()).toBe('schema is current (sqlite)');
  }, 180_000);
});

describeEngines('the rolling-upgrade rule (%s)', (engine) => {
  async function fresh(): Promise<{
    dataDir: string;
    schema?: string;
    url: string | null;
    drop: () => Promise<void>;
  }> {
    const dataDir = tempDir();
    if (engine === 'sqlite') return { dataDir, url: null, drop: async () => {} };
    const url = process.env['VGATE_TEST_DATABASE_URL'] as string;
    const { schema, drop } = await createSchema(url);
    return { dataDir, schema, url, drop };
  }

  it('starts and is ready on a database a newer release migrated further', async () => {
    const f = await fresh();
    const config = defaultConfig({ dataDir: f.dataDir, databaseUrl: f.url });
    const opts = f.schema ? { schema: f.schema } : {};
    try {
      const first = await createContext(config, opts);
      await sql`insert into kysely_migration (name, timestamp) values ('9999_next_release', ${new Date().toISOString()})`.execute(
        first.db.db,
      );
      await first.close();

      const again = await createContext(config, opts); // Kysely alone would refuse: "corrupted migrations"
      try {
        expect(await migrationStatus(again.db)).toEqual({ pending: [], unknown: ['9999_next_release'] });
      } finally {
        await again.close();
      }
    } finally {
      await f.drop();
    }
  }, 60_000);

  it('refuses, in one line naming both, a database that lacks migrations and has unknown ones', async () => {
    const f = await fresh();
    const handle = openDatabase({
      databaseUrl: f.url,
      dataDir: f.dataDir,
      ...(f.schema ? { schema: f.schema } : {}),
    });
    try {
      await migrateTo(handle, PREVIOUS, f.schema);
      await sql`insert into kysely_migration (name, timestamp) values ('9999_other_branch', ${new Date().toISOString()})`.execute(
        handle.db,
      );
      const err = await migrateToLatest(handle, f.schema).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toBe(
        `the database has migrations this release does not know (9999_other_branch) and lacks some it needs (${NEWEST}); upgrade this instance to the release that migrated the database`,
      );
    } finally {
      await handle.close();
      await f.drop();
    }
  }, 60_000);
});
