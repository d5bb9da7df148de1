import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Signer } from '../../core/signing.js';

/** A signed checkpoint: the tree head at a size, chained to the checkpoint before it. */
export interface Checkpoint {
  tree_size: number;
  root_hash: string;
  signature: string;
  key_id: string;
  created_at: string;
  /** 0, 1, 2, ... in signing order (null on checkpoints older than the chain). */
  counter: number | null;
  /** SHA-256 (hex) of the previous checkpoint's signed statement; null for the first. */
  prev_hash: string | null;
}

export const CHECKPOINT_ORIGIN = 'verdict-gateway/audit';

/**
 * The exact bytes a checkpoint's signature covers, one field a line (C2SP signed-note style):
 * origin, tree size, root (base64), creation time, then `counter N` and `prev <hex>|-` for
 * chained checkpoints. Older checkpoints (counter null) signed the first four lines only.
 */
export function checkpointStatement(cp: Omit<Checkpoint, 'signature' | 'key_id'>): Buffer {
  const head = `${CHECKPOINT_ORIGIN}\n${cp.tree_size}\n${Buffer.from(cp.root_hash, 'hex').toString('base64')}\n${cp.created_at}\n`;
  if (cp.counter === null) return Buffer.from(head);
  return Buffer.from(`${head}counter ${cp.counter}\nprev ${cp.prev_hash ?? '-'}\n`);
}

/** The chain link: SHA-256 (hex) of a checkpoint's signed statement. */
export function checkpointHash(cp: Omit<Checkpoint, 'signature' | 'key_id'>): string {
  return createHash('sha256').update(checkpointStatement(cp)).digest('hex');
}

const EVENT_CONTEXT = Buffer.from('verdict-gateway/audit-event\n');

/** The bytes an event's signature covers: a context string and its leaf hash (which binds seq). */
export function eventStatement(leaf: Buffer): Buffer {
  return Buffer.concat([EVENT_CONTEXT, leaf]);
}

export function signEvent(signer: Signer, leaf: Buffer): string {
  return signer.sign(eventStatement(leaf));
}

/**
 * The newest checkpoint this instance has signed or verified, kept in its data dir beside the
 * signing key, outside the database: someone who can rewrite the database but not the data dir
 * cannot roll the log back past it (deleting checkpoints, truncating to an old one) unseen.
 */
export interface Witness {
  counter: number;
  tree_size: number;
  root_hash: string;
}

export class WitnessFile {
  constructor(private readonly file: string | null) {}

  read(): Witness | null {
    if (!this.file) return null;
    try {
      const w = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<Witness>;
      if (typeof w.counter !== 'number' || typeof w.tree_size !== 'number' || typeof w.root_hash !== 'string')
        return null;
      return { counter: w.counter, tree_size: w.tree_size, root_hash: w.root_hash };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Advances the witness to `cp` (never backwards); written to a temp file, then renamed. */
  advance(cp: Checkpoint): void {
    if (!this.file || cp.counter === null) return;
    const current = this.read();
    if (current && current.counter >= cp.counter) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    const w: Witness = { counter: cp.counter, tree_size: cp.tree_size, root_hash: cp.root_hash };
    writeFileSync(tmp, `${JSON.stringify(w)}\n`, { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}
