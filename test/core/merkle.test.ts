import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT,
  exportFrontier,
  importFrontier,
  leafHash,
  MerkleFrontier,
  merkleRoot,
} from '../../src/domains/audit/merkle.js';

describe('RFC 9162 Merkle tree', () => {
  it('hashes the empty tree, a leaf and a node as the RFC says', () => {
    expect(EMPTY_ROOT.toString('hex')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    const expected = createHash('sha256')
      .update(Buffer.from([0]))
      .update('abc')
      .digest('hex');
    expect(leafHash('abc').toString('hex')).toBe(expected);
  });

  it('gives the same root incrementally as the recursive definition, for every size up to 70', () => {
    const leaves = Array.from({ length: 70 }, (_, i) => leafHash(`event ${i}`));
    const f = new MerkleFrontier();
    for (let n = 1; n <= leaves.length; n += 1) {
      f.push(leaves[n - 1] as Buffer);
      expect(f.root().equals(merkleRoot(leaves.slice(0, n))), `size ${n}`).toBe(true);
    }
  });

  it('resumes from an exported frontier', () => {
    const leaves = Array.from({ length: 13 }, (_, i) => leafHash(String(i)));
    const f = new MerkleFrontier();
    for (const l of leaves.slice(0, 9)) f.push(l);
    const g = importFrontier(exportFrontier(f));
    for (const l of leaves.slice(9)) g.push(l);
    expect(g.root().equals(merkleRoot(leaves))).toBe(true);
  });
});
