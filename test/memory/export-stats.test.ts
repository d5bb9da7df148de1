import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRef } from '../../src/domains/memory/project.js';
import { describeEngines } from '../helpers/app.js';
import { buildMemoryApp, call, type MemoryTestApp } from './harness.js';

describeEngines('memory export, stats and delete-all (%s)', (engine) => {
  let t: MemoryTestApp;
  beforeAll(async () => {
    t = await buildMemoryApp({ engine });
  });
  afterAll(async () => t?.close());

  it('exports a project oldest first with every field, and counts it', async () => {
    const url = '/v1/memory/projects/exp/store';
    await call(t, t.acmeKey, 'POST', url, {
      key: 'k1',
      content: 'first',
      metadata: { a: [1, { b: null }] },
      tags: ['t'],
    });
    t.clock.advance(1000);
    await call(t, t.acmeKey, 'POST', url, { key: 'k2', content: 'second ünïcode' });
    await t.ctx.memory.storeSessionFacts({ tenantId: 'acme', keyId: 'k' }, projectRef('exp'), 's-1', [
      { content: 'from the chat' },
    ]);

    const exp = await call(t, t.acmeKey, 'POST', '/v1/memory/projects/exp/export');
    expect(exp.status).toBe(200);
    expect(exp.body).toMatchObject({ object: 'memory.export', project_id: 'exp', count: 3 });
    expect(typeof exp.body['exported_at']).toBe('string');
    expect(exp.body['facts']).toEqual([
      {
        key: 'k1',
        content: 'first',
        metadata: { a: [1, { b: null }] },
        tags: ['t'],
        session_id: null,
        created_at: '2030-01-01T00:00:00.000Z',
        version: 1,
        valid_to: null,
        expires_at: null,
        quarantined: false,
      },
      {
        key: 'k2',
        content: 'second ünïcode',
        metadata: null,
        tags: [],
        session_id: null,
        created_at: '2030-01-01T00:00:01.000Z',
        version: 1,
        valid_to: null,
        expires_at: null,
        quarantined: false,
      },
      expect.objectContaining({ content: 'from the chat', session_id: 's-1' }),
    ]);

    const stats = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/exp/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      object: 'memory.stats',
      project_id: 'exp',
      facts: 3,
      sessions: 1,
      session_facts: 1,
      oldest_at: '2030-01-01T00:00:00.000Z',
      newest_at: '2030-01-01T00:00:01.000Z',
    });
    expect(stats.body['bytes']).toBeGreaterThan(60);

    const empty = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/nothing-here/stats');
    expect(empty.body).toMatchObject({ facts: 0, bytes: 0, sessions: 0, oldest_at: null, newest_at: null });
    const legacy = await call(t, t.acmeKey, 'GET', '/v1/memory/stats');
    expect(legacy.body).toMatchObject({ object: 'memory.stats', project_id: null, facts: 0 });
  });

  it('deletes all memory of the caller tenant only, in every project, audited', async () => {
    await call(t, t.acmeKey, 'POST', '/v1/memory/store', { content: 'legacy fact' });
    await call(t, t.acmeKey, 'POST', '/v1/memory/projects/other/store', { content: 'other fact' });
    await call(t, t.globexKey, 'POST', '/v1/memory/store', { content: 'globex keeps this' });
    const before = await t.ctx.audit.verify();

    const res = await call(t, t.acmeKey, 'DELETE', '/v1/memory/all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: 5, projects: 3 });

    const after = await t.ctx.audit.verify();
    expect(after.tree_size).toBe(before.tree_size + 1);
    const event = await t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '=', before.tree_size)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: 'memory.deleted_all', actor_tenant: 'acme', subject: 'acme' });
    expect(event.data).not.toContain('fact');

    for (const url of [
      '/v1/memory/stats',
      '/v1/memory/projects/exp/stats',
      '/v1/memory/projects/other/stats',
    ]) {
      expect((await call(t, t.acmeKey, 'GET', url)).body['facts']).toBe(0);
    }
    expect((await call(t, t.acmeKey, 'GET', '/v1/memory/search?q=legacy')).body['data']).toEqual([]);
    expect((await call(t, t.globexKey, 'GET', '/v1/memory/stats')).body['facts']).toBe(1);
    // The full-text index forgot the deleted facts too: a re-stored fact is found once.
    await call(t, t.acmeKey, 'POST', '/v1/memory/store', { content: 'legacy fact' });
    expect((await call(t, t.acmeKey, 'GET', '/v1/memory/search?q=legacy')).body['data']).toHaveLength(1);
  });

  it('writes content-free audit events for stores', async () => {
    const before = (await t.ctx.audit.verify()).tree_size;
    await call(t, t.acmeKey, 'POST', '/v1/memory/projects/audited/store', {
      key: 'secret-key',
      content: 'very private words',
    });
    const ev = await t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '=', before)
      .executeTakeFirstOrThrow();
    expect(ev.type).toBe('memory.fact_stored');
    expect(JSON.parse(ev.data)).toMatchObject({ project_id: 'audited', session_id: null, stored: 1 });
    expect(ev.data).not.toContain('private');
    expect(ev.data).not.toContain('secret-key');
  });
});
