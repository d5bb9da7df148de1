import { createHash } from 'node:crypto';

/**
 * RFC 9162 (Certificate Transparency 2.0) Merkle tree hashing, section 2.1.1:
 * leaf = SHA-256(0x00 || entry), node = SHA-256(0x01 || left || right), and the root of n leaves
 * splits at the largest power of two smaller than n.
 */

const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export function leafHash(entry: Uint8Array | string): Buffer {
  return createHash('sha256').update(LEAF).update(entry).digest();
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash('sha256').update(NODE).update(left).update(right).digest();
}

/** SHA-256 of the empty string: the root of the empty tree (RFC 9162 section 2.1.1). */
export const EMPTY_ROOT = createHash('sha256').digest();

/**
 * Builds the tree one leaf at a time, keeping only the right edge (one perfect subtree per set
 * bit of the size), so the root of every prefix is available in O(log n) without rehashing.
 */
export class MerkleFrontier {
  private readonly stack: { size: number; hash: Buffer }[] = [];
  size = 0;

  push(leaf: Buffer): void {
    let node = { size: 1, hash: leaf };
    for (let top = this.stack.at(-1); top && top.size === node.size; top = this.stack.at(-1)) {
      this.stack.pop();
      node = { size: top.size * 2, hash: nodeHash(top.hash, node.hash) };
    }
    this.stack.push(node);
    this.size += 1;
  }

  /** The RFC 9162 root of the leaves pushed so far: fold the right edge from the smallest up. */
  root(): Buffer {
    let acc: Buffer | null = null;
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const entry = this.stack[i] as { hash: Buffer };
      acc = acc === null ? entry.hash : nodeHash(entry.hash, acc);
    }
    return acc ?? EMPTY_ROOT;
  }
}

/** The root of a whole list of leaf hashes (reference implementation of the recursive MTH). */
export function merkleRoot(leaves: readonly Buffer[]): Buffer {
  if (leaves.length === 0) return EMPTY_ROOT;
  if (leaves.length === 1) return leaves[0] as Buffer;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(merkleRoot(leaves.slice(0, k)), merkleRoot(leaves.slice(k)));
}

/** Serializable right edge of a frontier (for incremental checkpoints). */
export function exportFrontier(f: MerkleFrontier): string {
  return JSON.stringify({
    size: f.size,
    stack: f['stack'].map((e) => ({ size: e.size, hash: e.hash.toString('hex') })),
  });
}

export function importFrontier(text: string): MerkleFrontier {
  const parsed = JSON.parse(text) as { size: number; stack: { size: number; hash: string }[] };
  const f = new MerkleFrontier();
  f.size = parsed.size;
  for (const e of parsed.stack) f['stack'].push({ size: e.size, hash: Buffer.from(e.hash, 'hex') });
  return f;
}
