import type { Signer } from '../../core/signing.js';
import type { Executor } from '../../db/connect.js';
import type { AuditCheckpointTable } from '../../db/types.js';
import {
  type Checkpoint,
  checkpointHash,
  checkpointStatement,
  eventStatement,
  type Witness,
} from './checkpoints.js';
import { eventEntry, readEvents } from './log.js';
import { importFrontier, leafHash, MerkleFrontier } from './merkle.js';
import { consistencyProof, RangeHasher, verifyConsistency } from './proof.js';

export interface VerifyReport {
  valid: boolean;
  tree_size: number;
  root_hash: string;
  checkpoint: Checkpoint | null;
  checkpoints_checked: number;
  first_bad_index: number | null;
  reason: string | null;
  key_id: string;
}

/** A finding: the reason and the first leaf index not covered by verified history. */
interface Bad {
  index: number;
  reason: string;
}

export type StoredCheckpoint = Checkpoint & { frontier: string };

export function toCheckpoint(row: AuditCheckpointTable): StoredCheckpoint {
  return {
    ...row,
    tree_size: Number(row.tree_size),
    counter: row.counter === null ? null : Number(row.counter),
  };
}

export function publicCheckpoint(cp: Checkpoint & { frontier?: string }): Checkpoint {
  const { frontier: _f, ...rest } = cp;
  return rest;
}

/** The root a stored right edge gives, or null when it is not one. */
function frontierRoot(text: string): string | null {
  try {
    return importFrontier(text).root().toString('hex');
  } catch {
    return null;
  }
}

/**
 * The checkpoints on their own: every signature, and the chain (counters 0, 1, 2, ... each
 * naming the hash of the one before, sizes growing), so a deleted checkpoint shows; then the
 * newest checkpoint this instance witnessed must still be there, so a roll-back shows.
 */
function checkCheckpoints(cps: readonly StoredCheckpoint[], signer: Signer, witness: Witness | null) {
  let signatureBad: Bad | null = null;
  let structureBad: Bad | null = null;
  let verified = 0;
  let prev: StoredCheckpoint | null = null;
  for (const cp of cps) {
    if (!signatureBad && !signer.verify(checkpointStatement(cp), cp.signature))
      signatureBad = { index: verified, reason: 'checkpoint_signature_invalid' };
    // The signer extends the newest checkpoint's stored right edge, so every edge must give its root.
    if (!structureBad && frontierRoot(cp.frontier) !== cp.root_hash)
      structureBad = { index: verified, reason: 'checkpoint_frontier_altered' };
    if (cp.counter === null) continue;
    if (!structureBad) {
      const expected = prev ? (prev.counter ?? 0) + 1 : 0;
      if (cp.counter !== expected) structureBad = { index: verified, reason: 'checkpoint_missing' };
      else if (
        cp.prev_hash !== (prev ? checkpointHash(prev) : null) ||
        (prev && cp.tree_size <= prev.tree_size)
      )
        structureBad = { index: verified, reason: 'checkpoint_chain_broken' };
      else verified = cp.tree_size;
    }
    prev = cp;
  }
  if (!structureBad && witness) {
    const seen = cps.find((c) => c.counter === witness.counter);
    if (!seen) structureBad = { index: verified, reason: 'checkpoint_deleted' };
    else if (seen.tree_size !== witness.tree_size || seen.root_hash !== witness.root_hash)
      structureBad = { index: Math.min(verified, witness.tree_size), reason: 'checkpoint_replaced' };
  }
  return { signatureBad, structureBad };
}

/**
 * Verifies the whole log: the checkpoints (signatures, chain, this instance's witness), then
 * every row (contiguous index, leaf recomputed from the row, the row's own signature), every
 * checkpoint's root at its size, and each checkpoint against the next with an RFC 9162
 * consistency proof. Reports the first bad row wherever a row is to blame.
 */
export async function verifyLog(
  db: Executor,
  signer: Signer,
  witness: Witness | null,
): Promise<VerifyReport> {
  const cps = (await db.selectFrom('audit_checkpoints').selectAll().orderBy('tree_size').execute()).map(
    toCheckpoint,
  );
  const { signatureBad, structureBad } = checkCheckpoints(cps, signer, witness);
  const rows = await checkRows(db, signer, cps);
  const leaves = rows.leaves;
  let bad: Bad | null = signatureBad ?? rows.bad ?? structureBad;
  const size = leaves.length;
  if (!bad && (cps.some((c) => c.tree_size > size) || (witness && witness.tree_size > size)))
    bad = { index: size, reason: 'log_truncated' };
  bad ??= checkConsistency(cps, leaves);
  const latest = cps.at(-1);
  return {
    valid: bad === null,
    tree_size: size,
    root_hash: rows.root,
    checkpoint: latest ? publicCheckpoint(latest) : null,
    checkpoints_checked: rows.checked,
    first_bad_index: bad?.index ?? null,
    reason: bad?.reason ?? null,
    key_id: signer.keyId,
  };
}

async function checkRows(db: Executor, signer: Signer, cps: readonly StoredCheckpoint[]) {
  const frontier = new MerkleFrontier();
  const leaves: Buffer[] = [];
  let next = 0;
  let lastGood = 0;
  let signed = false;
  let bad: Bad | null = null;
  for await (const row of readEvents(db)) {
    if (Number(row.seq) !== leaves.length) {
      bad ??= { index: leaves.length, reason: 'event_missing' };
      break;
    }
    const leaf = leafHash(eventEntry({ ...row, seq: Number(row.seq) }));
    if (!bad) bad = rowFinding(row, leaf, signer, signed);
    signed ||= row.sig !== null;
    leaves.push(leaf);
    frontier.push(leaf);
    for (let cp = cps[next]; cp && cp.tree_size === leaves.length; cp = cps[next]) {
      next += 1;
      if (bad) continue;
      if (frontier.root().toString('hex') !== cp.root_hash)
        bad = { index: lastGood, reason: 'checkpoint_root_mismatch' };
      else lastGood = cp.tree_size;
    }
  }
  return { leaves, bad, checked: next, root: frontier.root().toString('hex') };
}

function rowFinding(
  row: { seq: number; leaf_hash: string; sig: string | null },
  leaf: Buffer,
  signer: Signer,
  signedBefore: boolean,
): Bad | null {
  const index = Number(row.seq);
  if (leaf.toString('hex') !== row.leaf_hash) return { index, reason: 'event_altered' };
  // Rows from before events were signed may lack a signature, but only as a prefix of the log.
  if (row.sig === null) return signedBefore ? { index, reason: 'event_signature_missing' } : null;
  if (!signer.verify(eventStatement(leaf), row.sig)) return { index, reason: 'event_signature_invalid' };
  return null;
}

/** Each chained checkpoint against the next, as an outside verifier would with served proofs. */
function checkConsistency(cps: readonly StoredCheckpoint[], leaves: readonly Buffer[]): Bad | null {
  const chained = cps.filter((c) => c.counter !== null && c.tree_size > 0);
  const hasher = new RangeHasher(leaves);
  for (let i = 1; i < chained.length; i += 1) {
    const [a, b] = [chained[i - 1] as StoredCheckpoint, chained[i] as StoredCheckpoint];
    const proof = consistencyProof(a.tree_size, hasher, b.tree_size);
    const ok = verifyConsistency(
      a.tree_size,
      b.tree_size,
      Buffer.from(a.root_hash, 'hex'),
      Buffer.from(b.root_hash, 'hex'),
      proof,
    );
    if (!ok) return { index: a.tree_size, reason: 'checkpoint_inconsistent' };
  }
  return null;
}
