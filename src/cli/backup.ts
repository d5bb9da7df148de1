import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SERVICE_VERSION } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { ensureDataDir } from '../core/data-dir.js';
import { MIGRATION_NAMES } from '../db/migrate.js';
import type { ParsedArgs } from './commands.js';

/**
 * `vgate backup --out DIR` and `vgate restore --from DIR [--force]`: the embedded SQLite
 * deployment's state, while it serves. The database is copied with `VACUUM INTO`, which reads it
 * in one transaction: a consistent snapshot while writers go on (WAL), compacted, and never
 * restarted by a concurrent write (as the page-by-page backup API is). Beside it go the files of
 * the data directory that the database needs to be useful: the signing key (old checkpoints
 * verify against it), the sealing key (stored provider keys are sealed with it), the audit
 * witness and the detection tuning file. A manifest records each file's SHA-256, checked on
 * restore. PostgreSQL is backed up with pg_dump (docs/deploy.md).
 */

const DB_FILE = 'vgate.sqlite';
const MANIFEST = 'manifest.json';

interface Manifest {
  format: 'vgate-backup/1';
  created_at: string;
  service_version: string;
  /** Migrations the database had: a restore needs a release that knows them. */
  migrations: string[];
  files: Record<string, { sha256: string; bytes: number }>;
  /** Keys that came from the environment and so are not in the backup: keep them with it. */
  not_included: string[];
}

/** The data-dir files saved beside the database, by their name in the backup. */
function sideFiles(config: Config): Record<string, string> {
  return {
    'signing-key.pem': path.join(config.dataDir, 'signing-key.pem'),
    'sealing-key': path.join(config.dataDir, 'sealing-key'),
    'audit-witness.json': path.join(config.dataDir, 'audit-witness.json'),
    'detection-tuning.json': config.detectionTuningFile,
  };
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function refuseOnPostgres(config: Config): void {
  if (config.databaseUrl) {
    throw new Error(
      'the database is PostgreSQL (VGATE_DATABASE_URL): back it up with pg_dump and restore it with pg_restore (docs/deploy.md); vgate backup and restore handle the embedded SQLite database',
    );
  }
}

function requireDir(args: ParsedArgs, name: string): string {
  const value = args.values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} DIR is required`);
  return path.resolve(value);
}

export async function backup(args: ParsedArgs): Promise<number> {
  const config = loadConfig(process.env);
  refuseOnPostgres(config);
  const out = requireDir(args, 'out');
  const source = path.join(config.dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source} (VGATE_DATA_DIR)`);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(out, { recursive: true, mode: 0o700 });

  const started = Date.now();
  const files: Manifest['files'] = {};
  const record = (name: string) => {
    const file = path.join(out, name);
    chmodSync(file, 0o600);
    files[name] = { sha256: sha256(file), bytes: statSync(file).size };
  };
  // The files first: the witness names a checkpoint already committed, so one read before the
  // snapshot is never ahead of it (after, it could be, and the restored log would read as
  // rolled back).
  for (const [name, from] of Object.entries(sideFiles(config))) {
    if (!existsSync(from)) continue;
    copyFileSync(from, path.join(out, name));
    record(name);
  }
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  let migrations: string[];
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('vacuum into ?').run(path.join(out, DB_FILE));
  } finally {
    db.close();
  }
  const copy = new SQLite(path.join(out, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const ok = copy.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new Error(`the copy fails SQLite's integrity check: ${String(ok)}`);
    migrations = (
      copy.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((r) => r.name);
  } finally {
    copy.close();
  }
  record(DB_FILE);
  const notIncluded = [
    ...(config.signingKey ? ['VGATE_SIGNING_KEY'] : []),
    ...(config.sealingKey ? ['VGATE_SEALING_KEY'] : []),
  ];
  const manifest: Manifest = {
    format: 'vgate-backup/1',
    created_at: new Date().toISOString(),
    service_version: SERVICE_VERSION,
    migrations,
    files,
    not_included: notIncluded,
  };
  writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const mb = (files[DB_FILE]?.bytes ?? 0) / 1e6;
  process.stdout.write(
    `backed up ${source} (${mb.toFixed(1)} MB, ${migrations.length} migrations) and ${
      Object.keys(files).length - 1
    } key and state files to ${out} in ${Date.now() - started} ms\n`,
  );
  if (notIncluded.length > 0) {
    process.stdout.write(
      `not included (set in the environment; keep them with this backup): ${notIncluded.join(', ')}\n`,
    );
  }
  return 0;
}

export async function restore(args: ParsedArgs): Promise<number> {
  const config = loadConfig(process.env);
  refuseOnPostgres(config);
  const from = requireDir(args, 'from');
  const force = args.values['force'] === true;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(from, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${from} holds no readable ${MANIFEST}: not a vgate backup`);
  }
  if (manifest.format !== 'vgate-backup/1')
    throw new Error(`unknown backup format ${String(manifest.format)}`);
  for (const [name, want] of Object.entries(manifest.files)) {
    const file = path.join(from, name);
    if (!existsSync(file) || sha256(file) !== want.sha256) {
      throw new Error(`${name} in ${from} is missing or does not match its SHA-256 in the manifest`);
    }
  }
  const newer = manifest.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
  if (newer.length > 0) {
    process.stdout.write(
      `the backup has migrations this release does not know (${newer.join(', ')}): it serves, additively\n`,
    );
  }

  ensureDataDir(config.dataDir);
  const target = path.join(config.dataDir, DB_FILE);
  const targets: Record<string, string> = { [DB_FILE]: target, ...sideFiles(config) };
  const names = Object.keys(manifest.files).sort((a, b) => Number(b === DB_FILE) - Number(a === DB_FILE));
  const present = names.filter((name) => existsSync(targets[name] as string));
  if (present.length > 0 && !force) {
    throw new Error(
      `${config.dataDir} already holds ${present.join(', ')}: restore into an empty data directory, or stop every instance using it and pass --force (the current files are kept beside, suffixed .before-restore)`,
    );
  }
  const suffix = `.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const name of present) renameSync(targets[name] as string, `${targets[name]}${suffix}`);
  for (const ext of ['-wal', '-shm']) {
    if (existsSync(`${target}${ext}`)) renameSync(`${target}${ext}`, `${target}${ext}${suffix}`);
  }
  for (const name of Object.keys(manifest.files)) {
    const to = targets[name];
    if (!to) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    const partial = `${to}.restoring`;
    copyFileSync(path.join(from, name), partial);
    chmodSync(partial, 0o600);
    renameSync(partial, to);
  }
  rmSync(`${target}.lock`, { force: true });
  process.stdout.write(
    `restored ${Object.keys(manifest.files).join(', ')} from the backup of ${manifest.created_at} into ${config.dataDir}\n`,
  );
  if (manifest.not_included.length > 0) {
    process.stdout.write(
      `set these as they were when the backup was made: ${manifest.not_included.join(', ')}\n`,
    );
  }
  return 0;
}
