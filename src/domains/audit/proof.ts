import { merkleRoot, nodeHash } from './merkle.js';

/**
 * RFC 9162 section 2.1.4 consistency proofs between two sizes of the same log: the proof that
 * the tree of the first `m` leaves is a prefix of the tree of `n` leaves.
 */

function largestPowerOfTwoBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** Perfect subtrees at least this large are remembered; smaller ones are cheap to rehash. */
const MEMO_MIN = 64;

/**
 * The Merkle tree hash of any range of a fixed list of leaves, remembering large perfect
 * subtrees, so the proofs between many pairs of sizes cost O(log^2 n) each after the first.
 */
export class RangeHasher {
  private readonly memo = new Map<number, Buffer>();

  constructor(private readonly leaves: readonly Buffer[]) {}

  get size(): number {
    return this.leaves.length;
  }

  /** MTH(D[start : start + size]). */
  hash(start: number, size: number): Buffer {
    if (size === 1) return this.leaves[start] as Buffer;
    const perfect = (size & (size - 1)) === 0 && size >= MEMO_MIN;
    // One safe integer per (start, size) while the log holds fewer than 2^26 events.
    const key = start + size * 2 ** 26;
    const known = perfect ? this.memo.get(key) : undefined;
    if (known) return known;
    const k = largestPowerOfTwoBelow(size);
    const h = nodeHash(this.hash(start, k), this.hash(start + k, size - k));
    if (perfect) this.memo.set(key, h);
    return h;
  }

  root(n: number): Buffer {
    return n === 0 ? merkleRoot([]) : this.hash(0, n);
  }
}

/** SUBPROOF(m, D[start : start + n], b) of section 2.1.4.1, over leaf hashes. */
function subproof(h: RangeHasher, m: number, start: number, n: number, complete: boolean): Buffer[] {
  if (m === n) return complete ? [] : [h.hash(start, n)];
  const k = largestPowerOfTwoBelow(n);
  if (m <= k) return [...subproof(h, m, start, k, complete), h.hash(start + k, n - k)];
  return [...subproof(h, m - k, start + k, n - k, false), h.hash(start, k)];
}

/** PROOF(m, D[n]): the consistency proof from size `m` to size `n` (0 < m <= n <= leaves). */
export function consistencyProof(m: number, leaves: readonly Buffer[] | RangeHasher, n?: number): Buffer[] {
  const h = leaves instanceof RangeHasher ? leaves : new RangeHasher(leaves);
  const second = n ?? h.size;
  if (m < 1 || m > second || second > h.size)
    throw new RangeError(`consistency proof: 0 < ${m} <= ${second} <= ${h.size}`);
  return subproof(h, m, 0, second, true);
}

/**
 * Verifies a consistency proof (section 2.1.4.2): true when `proof` shows the tree of size
 * `first` with root `firstRoot` is a prefix of the tree of size `second` with `secondRoot`.
 */
export function verifyConsistency(
  first: number,
  second: number,
  firstRoot: Buffer,
  secondRoot: Buffer,
  proof: readonly Buffer[],
): boolean {
  if (first < 1 || first > second) return false;
  if (first === second) return proof.length === 0 && firstRoot.equals(secondRoot);
  const path = [...proof];
  // Step 2: if first is an exact power of two, the first tree's root begins the path.
  if ((first & (first - 1)) === 0) path.unshift(firstRoot);
  let fn = first - 1;
  let sn = second - 1;
  // Step 4: shift both right while the lowest bit of fn is set.
  while (fn & 1) {
    fn >>>= 1;
    sn >>>= 1;
  }
  let [fr, sr] = [path[0], path[0]];
  if (!fr || !sr) return false;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn & 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!(fn & 1)) {
        while (fn !== 0 && !(fn & 1)) {
          fn >>>= 1;
          sn >>>= 1;
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn >>>= 1;
    sn >>>= 1;
  }
  return fr.equals(firstRoot) && sr.equals(secondRoot) && sn === 0;
}
