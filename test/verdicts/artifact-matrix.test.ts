import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIR, fixture as fixtureBytes, loadManifest } from '../artifacts/fixtures.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

/**
 * Issue 11's acceptance as a matrix: every class of scanner bypass (framing, called unvetted
 * callables, attribute overwrite, nested payloads, resource exhaustion, formats, strict-mode no
 * false positive) in every variant (protocols 0-5, zip and legacy PyTorch containers, joblib)
 * has a generated fixture with its expected verdict, or is listed in matrix.json as impossible
 * with a reason. Every fixture goes through POST /v1/scan/artifact; every benign counterpart
 * stays ALLOW under the default and the strict policy.
 */
interface Matrix {
  classes: Record<string, string>;
  variants: string[];
  impossible: { class: number; variant: string; reason: string }[];
  counts: Record<string, Record<string, number>>;
}
interface Finding {
  severity: string;
  flag: string;
  detail: string;
  location: { member?: string; offset?: number };
}

const manifest = loadManifest();
const matrix = JSON.parse(readFileSync(join(FIXTURE_DIR, 'matrix.json'), 'utf8')) as Matrix;
const fixture = (name: string) => Buffer.from(fixtureBytes(name));
const cells = Object.entries(manifest).filter(([, row]) => row.class !== undefined);

describe('artifact class x variant matrix (matrix.json, manifest.json)', () => {
  it('has a fixture for every class and variant, or says why the combination cannot exist', () => {
    const missing: string[] = [];
    for (const cls of Object.keys(matrix.classes).map(Number)) {
      for (const variant of matrix.variants) {
        const rows = cells.filter(([, r]) => r.class === cls && r.variant === variant);
        const impossible = matrix.impossible.find((i) => i.class === cls && i.variant === variant);
        if (impossible !== undefined) {
          expect(impossible.reason.length, `${cls}/${variant}`).toBeGreaterThan(20);
          expect(rows, `${cls}/${variant} is listed impossible but has fixtures`).toEqual([]);
        } else if (rows.length === 0) missing.push(`${cls} ${matrix.classes[String(cls)]} / ${variant}`);
        else expect(matrix.counts[String(cls)]?.[variant], `${cls}/${variant}`).toBe(rows.length);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(matrix.classes)).toHaveLength(7);
    expect(matrix.variants).toHaveLength(9);
  });

  it('gives every malicious cell a benign counterpart of its variant, and class 7 cells are benign', () => {
    for (const [name, row] of cells) {
      if (row.class === 7) {
        expect(row.action, name).toBe('ALLOW');
        expect(row.flags, name).toEqual([]);
        continue;
      }
      expect(row.counterpart, name).toBeDefined();
      const benign = manifest[row.counterpart ?? ''];
      expect(benign, `${name} -> ${row.counterpart}`).toMatchObject({ action: 'ALLOW', flags: [] });
    }
  });
});

describeEngines('matrix fixtures through POST /v1/scan/artifact (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, config: { limits: { artifactBytes: 1024 * 1024 } as never } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/tenants/globex/policy',
      headers: t.auth(t.platformKey),
      payload: { artifacts: { strict: true } },
    });
    expect(res.statusCode).toBeLessThan(300);
  });
  afterAll(async () => t.close());

  const post = async (name: string, strict: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/scan/artifact?filename=${encodeURIComponent(name)}`,
      headers: { ...t.auth(strict ? t.globexKey : t.acmeKey), 'content-type': 'application/octet-stream' },
      payload: fixture(name),
    });
    expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as { action: string; flags: string[]; findings: Finding[] };
  };

  it('answers every malicious cell with its expected verdict and a located, explained finding', async () => {
    for (const [name, row] of cells) {
      if (row.class === 7) continue;
      const v = await post(name, false);
      expect(v.action, `${name}: ${JSON.stringify(v.findings)}`).toBe(row.action);
      expect(v.flags, name).toEqual(expect.arrayContaining(row.flags));
      const hit = v.findings.find((f) => f.detail.includes(row.detail ?? ''));
      expect(hit, `${name}: ${JSON.stringify(v.findings)}`).toBeDefined();
      if (row.member !== undefined) expect(hit?.location.member, name).toBe(row.member);
      for (const f of v.findings.filter((x) => x.severity === 'high' || x.severity === 'critical')) {
        // where (opcode offset, or member for archive-level findings), what, and why it matters
        expect(f.location.offset ?? f.location.member, `${name}: ${f.detail}`).toBeDefined();
        expect(f.detail.length, `${name}: ${f.detail}`).toBeGreaterThan(15);
      }
      const strict = await post(name, true);
      expect(strict.action, `${name} (strict)`).toBe(row.strictAction ?? 'BLOCK');
    }
  });

  it('keeps every benign counterpart and class 7 cell ALLOW under the default and the strict policy', async () => {
    const benign = new Set<string>();
    for (const [name, row] of cells) benign.add(row.class === 7 ? name : (row.counterpart ?? name));
    expect(benign.size).toBeGreaterThan(20);
    for (const name of benign) {
      for (const strict of [false, true]) {
        const v = await post(name, strict);
        const loud = v.findings.filter((f) => f.severity !== 'info' && f.severity !== 'low');
        expect(v.action, `${name} strict=${strict}: ${JSON.stringify(loud)}`).toBe('ALLOW');
        expect(loud, `${name} strict=${strict}`).toEqual([]);
      }
    }
  });
});
