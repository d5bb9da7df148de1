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
import { ensureDataDir } from '../core/data-dir.js';
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
  /**
   * SQLite only: runs `fn` synchronously in one `BEGIN IMMEDIATE` transaction on the connection,
   * while Kysely holds that connection for it (no Kysely query or transaction interleaves). For
   * hot paths of a few statements, where Kysely's per-query building and awaiting would cost more
   * than the statements themselves. `fn` must not await: it is all one synchronous step.
   */
  immediate?<T>(fn: (db: SQLite.Database) => T): Promise<T>;
  close(): Promise<void>;
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: a deferred transaction that reads and then
 * writes can fail with SQLITE_BUSY without waiting when another process wrote in between, which
 * breaks cross-process claims. IMMEDIATE takes the write lock up front and honours busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  /** Whether Kysely holds the connection now (a query or transaction of its own is under way). */
  held = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const c = await super.acquireConnection();
    this.held = true;
    return c;
  }

  override async releaseConnection(): Promise<void> {
    this.held = false;
    await super.releaseConnection();
  }

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

function sqliteDialect(
  file: string,
  opened: (db: SQLite.Database) => void,
  driver: (d: ImmediateSqliteDriver) => void,
): Dialect {
  const config: SqliteDialectConfig = {
    database: () => {
      const db = new SQLite(file);
      opened(db);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 10000');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      return Promise.resolve(withStatementCache(db));
    },
  };
  return {
    createDriver: () => {
      const d = new ImmediateSqliteDriver(config);
      driver(d);
      return d;
    },
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
  // The data dir holds the signing and sealing keys and the audit witness on either engine.
  ensureDataDir(opts.dataDir);
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = path.join(opts.dataDir, 'vgate.sqlite');
  let raw: SQLite.Database | null = null;
  let driver: ImmediateSqliteDriver | null = null;
  const db = new Kysely<Database>({
    dialect: sqliteDialect(
      file,
      (opened) => {
        raw = opened;
      },
      (d) => {
        driver = d;
      },
    ),
  });
  const run = <T>(open: SQLite.Database, fn: (d: SQLite.Database) => T): T =>
    open.transaction(() => fn(open)).immediate();
  const immediate = <T>(fn: (d: SQLite.Database) => T): Promise<T> => {
    // JavaScript runs one thing at a time and `fn` is synchronous: while Kysely does not hold the
    // connection, no transaction of its own is open on it, so this one runs at once, whole.
    const open: SQLite.Database | null = raw;
    if (open && driver && !(driver as ImmediateSqliteDriver).held) {
      try {
        return Promise.resolve(run(open, fn));
      } catch (err) {
        return Promise.reject(err);
      }
    }
    // Otherwise wait for the connection (acquiring it also opens the database if nothing has yet).
    return db.connection().execute(async () => {
      if (!raw) throw new Error('SQLite database not open');
      return run(raw, fn);
    });
  };
  return { db, engine: 'sqlite', file, immediate, close: () => db.destroy() };
}
