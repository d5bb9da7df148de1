import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  type SqliteDialectConfig,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A query executor: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  engine: Engine;
  /** The SQLite database file; absent on PostgreSQL. */
  file?: string;
  close(): Promise<void>;
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: a deferred transaction that reads and then
 * writes can fail with SQLITE_BUSY without waiting when another process wrote in between, which
 * breaks cross-process claims. IMMEDIATE takes the write lock up front and honours busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

const STATEMENT_CACHE = 512;

/**
 * Kysely's SQLite connection prepares every query anew; compiling SQL was a measurable share of
 * a gateway request. Statements are reusable in better-sqlite3 (and re-prepared by SQLite after a
 * schema change), and the single connection runs one query at a time, so they are cached by text.
 */
function withStatementCache(db: SQLite.Database): SQLite.Database {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, SQLite.Statement>();
  db.prepare = ((source: string) => {
    let stmt = cache.get(source);
    if (!stmt) {
      stmt = prepare(source);
      if (cache.size >= STATEMENT_CACHE) cache.clear();
      cache.set(source, stmt);
    }
    return stmt;
  }) as SQLite.Database['prepare'];
  return db;
}

function sqliteDialect(file: string): Dialect {
  const config: SqliteDialectConfig = {
    database: () => {
      const db = new SQLite(file);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 10000');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      return Promise.resolve(withStatementCache(db));
    },
  };
  return {
    createDriver: () => new ImmediateSqliteDriver(config),
    createAdapter: () => new SqliteAdapter(),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}

// PostgreSQL returns BIGINT (count(*), sums) as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Opens the database: PostgreSQL when a URL is given (optionally pinned to one schema, which
 * tests use so runs do not collide), else the SQLite file in the data dir.
 */
export function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  schema?: string;
}): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'vgate.sqlite');
  const db = new Kysely<Database>({ dialect: sqliteDialect(file) });
  return { db, engine: 'sqlite', file, close: () => db.destroy() };
}
