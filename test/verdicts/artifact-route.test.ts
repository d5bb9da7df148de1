import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/artifacts/${name}`, import.meta.url));

describe('POST /v1/scan/artifact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { limits: { artifactBytes: 64 * 1024 } as never } });
  });
  afterAll(async () => t.close());

  const post = (
    body: Buffer,
    opts: { query?: string; headers?: Record<string, string>; key?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/scan/artifact${opts.query ?? ''}`,
      headers: {
        ...t.auth(opts.key ?? t.acmeKey),
        'content-type': 'application/octet-stream',
        ...opts.headers,
      },
      payload: body,
    });

  it('blocks malicious artifacts with the finding and its location', async () => {
    const cases: [string, string][] = [
      ['os_system_p0.pkl', 'os.system'],
      ['os_system_p2.pkl', 'os.system'],
      ['os_system_p4.pkl', 'os.system'],
      ['torch_posix_system.pt', 'posix.system'],
      ['object_popen.npy', 'subprocess.Popen'],
      ['lambda_layer.keras', 'Lambda'],
    ];
    for (const [name, detail] of cases) {
      const res = await post(fixture(name));
      expect(res.statusCode, name).toBe(200);
      const v = res.json();
      expect(v.action, name).toBe('BLOCK');
      const hit = v.findings.find((f: { detail: string }) => f.detail.includes(detail));
      expect(hit, `${name}: ${JSON.stringify(v.findings)}`).toBeDefined();
      expect(hit.location.member ?? hit.location.offset, name).toBeDefined();
      expect(v.bytes_scanned).toBeGreaterThan(0);
    }
  });

  it('allows a benign state dict, a valid safetensors and a valid GGUF file', async () => {
    for (const name of ['torch_state_dict.pt', 'valid.safetensors', 'valid.gguf']) {
      const res = await post(fixture(name));
      expect(res.json().action, name).toBe('ALLOW');
    }
  });

  it('answers truncated, empty, random and wrong-extension inputs with a verdict, never a 5xx', async () => {
    const inputs: [string, Buffer, string?][] = [
      ['truncated', fixture('truncated_exploit.pkl')],
      ['empty', Buffer.alloc(0)],
      ['random', randomBytes(4096)],
      ['wrong extension', fixture('os_system_p2.pkl'), '?filename=model.safetensors'],
    ];
    for (const [label, body, query] of inputs) {
      const res = await post(body, query ? { query } : {});
      expect([200, 400], label).toContain(res.statusCode);
      if (res.statusCode === 200) expect(['ALLOW', 'BLOCK']).toContain(res.json().action);
    }
  });

  it('answers mutated fixtures (bit flips, truncation, inserted opcodes) with a verdict, never a 5xx', async () => {
    let state = 12345;
    const next = () => {
      state = (state * 1103515245 + 12345) >>> 0;
      return state / 0x100000000;
    };
    const names = [
      'frame_hidden_os_system.pkl',
      'benign_sklearn_p2.pkl',
      'torch_state_dict.pt',
      'joblib_benign.joblib',
      'list_dup_bomb_p3.pkl',
      'cycle_indirect_p4.pkl',
      'deep_tuple_key_p5.pkl',
      'overwrite.joblib',
    ];
    for (let round = 0; round < 64; round += 1) {
      const bytes = Buffer.from(fixture(names[round % names.length] ?? 'os_system_p2.pkl'));
      const pos = Math.floor(next() * bytes.length);
      const mutant =
        round % 3 === 0
          ? bytes.subarray(0, pos)
          : round % 3 === 1
            ? Buffer.concat([
                bytes.subarray(0, pos),
                Buffer.from([0x95, 0xff, 0xff, 0x72]),
                bytes.subarray(pos),
              ])
            : Buffer.from(bytes.map((b, i) => (i === pos ? b ^ 0x40 : b)));
      const res = await post(mutant);
      expect([200, 400], `round ${round}`).toContain(res.statusCode);
      if (res.statusCode === 200) expect(['ALLOW', 'BLOCK']).toContain(res.json().action);
    }
  });

  it('refuses an oversized artifact with 400 artifact_too_large, and other media types with 415', async () => {
    const big = await post(randomBytes(70 * 1024));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.code).toBe('artifact_too_large');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/scan/artifact',
      headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('stores the verdict content-free for /v1/explain, tenant-scoped', async () => {
    const v = (await post(fixture('os_system_p2.pkl'))).json();
    const ex = await t.app.inject({
      method: 'GET',
      url: `/v1/explain/${v.verdict_id}`,
      headers: t.auth(t.acmeKey),
    });
    expect(ex.json()).toMatchObject({ kind: 'artifact', action: 'BLOCK' });
    expect(ex.json().explanation.findings[0].detail).toContain('os.system');
    const other = await t.app.inject({
      method: 'GET',
      url: `/v1/explain/${v.verdict_id}`,
      headers: t.auth(t.globexKey),
    });
    expect(other.statusCode).toBe(404);
  });

  it('blocks suspicious globals only under a strict tenant policy', async () => {
    const lenient = (await post(fixture('unknown_global.pkl'))).json();
    expect(lenient.flags).toContain('SUSPICIOUS_IMPORT');
    await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/tenants/globex/policy',
      headers: t.auth(t.platformKey),
      payload: { artifacts: { strict: true } },
    });
    const strict = (await post(fixture('unknown_global.pkl'), { key: t.globexKey })).json();
    expect(strict.action).toBe('BLOCK');
    expect(lenient.action).toBe('ALLOW');
  });
});
