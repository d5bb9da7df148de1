import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { type DbHandle, type Engine, openDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createSchema, describeEngines } from '../helpers/app.js';

/**
 * Several instances starting at once on a fresh database. Kysely runs SQLite migrations outside a
 * transaction and locks nothing across connections: without the side-file lock two of them both
 * ran 0001 and one failed with `table "tenants" already exists` (the cluster suite's boot race).
 * PostgreSQL holds a session advisory lock per schema.
 */
async function fresh(
  engine: Engine,
): Promise<{ open: () => DbHandle; schema?: string; done: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-migrate-race-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite')
    return { open: () => openDatabase({ databaseUrl: null, dataDir }), done: async () => cleanup() };
  const url = process.env['VGATE_TEST_DATABASE_URL'] as string;
  const { schema, drop } = await createSchema(url);
  return {
    open: () => openDatabase({ databaseUrl: url, dataDir, schema }),
    schema,
    done: async () => {
      await drop();
      cleanup();
    },
  };
}

describeEngines('migrations from several connections at once (%s)', (engine) => {
  it('applies every migration exactly once and every caller finds the schema current', async () => {
    for (let round = 0; round < 3; round++) {
      const db = await fresh(engine);
      const handles = Array.from({ length: 4 }, () => db.open());
      try {
        const applied = await Promise.all(handles.map((h) => migrateToLatest(h, db.schema)));
        const all = applied.flat();
        expect(all.length).toBeGreaterThan(0);
        expect(new Set(all).size).toBe(all.length);
        const first = handles[0] as DbHandle;
        const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
          first.db,
        );
        expect(Number(rows[0]?.n)).toBe(all.length);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await db.done();
      }
    }
  });
});
