import { describe, expect, it } from 'vitest';
import { type ArtifactReport, scanArtifact } from '../../src/artifacts/index.js';
import { chunked } from './fixtures.js';

const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const cat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** LONG_BINPUT / LONG_BINGET with a 4-byte index. */
const put = (i: number) => cat(enc('r'), new Uint8Array(new Uint32Array([i]).buffer));
const get = (i: number) => cat(enc('j'), new Uint8Array(new Uint32Array([i]).buffer));

async function scan(bytes: Uint8Array, strict = false): Promise<ArtifactReport> {
  return scanArtifact(chunked(bytes, [4096]), { filenameHint: 'x.pkl', strict });
}
const resource = (r: ArtifactReport) => r.findings.filter((f) => f.kind === 'resource_exhaustion');

describe('resource exhaustion: cycles, expansion through shared references, depth', () => {
  it('blocks a list appended into itself through the memo: high, located at the APPEND', async () => {
    const report = await scan(enc('\x80\x02]q\x00h\x00a.'));
    expect(report.action).toBe('BLOCK');
    expect(resource(report)).toEqual([
      expect.objectContaining({
        severity: 'high',
        flag: 'ARCHIVE_HAZARD',
        location: { offset: 7 },
        detail: expect.stringContaining('the list made by EMPTY_LIST at offset 2 is put into itself'),
      }),
    ]);
    expect((await scan(enc('\x80\x02]q\x00h\x00a.'), true)).action).toBe('BLOCK');
  });

  it('sees a cycle closed through DUP and through a tuple held by the list', async () => {
    expect(resource(await scan(enc('\x80\x02]2a.')))[0]?.detail).toContain('put into itself');
    // L = []; t = (L,); L.append(t)
    const viaTuple = await scan(enc('\x80\x02]q\x00h\x00\x85a.'));
    expect(resource(viaTuple)[0]?.detail).toContain('put into a container it holds by APPEND');
  });

  it('does not flag cycles through objects (BUILD state referring back), nor wide sharing', async () => {
    // obj = C(); obj.__dict__ = {'me': [obj]}  (an ordinary back-reference)
    const objectCycle = enc('\x80\x02ccollections\nOrderedDict\n)\x81q\x00}q\x01U\x02me]h\x00asb.');
    expect(resource(await scan(objectCycle))).toEqual([]);
    // one 1000-item list referenced 5000 times: 5M elements walked, far below 2^30
    const items = cat(enc(']q\x00('), ...Array.from({ length: 1000 }, () => enc('K\x01')), enc('e0'));
    const refs = cat(enc(']('), ...Array.from({ length: 5000 }, () => enc('h\x00')), enc('e.'));
    const report = await scan(cat(enc('\x80\x02'), items, refs), true);
    expect(report.findings).toEqual([]);
    expect(report.action).toBe('ALLOW');
  });

  it('flags a dict whose values double through the memo, with the bound and the offset', async () => {
    const levels: Uint8Array[] = [enc('}q\x000')];
    for (let i = 0; i < 35; i += 1)
      levels.push(cat(enc('}(U\x01a'), get(i), enc('U\x01b'), get(i), enc('u'), put(i + 1), enc('0')));
    const report = await scan(cat(enc('\x80\x02'), ...levels, enc('N.')));
    expect(report.action).toBe('BLOCK');
    expect(resource(report)[0]).toMatchObject({
      severity: 'high',
      detail: expect.stringMatching(
        /the dict made by EMPTY_DICT at offset \d+ expands to \d+ elements .*bound 2\^30/,
      ),
    });
  });

  it('flags lists nested past the bound without any MARK, and only once', async () => {
    const n = 12_000;
    const report = await scan(cat(enc('\x80\x02'), enc(']'.repeat(n)), enc('a'.repeat(n - 1)), enc('.')));
    const found = resource(report);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'high',
      detail: expect.stringContaining('nests 10001 levels'),
    });
  });

  it('stays bounded on adversarial fan-in: 50k deep containers appended into a held list', async () => {
    // L0..Lk chained (L[i] holds L[i-1]); each append of one into the collector walks the chain
    const parts: Uint8Array[] = [enc('\x80\x02]'), put(0), enc('0')];
    const k = 20_000;
    for (let i = 1; i <= k; i += 1) parts.push(cat(enc(']'), get(i - 1), enc('a'), put(i), enc('0')));
    // the collector is held first (so every append into it walks back through the chain)
    parts.push(enc(']'), put(k + 1), enc('0]'), get(k + 1), enc('a0'), get(k + 1), enc('('));
    for (let i = 0; i < 50; i += 1) for (let j = k; j > k - 1000; j -= 1) parts.push(get(j));
    parts.push(enc('e.'));
    const started = Date.now();
    const report = await scan(cat(...parts));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(report.action).toBe('BLOCK');
    expect(resource(report)).toHaveLength(1); // the 20000-level chain nests past the bound
  });
});
