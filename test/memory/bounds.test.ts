import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { projectRef } from '../../src/domains/memory/project.js';
import { MemoryService } from '../../src/domains/memory/service.js';
import { describeEngines } from '../helpers/app.js';
import { buildMemoryApp, call, type MemoryTestApp, markerGuard } from './harness.js';

const limits = { factKeyChars: 70, factBytes: 160, searchScopeFacts: 3, exportFacts: 3, statsFacts: 4 };

describeEngines('memory bounds (%s)', (engine) => {
  let t: MemoryTestApp;
  beforeAll(async () => {
    t = await buildMemoryApp({ engine, config: { limits: { ...defaultConfig().limits, ...limits } } });
  });
  afterAll(async () => t?.close());

  const expect413 = (
    res: { status: number; body: { error?: { code: string; message: string } } },
    setting: string,
  ) => {
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('memory_bound_exceeded');
    expect(res.body.error?.message).toContain(`limits.${setting}`);
  };

  it('bounds the fact key in characters (factKeyChars) and the payload in bytes (factBytes)', async () => {
    const url = '/v1/memory/projects/b1/store';
    expect413(await call(t, t.acmeKey, 'POST', url, { key: 'k'.repeat(71), content: 'x' }), 'factKeyChars');
    expect((await call(t, t.acmeKey, 'POST', url, { key: 'k'.repeat(70), content: 'x' })).status).toBe(201);
    // 70 astral characters are 140 UTF-16 units but 70 characters.
    expect((await call(t, t.acmeKey, 'POST', url, { key: '🔑'.repeat(70), content: 'y' })).status).toBe(201);
    expect413(await call(t, t.acmeKey, 'POST', url, { content: 'x'.repeat(161) }), 'factBytes');
    // Multi-byte content counts in bytes: 60 × 3 bytes is over 160.
    expect413(await call(t, t.acmeKey, 'POST', url, { key: 'euro', content: '€'.repeat(60) }), 'factBytes');
    expect413(
      await call(t, t.acmeKey, 'POST', url, {
        key: 'meta',
        content: 'x',
        metadata: { pad: 'p'.repeat(150) },
      }),
      'factBytes',
    );
    expect413(
      await call(t, t.acmeKey, 'GET', `/v1/memory/projects/b1/search?q=${'q'.repeat(161)}`),
      'factBytes',
    );
  });

  it('bounds the search scope (searchScopeFacts) in exact mode; keyword mode ranks a bounded candidate set instead', async () => {
    const url = '/v1/memory/projects/b2/store';
    for (const c of ['plum one', 'plum two', 'plum three', 'plum four fig']) {
      expect((await call(t, t.acmeKey, 'POST', url, { content: c })).status).toBe(201);
    }
    const wide = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/b2/search?q=plum');
    expect(wide.status).toBe(200);
    expect(wide.body['data']).toHaveLength(4);
    const narrow = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/b2/search?q=fig');
    expect(narrow.status).toBe(200);
    expect(narrow.body['data']).toHaveLength(1);
    expect413(
      await call(t, t.acmeKey, 'GET', '/v1/memory/projects/b2/search?q=fig&mode=exact'),
      'searchScopeFacts',
    );
  });

  it('bounds exports (exportFacts) and statistics (statsFacts)', async () => {
    const url = '/v1/memory/projects/b3/store';
    for (const c of ['one', 'two', 'three']) await call(t, t.acmeKey, 'POST', url, { content: c });
    expect((await call(t, t.acmeKey, 'POST', '/v1/memory/projects/b3/export')).body['count']).toBe(3);
    await call(t, t.acmeKey, 'POST', url, { content: 'four' });
    expect413(await call(t, t.acmeKey, 'POST', '/v1/memory/projects/b3/export'), 'exportFacts');
    expect((await call(t, t.acmeKey, 'GET', '/v1/memory/projects/b3/stats')).body['facts']).toBe(4);
    await call(t, t.acmeKey, 'POST', url, { content: 'five' });
    expect413(await call(t, t.acmeKey, 'GET', '/v1/memory/projects/b3/stats'), 'statsFacts');
    for (const c of ['l1', 'l2', 'l3', 'l4', 'l5'])
      await call(t, t.acmeKey, 'POST', '/v1/memory/store', { content: c });
    expect413(await call(t, t.acmeKey, 'POST', '/v1/memory/export'), 'exportFacts');
    expect413(await call(t, t.acmeKey, 'GET', '/v1/memory/stats'), 'statsFacts');
  });

  it('answers 413 when a stored fact exceeds a bound lowered since it was stored', async () => {
    const stored = await call(t, t.acmeKey, 'POST', '/v1/memory/projects/b4/store', {
      content: 'quince '.repeat(15),
    });
    expect(stored.status).toBe(201);
    const stricter = new MemoryService({
      handle: t.ctx.db,
      audit: t.ctx.audit,
      clock: t.clock,
      guard: markerGuard(),
      defense: t.ctx.selfDefense,
      limits: { ...limits, factBytes: 100 },
    });
    await expect(
      stricter.search('acme', projectRef('b4'), { q: 'quince', limit: 10, mode: 'keyword' }),
    ).rejects.toMatchObject({ code: 'memory_bound_exceeded' });
  });
});
