import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merkleRoot } from '../../src/domains/audit/merkle.js';
import { consistencyProof } from '../../src/domains/audit/proof.js';
import { checkpointBody, consistencyHolds, main } from '../../tools/vgate-verify.mjs';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

const leaf = (i: number) => createHash('sha256').update(`leaf ${i}`).digest();

describe('RFC 9162 consistency proofs', () => {
  it('prove every prefix of trees up to 40 leaves, and nothing else', () => {
    const leaves = Array.from({ length: 40 }, (_, i) => leaf(i));
    for (let n = 1; n <= leaves.length; n += 1) {
      const tree = leaves.slice(0, n);
      const root = merkleRoot(tree);
      for (let m = 1; m <= n; m += 1) {
        const proof = consistencyProof(m, tree);
        const older = merkleRoot(tree.slice(0, m));
        expect(consistencyHolds(m, n, older, root, proof), `${m} -> ${n}`).toBe(true);
        if (m < n) {
          // A different older tree (one leaf rewritten) is not a prefix.
          const rewritten = merkleRoot([leaf(1000), ...tree.slice(1, m)]);
          expect(consistencyHolds(m, n, rewritten, root, proof), `rewritten ${m} -> ${n}`).toBe(false);
          if (proof.length > 0) {
            const flipped = proof.map((h, i) => (i === 0 ? leaf(2000) : h));
            expect(consistencyHolds(m, n, older, root, flipped)).toBe(false);
          }
        }
      }
    }
  });
});

