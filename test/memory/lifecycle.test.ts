import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { buildMemoryApp, call, type MemoryTestApp, secondInstance } from './harness.js';

interface FactOut {
  key: string;
  content: string;
  version: number;
  created_at: string;
  valid_to: string | null;
  expires_at: string | null;
}

describeEngines('memory fact lifecycle (%s)', (engine) => {
  let t: MemoryTestApp;
  let u: MemoryTestApp;
  const project = '/v1/memory/projects/life';
  const facts = async (): Promise<FactOut[]> =>
    (await call(t, t.acmeKey, 'POST', `${project}/export`)).body['facts'] as FactOut[];
  const keys = async (q: string) =>
    ((await call(t, t.acmeKey, 'GET', `${project}/search?q=${q}`)).body['data'] as FactOut[]).map(
      (f) => f.key,
    );

  beforeAll(async () => {
    t = await buildMemoryApp({ engine });
    u = await secondInstance(t);
  });
  afterAll(async () => {
    await u?.close();
    await t?.close();
  });

  it('updates a fact: the old version is superseded and kept in the export with its validity interval', async () => {
    expect(
      (await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'diet', content: 'Alice eats meat' }))
        .status,
    ).toBe(201);
    t.clock.advance(1000);
    const up = await call(t, t.acmeKey, 'PUT', `${project}/facts/diet`, {
      content: 'Alice is vegetarian now',
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ updated: true, fact: { key: 'diet', version: 2, valid_to: null } });
    const history = (await facts()).filter((f) => f.key === 'diet');
    expect(history.map((f) => [f.version, f.content, f.created_at, f.valid_to])).toEqual([
      [1, 'Alice eats meat', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:01.000Z'],
      [2, 'Alice is vegetarian now', '2030-01-01T00:00:01.000Z', null],
    ]);
    expect(await keys('meat')).toEqual([]);
    expect(await keys('vegetarian')).toEqual(['diet']);
    const stats = await call(t, t.acmeKey, 'GET', `${project}/stats`);
    expect(stats.body['facts']).toBe(1);
    // Same payload: nothing changes. Stale version: 409. Unknown key: 404.
    const same = await call(t, t.acmeKey, 'PUT', `${project}/facts/diet`, {
      content: 'Alice is vegetarian now',
    });
    expect(same.body).toMatchObject({ updated: false, fact: { version: 2 } });
    const stale = await call(t, t.acmeKey, 'PUT', `${project}/facts/diet`, { content: 'x', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('conflict');
    const missing = await call(t, t.acmeKey, 'PUT', `${project}/facts/nope`, { content: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('resource_not_found');
    // Storing a different payload under a current key is still a conflict.
    expect(
      (await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'diet', content: 'other' })).status,
    ).toBe(409);
  });

  it('deletes one fact with every version; a second delete is 404', async () => {
    const del = await call(t, t.acmeKey, 'DELETE', `${project}/facts/diet`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ project_id: 'life', key: 'diet', deleted: 2 });
    expect((await facts()).filter((f) => f.key === 'diet')).toEqual([]);
    expect((await call(t, t.acmeKey, 'DELETE', `${project}/facts/diet`)).status).toBe(404);
    // Another tenant cannot delete or update acme's fact.
    await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'mine', content: 'acme only' });
    expect((await call(t, t.globexKey, 'DELETE', `${project}/facts/mine`)).status).toBe(404);
    expect((await call(t, t.globexKey, 'PUT', `${project}/facts/mine`, { content: 'x' })).status).toBe(404);
    expect(await keys('acme')).toEqual(['mine']);
  });

  it('expires facts by their TTL or the project default; an expired key can be stored again', async () => {
    const p = '/v1/memory/projects/ttl';
    await call(t, t.acmeKey, 'POST', `${p}/store`, {
      key: 'short',
      content: 'parking spot seven',
      ttl_seconds: 60,
    });
    const set = await call(t, t.acmeKey, 'PUT', `${p}/settings`, { default_ttl_seconds: 3600 });
    expect(set.body).toMatchObject({ object: 'memory.project_settings', default_ttl_seconds: 3600 });
    const dflt = await call(t, t.acmeKey, 'POST', `${p}/store`, {
      key: 'hour',
      content: 'parking spot eight',
    });
    expect((dflt.body['fact'] as FactOut).expires_at).toBe(new Date(t.clock.now() + 3_600_000).toISOString());
    const find = async () =>
      ((await call(t, t.acmeKey, 'GET', `${p}/search?q=parking`)).body['data'] as FactOut[])
        .map((f) => f.key)
        .sort();
    expect(await find()).toEqual(['hour', 'short']);
    t.clock.advance(61_000);
    expect(await find()).toEqual(['hour']);
    expect((await call(t, t.acmeKey, 'GET', `${p}/stats`)).body['facts']).toBe(1);
    const again = await call(t, t.acmeKey, 'POST', `${p}/store`, {
      key: 'short',
      content: 'parking spot nine',
      ttl_seconds: 60,
    });
    expect(again.status).toBe(201);
    expect(again.body['fact']).toMatchObject({ version: 2 });
    t.clock.advance(3_600_000);
    expect(await find()).toEqual([]);
    expect((await call(t, t.acmeKey, 'PUT', `${p}/settings`, { default_ttl_seconds: 0 })).status).toBe(400);
  });

  it('serialises updates racing from two instances: every update lands as its own version', async () => {
    await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'race', content: 'v1' });
    const apps = [t, u];
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(apps[i % 2] as MemoryTestApp, t.acmeKey, 'PUT', `${project}/facts/race`, {
          content: `update ${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
    const history = (await facts()).filter((f) => f.key === 'race');
    expect(history.map((f) => f.version)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(history.filter((f) => f.valid_to === null)).toHaveLength(1);
    expect(new Set(results.map((r) => (r.body['fact'] as FactOut).version)).size).toBe(16);
  });

  it('lets exactly one of two instances win a compare-and-set on the same version', async () => {
    await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'cas', content: 'v1' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? u : t, t.acmeKey, 'PUT', `${project}/facts/cas`, { content: `cas ${i}`, version: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error?.code)).toEqual(
      Array(7).fill('conflict'),
    );
    expect((await facts()).filter((f) => f.key === 'cas').map((f) => f.version)).toEqual([1, 2]);
  });

  it('races a delete against updates from two instances without leaving a half-written fact', async () => {
    await call(t, t.acmeKey, 'POST', `${project}/store`, { key: 'gone', content: 'v1' });
    const ops = await Promise.all([
      call(t, t.acmeKey, 'PUT', `${project}/facts/gone`, { content: 'a' }),
      call(u, t.acmeKey, 'DELETE', `${project}/facts/gone`),
      call(u, t.acmeKey, 'PUT', `${project}/facts/gone`, { content: 'b' }),
      call(t, t.acmeKey, 'PUT', `${project}/facts/gone`, { content: 'c' }),
    ]);
    for (const r of ops) expect([200, 404]).toContain(r.status);
    const left = (await facts()).filter((f) => f.key === 'gone');
    // Whatever order they ran in: either nothing is left, or a consecutive history with one current version.
    expect(left.map((f) => f.version)).toEqual(Array.from({ length: left.length }, (_, i) => i + 1));
    if (left.length > 0) expect(left.filter((f) => f.valid_to === null)).toHaveLength(1);
  });

  it('stores a replay racing on two instances once', async () => {
    const body = { key: 'once', content: 'stored once' };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 ? u : t, t.acmeKey, 'POST', `${project}/store`, body)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
  });

  it('updates and deletes facts of the legacy default project', async () => {
    await call(t, t.acmeKey, 'POST', '/v1/memory/store', { key: 'legacy', content: 'old text' });
    const up = await call(t, t.acmeKey, 'PUT', '/v1/memory/facts/legacy', { content: 'new text' });
    expect(up.body).toMatchObject({ project_id: null, updated: true, fact: { version: 2 } });
    expect((await call(t, t.acmeKey, 'DELETE', '/v1/memory/facts/legacy')).body).toMatchObject({
      deleted: 2,
    });
  });
});
