import { afterEach, beforeEach, expect, it } from 'vitest';
import { SelfDefense } from '../../src/domains/security/service.js';
import { describeEngines } from '../helpers/app.js';
import { siblingWorkers } from '../helpers/siblings.js';
import { BLOCK_MARKER, buildMemoryApp, call, type MemoryTestApp } from '../memory/harness.js';

const MEMORY_ROUTES: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
  ['POST', '/v1/memory/store', { content: 'x' }],
  ['GET', '/v1/memory/search?q=x'],
  ['POST', '/v1/memory/export'],
  ['GET', '/v1/memory/stats'],
  ['DELETE', '/v1/memory/all'],
  ['POST', '/v1/memory/projects/p1/store', { content: 'x' }],
  ['GET', '/v1/memory/projects/p1/search?q=x'],
  ['GET', '/v1/memory/projects/p1/stats'],
  ['POST', '/v1/memory/projects/p1/export'],
];

describeEngines('runtime self-defense (%s)', (engine) => {
  let t: MemoryTestApp;
  beforeEach(async () => {
    t = await buildMemoryApp({ engine, defense: { blockedWriteBurst: 3, blockedWriteWindowMs: 60_000 } });
  });
  afterEach(async () => t?.close());

  const status = async (key = t.acmeKey) => call(t, key, 'GET', '/v1/security/self-defense');
  const blockedWrite = async () => {
    const res = await call(t, t.acmeKey, 'POST', '/v1/memory/projects/p1/store', {
      content: `x ${BLOCK_MARKER}`,
    });
    expect(res.status).toBe(403);
  };
  const lastAudit = async () =>
    t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('shows the mode to any authenticated key, and recovery only to a platform key with a reason', async () => {
    const scanOnly = await t.ctx.tenants.createKey({ tenantId: 'acme', tier: 'pro', scopes: ['scan'] }, null);
    const s = await status(scanOnly.key);
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ mode: 'normal', reason: null, cause: null, events: [] });

    const url = '/v1/security/self-defense/recover';
    const denied = await call(t, t.acmeKey, 'POST', url, { reason: 'let me in' });
    expect(denied.status).toBe(403);
    expect(denied.body.error?.code).toBe('platform_only');
    for (const payload of [
      undefined,
      {},
      { reason: '' },
      { reason: 'r'.repeat(501) },
      { reason: 'ok', x: 1 },
    ]) {
      const res = await call(t, t.platformKey, 'POST', url, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const ok = await call(t, t.platformKey, 'POST', url, { reason: 'reviewed: false alarm' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      mode: 'normal',
      reason: 'reviewed: false alarm',
      cause: 'operator_recover',
    });
    const ev = await lastAudit();
    expect(ev).toMatchObject({ type: 'self_defense.recovered', actor_tenant: 'platform' });
    expect(ev.data).not.toContain('false alarm');
    expect(JSON.parse(ev.data)).toHaveProperty('reason_sha256');
  });

  it('locks down after a burst of blocked memory writes in the window; 423 on every memory route until recovered', async () => {
    await blockedWrite();
    await blockedWrite();
    t.clock.advance(61_000); // those two fall out of the window
    await blockedWrite();
    await blockedWrite();
    expect((await status()).body['mode']).toBe('normal');
    await blockedWrite();

    const s = await status();
    expect(s.body).toMatchObject({ mode: 'lockdown', cause: 'blocked_memory_burst' });
    const events = s.body['events'] as { type: string }[];
    expect(events[0]?.type).toBe('lockdown_entered');
    expect(events.filter((e) => e.type === 'memory_write_blocked')).toHaveLength(5);
    expect(s.body['events'] && JSON.stringify(events)).not.toMatch(/acme|BLOCKME|PROMPT/);
    expect((await lastAudit()).type).toBe('self_defense.lockdown');

    for (const [method, url, body] of MEMORY_ROUTES) {
      const res = await call(t, t.acmeKey, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(423);
      expect(res.body.error?.code).toBe('self_defense_lockdown');
    }
    // Other operations go on.
    expect((await call(t, t.acmeKey, 'GET', '/v1/audit/verify')).status).toBe(200);

    await call(t, t.platformKey, 'POST', '/v1/security/self-defense/recover', {
      reason: 'attack blocked upstream',
    });
    for (const [method, url, body] of MEMORY_ROUTES) {
      const res = await call(t, t.acmeKey, method, url, body);
      expect(res.status, `${method} ${url}`).toBeLessThan(300);
    }
    // Writes blocked before the recovery no longer count towards the burst.
    await blockedWrite();
    expect((await status()).body['mode']).toBe('normal');
  });

  it('shares the mode and the burst count across instances; a remote change is seen within the cache bound', async () => {
    const a = t.ctx.selfDefense;
    const b = new SelfDefense(t.ctx.db, t.ctx.audit, t.clock, { blockedWriteBurst: 3, cacheMs: 60_000 });
    await a.noteBlockedWrite('acme', ['PROMPT_INJECTION']);
    await b.noteBlockedWrite('globex', ['PROMPT_INJECTION']);
    await a.assertNormal();
    await b.noteBlockedWrite('acme', ['JAILBREAK']);
    expect((await b.view()).mode).toBe('lockdown');
    // Instance A still answers from its cache (read just now) ...
    await a.assertNormal();
    t.clock.advance(999);
    await a.assertNormal();
    // ... and sees the lockdown once the cache bound (at most 1 s, even if configured higher) passes.
    t.clock.advance(1);
    await expect(a.assertNormal()).rejects.toMatchObject({ code: 'self_defense_lockdown', status: 423 });
    t.clock.advance(5_000);
    await b.recover({ tenantId: 'platform', keyId: 'k' }, 'reviewed');
    t.clock.advance(1_000);
    await a.assertNormal();
  });

  it('applies a lockdown or a recovery made through one worker of an instance at once on the others', async () => {
    const { workers } = siblingWorkers(2);
    const [a, b] = workers.map(
      (w) => new SelfDefense(t.ctx.db, t.ctx.audit, t.clock, { blockedWriteBurst: 3 }, w.invalidations),
    ) as [SelfDefense, SelfDefense];
    await a.assertNormal(); // both workers cache "normal" (the clock stands still)
    await b.assertNormal();
    await b.trip('test', 'entered through worker b');
    await expect(a.assertNormal()).rejects.toMatchObject({ code: 'self_defense_lockdown' });
    await a.recover({ tenantId: 'platform', keyId: 'k' }, 'reviewed');
    await b.assertNormal();
  });

  it('locks down when audit verification fails', async () => {
    await t.ctx.selfDefense.onAuditVerified(await t.ctx.audit.verify());
    expect((await status()).body['mode']).toBe('normal');
    await t.ctx.db.db
      .updateTable('audit_events')
      .set({ data: '{"revoked":99}' })
      .where('seq', '=', 1)
      .execute();
    const report = await t.ctx.audit.verify();
    expect(report.valid).toBe(false);
    await t.ctx.selfDefense.onAuditVerified(report);
    const s = await status();
    expect(s.body).toMatchObject({ mode: 'lockdown', cause: 'audit_verification_failed' });
    expect((s.body['events'] as { type: string }[]).map((e) => e.type)).toEqual([
      'lockdown_entered',
      'audit_verification_failed',
    ]);
  });

  it('locks down on a signing-key mismatch (a checkpoint whose signature does not verify)', async () => {
    await t.ctx.audit.checkpoint();
    await t.ctx.db.db
      .updateTable('audit_checkpoints')
      .set({ signature: Buffer.alloc(64, 7).toString('base64') })
      .execute();
    const report = await t.ctx.audit.verify();
    expect(report.reason).toBe('checkpoint_signature_invalid');
    await t.ctx.selfDefense.onAuditVerified(report);
    expect((await status()).body).toMatchObject({ mode: 'lockdown', cause: 'signing_key_mismatch' });
    // A foreign key id on an otherwise valid report is a mismatch as well.
    const quiet = new SelfDefense(t.ctx.db, t.ctx.audit, t.clock, { lockOnKeyMismatch: false });
    await quiet.onAuditVerified({
      valid: true,
      reason: null,
      key_id: 'sha256:a',
      checkpoint: { key_id: 'sha256:b' },
    });
    const events = (await status()).body['events'] as { type: string }[];
    expect(events[0]?.type).toBe('signing_key_mismatch');
  });
});
