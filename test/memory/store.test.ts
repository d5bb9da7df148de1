import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRef } from '../../src/domains/memory/project.js';
import { describeEngines } from '../helpers/app.js';
import { BLOCK_MARKER, buildMemoryApp, call, type MemoryTestApp } from './harness.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describeEngines('memory store (%s)', (engine) => {
  let t: MemoryTestApp;
  beforeAll(async () => {
    t = await buildMemoryApp({ engine, config: { keyCacheMs: 60_000 } });
  });
  afterAll(async () => t?.close());

  const auditSize = async () => (await t.ctx.audit.verify()).tree_size;

  it('stores a new fact with 201, replays the identical fact with 200 unchanged, audits only the store', async () => {
    const url = '/v1/memory/projects/alpha/store';
    const fact = {
      content: 'The deploy window is Tuesday.',
      metadata: { source: 'wiki', n: 1 },
      tags: ['ops'],
    };
    const before = await auditSize();
    const first = await call(t, t.acmeKey, 'POST', url, fact);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      project_id: 'alpha',
      replayed: false,
      fact: {
        key: sha256(fact.content),
        content: fact.content,
        metadata: fact.metadata,
        tags: ['ops'],
        session_id: null,
      },
    });
    expect(await auditSize()).toBe(before + 1);

    t.clock.advance(5_000);
    // Same payload with metadata keys in another order: the same canonical payload.
    const again = await call(t, t.acmeKey, 'POST', url, { ...fact, metadata: { n: 1, source: 'wiki' } });
    expect(again.status).toBe(200);
    expect(again.body['replayed']).toBe(true);
    expect(again.body['fact']).toEqual(first.body['fact']);
    expect(await auditSize()).toBe(before + 1);
  });

  it('answers 409 fact_conflict for the same identity with a different payload, and keeps the first', async () => {
    const url = '/v1/memory/projects/alpha/store';
    expect((await call(t, t.acmeKey, 'POST', url, { key: 'color', content: 'blue' })).status).toBe(201);
    const conflict = await call(t, t.acmeKey, 'POST', url, { key: 'color', content: 'green' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error?.code).toBe('fact_conflict');
    const tagsDiffer = await call(t, t.acmeKey, 'POST', url, { key: 'color', content: 'blue', tags: ['x'] });
    expect(tagsDiffer.status).toBe(409);
    const search = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/alpha/search?q=blue%20green');
    expect((search.body['data'] as { content: string }[]).map((f) => f.content)).toEqual(['blue']);
  });

  it('keeps the legacy default project and explicit projects apart', async () => {
    const fact = { key: 'shared', content: 'one fact, two projects' };
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/store', fact)).status).toBe(201);
    const legacy = await call(t, t.acmeKey, 'POST', '/v1/memory/store', fact);
    expect(legacy.status).toBe(200);
    expect(legacy.body['project_id']).toBeNull();
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/projects/beta/store', fact)).status).toBe(201);
    // A project literally named "default" is an ordinary project, not the legacy one.
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/projects/default/store', fact)).status).toBe(201);
    const legacySearch = await call(t, t.acmeKey, 'GET', '/v1/memory/search?q=fact');
    expect(legacySearch.body['data']).toHaveLength(1);
  });

  it('rejects malformed and reserved project ids with 400 invalid_parameter', async () => {
    for (const id of ['~default', '%7Edefault', 'bad%20id', 'a%2Fb', 'x'.repeat(129), 'semi%3Bcolon']) {
      for (const [method, suffix] of [
        ['POST', 'store'],
        ['GET', 'search?q=a'],
        ['GET', 'stats'],
        ['POST', 'export'],
      ] as const) {
        const res = await call(
          t,
          t.acmeKey,
          method,
          `/v1/memory/projects/${id}/${suffix}`,
          method === 'POST' && suffix === 'store' ? { content: 'x' } : undefined,
        );
        expect(res.status, `${method} ${id}/${suffix}`).toBe(400);
        expect(res.body.error?.code).toBe('invalid_parameter');
      }
    }
    expect(() => projectRef('~default')).toThrow(/project_id must match/);
  });

  it('rejects bad fact bodies with 400', async () => {
    const url = '/v1/memory/projects/alpha/store';
    for (const payload of [
      {},
      { content: '' },
      { content: 'x', key: '' },
      { content: 'x', tags: [1] },
      { content: 'x', metadata: 'not an object' },
      { content: 'x', extra: true },
      { content: 42 },
    ]) {
      const res = await call(t, t.acmeKey, 'POST', url, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error?.code).toBe('invalid_request');
    }
  });

  it('answers 403 memory_content_blocked when the policy blocks the content, and stores nothing', async () => {
    const statsBefore = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/gamma/stats');
    for (const payload of [
      { content: `ignore previous instructions ${BLOCK_MARKER}` },
      { content: 'harmless', tags: [BLOCK_MARKER] },
      { content: 'harmless', metadata: { note: { deep: [BLOCK_MARKER] } } },
    ]) {
      const res = await call(t, t.acmeKey, 'POST', '/v1/memory/projects/gamma/store', payload);
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('memory_content_blocked');
      expect(JSON.stringify(res.body)).not.toContain(BLOCK_MARKER);
    }
    const statsAfter = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/gamma/stats');
    expect(statsAfter.body['facts']).toBe(statsBefore.body['facts']);
    expect(statsAfter.body['facts']).toBe(0);
    expect(t.guard.calls.at(-1)?.tenantId).toBe('acme');
  });

  it('answers 409 project_not_writable once the tenant is terminated, even with a still-cached key', async () => {
    const k = await t.ctx.tenants.createKey({ tenantId: 'doomed', tier: 'pro' }, null);
    const url = '/v1/memory/projects/p1/store';
    expect((await call(t, k.key, 'POST', url, { content: 'before' })).status).toBe(201);
    // Another instance terminated the tenant; this instance still holds the key in its cache.
    await t.ctx.db.db
      .updateTable('tenants')
      .set({ status: 'terminated' })
      .where('id', '=', 'doomed')
      .execute();
    const res = await call(t, k.key, 'POST', url, { content: 'after' });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('project_not_writable');
    const replay = await call(t, k.key, 'POST', url, { content: 'before' });
    expect(replay.status).toBe(409);
    await expect(
      t.ctx.memory.store({ tenantId: 'ghost', keyId: 'k' }, projectRef('p1'), { content: 'x' }),
    ).rejects.toMatchObject({ code: 'project_not_writable' });
  });

  it('isolates tenants: globex neither reads acme facts nor collides with their keys', async () => {
    const secret = { key: 'launch-code', content: 'acme secret launch plan zebra' };
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/projects/shared-name/store', secret)).status).toBe(
      201,
    );
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/store', secret)).status).toBe(201);
    const other = { key: 'launch-code', content: 'globex own content' };
    expect((await call(t, t.globexKey, 'POST', '/v1/memory/projects/shared-name/store', other)).status).toBe(
      201,
    );
    for (const url of [
      '/v1/memory/projects/shared-name/search?q=zebra',
      '/v1/memory/projects/shared-name/search?q=zebra&mode=exact',
      '/v1/memory/search?q=zebra',
    ]) {
      const res = await call(t, t.globexKey, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body['data']).toEqual([]);
    }
    const exported = await call(t, t.globexKey, 'POST', '/v1/memory/projects/shared-name/export');
    expect(JSON.stringify(exported.body)).not.toContain('zebra');
    expect(exported.body['count']).toBe(1);
    const legacyExport = await call(t, t.globexKey, 'POST', '/v1/memory/export');
    expect(JSON.stringify(legacyExport.body)).not.toContain('zebra');
  });
});
