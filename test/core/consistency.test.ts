import { describe, expect, it } from 'vitest';
import { leafHash, merkleRoot } from '../../src/domains/audit/merkle.js';
import { consistencyProof, RangeHasher, verifyConsistency } from '../../src/domains/audit/proof.js';

describe('RFC 9162 consistency proofs', () => {
  const leaves = Array.from({ length: 40 }, (_, i) => leafHash(`event ${i}`));
  const root = (n: number) => merkleRoot(leaves.slice(0, n));

  it('proves every prefix of every size up to 40 consistent', () => {
    for (let n = 1; n <= leaves.length; n += 1) {
      for (let m = 1; m <= n; m += 1) {
        const proof = consistencyProof(m, leaves.slice(0, n));
        expect(verifyConsistency(m, n, root(m), root(n), proof), `${m} -> ${n}`).toBe(true);
      }
    }
  });

  it('matches the proof shape of RFC 9162 section 2.1.5 (sizes 3, 4 and 6 of 7)', () => {
    const seven = leaves.slice(0, 7);
    expect(consistencyProof(3, seven)).toHaveLength(4); // c, d, g, l
    expect(consistencyProof(4, seven)).toHaveLength(1); // l
    expect(consistencyProof(6, seven)).toHaveLength(3); // i, j, k
  });

  it('rejects a rewritten history, a wrong root and a tampered proof', () => {
    const forged = [...leaves];
    forged[2] = leafHash('forged');
    const proof = consistencyProof(5, leaves.slice(0, 13));
    expect(verifyConsistency(5, 13, merkleRoot(forged.slice(0, 5)), root(13), proof)).toBe(false);
    expect(verifyConsistency(5, 13, root(5), merkleRoot(forged.slice(0, 13)), proof)).toBe(false);
    const bent = proof.map((h, i) => (i === 1 ? leafHash('x') : h));
    expect(verifyConsistency(5, 13, root(5), root(13), bent)).toBe(false);
    expect(verifyConsistency(5, 13, root(5), root(13), proof.slice(0, -1))).toBe(false);
    expect(verifyConsistency(13, 5, root(13), root(5), proof)).toBe(false);
  });

  it('gives the same proofs from one shared hasher over a larger log (remembered subtrees)', () => {
    const many = Array.from({ length: 300 }, (_, i) => leafHash(`e${i}`));
    const hasher = new RangeHasher(many);
    for (const [m, n] of [
      [1, 300],
      [64, 129],
      [100, 256],
      [255, 300],
      [128, 128],
      [77, 299],
    ] as const) {
      const proof = consistencyProof(m, hasher, n);
      expect(proof).toEqual(consistencyProof(m, many.slice(0, n)));
      expect(hasher.root(n).equals(merkleRoot(many.slice(0, n)))).toBe(true);
      expect(verifyConsistency(m, n, merkleRoot(many.slice(0, m)), merkleRoot(many.slice(0, n)), proof)).toBe(
        true,
      );
    }
  });
});
