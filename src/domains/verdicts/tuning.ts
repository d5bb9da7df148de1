import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { canonicalJson } from '../../core/canonical.js';
import { ApiError } from '../../core/errors.js';
import { sha256Hex } from '../../core/ids.js';
import { FLAGS } from '../../detect/types.js';

/**
 * The global detection tuning baseline under every tenant policy: per-flag thresholds and engine
 * switches, kept in one JSON file that operators can edit and reload, and that PUT replaces
 * atomically (write a temporary file, fsync, rename) so a crash never leaves half a file.
 */

/** Per-engine switches and thresholds, by engine id (shared by the baseline and tenant policies). */
export const EngineOverridesSchema = Type.Record(
  Type.String({ pattern: '^[a-z0-9_]{1,64}$' }),
  Type.Object(
    {
      enabled: Type.Optional(Type.Boolean()),
      threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    },
    { additionalProperties: false },
  ),
  { additionalProperties: false },
);

export const TuningSchema = Type.Object(
  {
    thresholds: Type.Optional(
      Type.Record(
        Type.String({ pattern: `^(${FLAGS.join('|')})$` }),
        Type.Number({ minimum: 0, maximum: 1 }),
        {
          additionalProperties: false,
        },
      ),
    ),
    engines: Type.Optional(EngineOverridesSchema),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export interface Tuning {
  thresholds?: Record<string, number>;
  engines?: Record<string, { enabled?: boolean; threshold?: number }>;
  note?: string;
}

const check = Compile(TuningSchema);

export interface TuningState {
  tuning: Tuning;
  digest: string;
  loadedAt: string;
  source: 'file' | 'default';
}

function digestOf(t: Tuning): string {
  return `sha256:${sha256Hex(canonicalJson(t))}`;
}

export class TuningStore {
  private state: TuningState;

  constructor(
    private readonly file: string,
    private readonly now: () => string,
  ) {
    this.state = this.readOrDefault();
  }

  get current(): TuningState {
    return this.state;
  }

  private readOrDefault(): TuningState {
    try {
      return this.read();
    } catch {
      return { tuning: {}, digest: digestOf({}), loadedAt: this.now(), source: 'default' };
    }
  }

  private read(): TuningState {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return { tuning: {}, digest: digestOf({}), loadedAt: this.now(), source: 'default' };
      }
      throw new ApiError('invalid_request', 'The tuning file cannot be read.');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(
        'invalid_request',
        'The tuning file is not valid JSON; the previous baseline stays live.',
      );
    }
    if (!check.Check(parsed)) {
      throw new ApiError(
        'invalid_request',
        'The tuning file does not match the tuning schema; the previous baseline stays live.',
      );
    }
    const tuning = parsed as Tuning;
    return { tuning, digest: digestOf(tuning), loadedAt: this.now(), source: 'file' };
  }

  /** Re-reads the file; on a bad file the live baseline is kept and the error says why. */
  reload(): TuningState {
    this.state = this.read();
    return this.state;
  }

  /** Replaces the baseline (an empty object clears it) and writes the file atomically. */
  write(tuning: Tuning): TuningState {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(tuning, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      renameSync(tmp, this.file);
    } catch (err) {
      unlinkSync(tmp);
      throw err;
    }
    this.state = { tuning, digest: digestOf(tuning), loadedAt: this.now(), source: 'file' };
    return this.state;
  }
}