describeEngines('firewall attestation and audit consistency (%s)', (engine) => {
  let t: TestApp;
  let dir: string;
  let keyFile: string;
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const attestation = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/public/firewall-attestation' });
    expect(res.statusCode).toBe(200);
    return { body: res.body, statement: JSON.parse(Buffer.from(res.json().payload, 'base64').toString()) };
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    dir = mkdtempSync(path.join(tmpdir(), 'vgate-attest-'));
    keyFile = write('key.pem', t.ctx.signer.publicKeyPem);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('attests engines, digests, version and the latest checkpoint; verifies; changes when they do', async () => {
    const cp = await t.ctx.audit.checkpoint();
    const first = await attestation();
    const p = first.statement.predicate;
    expect(p.principle).toBe(11);
    expect(p.engines.map((e: { id: string }) => e.id)).toContain('prompt_injection');
    expect(p.model_weights[0].digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(p.default_policy.digest).toMatch(/^sha256:/);
    expect(p.artifact_policy_lists.map((l: { name: string }) => l.name)).toEqual([
      'builtin_deny',
      'builtin_allow',
      'py2_modules',
    ]);
    expect(p.tuning_baseline).toEqual({ digest: t.ctx.tuning.current.digest, source: 'default' });
    expect(p.audit_checkpoint).toEqual(cp);
    expect(p.channel_matrix_digest).toBe(t.ctx.channels.digest);
    const ok = main(['attestation', '--key', keyFile, write('a1.json', first.body)]);
    expect(ok.code, ok.line).toBe(0);
    // Same inputs: the same envelope is served.
    expect((await attestation()).body).toBe(first.body);
    // A new tuning baseline changes the attestation.
    t.ctx.tuning.write({ note: 'stricter', thresholds: { PROMPT_INJECTION: 0.4 } });
    const second = await attestation();
    expect(second.statement.subject[0].digest.sha256).not.toBe(first.statement.subject[0].digest.sha256);
    expect(second.statement.predicate.tuning_baseline.digest).toBe(t.ctx.tuning.current.digest);
    // So does a new audit checkpoint.
    await t.ctx.tenants.createKey({ tenantId: 'initech', tier: 'free' }, null);
    await t.ctx.audit.checkpoint();
    const third = await attestation();
    expect(third.statement.predicate.audit_checkpoint.tree_size).toBeGreaterThan(cp?.tree_size ?? 0);
    expect(main(['attestation', '--key', keyFile, write('a3.json', third.body)]).code).toBe(0);
    // An attestation whose predicate was edited after signing fails.
    const edited = JSON.parse(third.body);
    const statement = JSON.parse(Buffer.from(edited.payload, 'base64').toString());
    statement.predicate.engines.pop();
    edited.payload = Buffer.from(JSON.stringify(statement)).toString('base64');
    const bad = main(['attestation', '--key', keyFile, write('bad.json', JSON.stringify(edited))]);
    expect(bad).toEqual({
      code: 1,
      line: 'FAIL: the envelope signature does not verify with the pinned key (the envelope was altered)',
    });
  });

  it('serves consistency proofs that the verifier accepts between a saved and a newer checkpoint', async () => {
    const older = await attestation(); // a third party saved this earlier
    const oldSize = older.statement.predicate.audit_checkpoint.tree_size as number;
    for (const tenantId of ['a1', 'a2', 'a3'])
      await t.ctx.tenants.createKey({ tenantId, tier: 'free' }, null);
    const newer = await t.ctx.audit.checkpoint();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/audit/consistency?from=${oldSize}`,
      headers: t.auth(t.acmeKey),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from_size: oldSize, to_size: newer?.tree_size, to: newer });
    const proof = write('proof.json', res.body);
    const ok = main(['audit', '--key', keyFile, '--old', write('old.json', older.body), '--proof', proof]);
    expect(ok, ok.line).toEqual({
      code: 0,
      line: `OK audit checkpoint ${newer?.tree_size} is consistent with checkpoint ${oldSize}, both signed by ${t.ctx.signer.keyId}`,
    });
    // With a pinned key id, the public key comes from a saved matrix (--keys).
    const matrix = write(
      'm.json',
      (await t.app.inject({ method: 'GET', url: '/v1/public/channel-matrix' })).body,
    );
    const old = write('old2.json', older.body);
    expect(
      main(['audit', '--key', t.ctx.signer.keyId, '--keys', matrix, '--old', old, '--proof', proof]).code,
    ).toBe(0);
    // Bad requests: no checkpoint of that size, `to` older than `from`.
    for (const q of ['from=999999', `from=${oldSize}&to=1`, 'from=0', 'from=x']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/v1/audit/consistency?${q}`,
        headers: t.auth(t.acmeKey),
      });
      expect(r.statusCode, q).toBe(400);
    }
  });

  it('fails when the log was rewritten below a saved checkpoint, even if every checkpoint is signed', async () => {
    const saved = await t.ctx.audit.checkpoint();
    const savedFile = write('saved.json', JSON.stringify(saved));
    // A row rewritten below the saved checkpoint: the service's own verification finds it.
    await t.ctx.db.db
      .updateTable('audit_events')
      .set({ leaf_hash: leaf(4242).toString('hex') })
      .where('seq', '=', 0)
      .execute();
    expect((await t.ctx.audit.verify()).valid).toBe(false);
    // An operator holding the signing key signs a newer checkpoint over a rewritten log; the
    // proof the service serves cannot connect it to the checkpoint the verifier saved.
    const size = (saved?.tree_size ?? 0) + 1;
    const fake = {
      tree_size: size,
      root_hash: leaf(777).toString('hex'),
      created_at: new Date().toISOString(),
      counter: (saved?.counter ?? 0) + 1,
      prev_hash: null,
      key_id: t.ctx.signer.keyId,
      signature: '',
    };
    fake.signature = t.ctx.signer.sign(checkpointBody(fake as never));
    const proof = write(
      'rw-proof.json',
      JSON.stringify({
        from_size: saved?.tree_size,
        to_size: size,
        to: fake,
        proof: [leaf(9).toString('hex')],
      }),
    );
    const r = main(['audit', '--key', keyFile, '--old', savedFile, '--proof', proof]);
    expect(r).toEqual({
      code: 1,
      line: `FAIL: checkpoint ${size} is not consistent with checkpoint ${saved?.tree_size} (the log was rewritten)`,
    });
    // A checkpoint whose signature does not cover its fields fails on its own.
    const forged = { ...saved, root_hash: leaf(1).toString('hex') };
    expect(checkpointBody(forged as never).toString()).toContain(`${saved?.tree_size}`);
    const f = main([
      'audit',
      '--key',
      keyFile,
      '--old',
      write('forged.json', JSON.stringify(forged)),
      '--proof',
      proof,
    ]);
    expect(f.line).toBe(
      `FAIL: the signature of checkpoint ${saved?.tree_size} does not verify with the pinned key`,
    );
  });
});
