import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { ConfigError } from '../config.js';

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a path component is a file',
  EEXIST: 'a file of that name exists',
  ENOSPC: 'no space left on device',
};

function reason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  return WHY[code] ? `${WHY[code]}, ${code}` : code || String(err);
}

/**
 * Makes sure the data directory exists and this process may write it, before anything is read
 * from or written to it (SQLite file, signing and sealing keys, audit witness, tuning file), so
 * that a start on a fresh host or volume creates it, and one that cannot says so in one line
 * naming the setting instead of failing later on whichever file came first.
 */
export function ensureDataDir(dir: string): void {
  const who = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ConfigError(
      `VGATE_DATA_DIR (data_dir): cannot create ${dir} (${reason(err)}); create it writable by this user${who} or point VGATE_DATA_DIR at a writable directory`,
    );
  }
  if (!statSync(dir).isDirectory()) {
    throw new ConfigError(`VGATE_DATA_DIR (data_dir): ${dir} is not a directory`);
  }
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new ConfigError(
      `VGATE_DATA_DIR (data_dir): ${dir} is not writable (${reason(err)}); make it writable by this user${who} or point VGATE_DATA_DIR at a writable directory`,
    );
  }
}
