import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/core/errors.js';
import { backfillPass, gatewayEmbeddings } from '../../src/domains/memory/embeddings.js';
import { queryTokens } from '../../src/domains/memory/search.js';
import { guessLanguage, searchText, words } from '../../src/domains/memory/text.js';
import { dot, int8View, quantize, reciprocalRankFusion, topK } from '../../src/domains/memory/vectors.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';
import { buildMemoryApp, call, type MemoryTestApp, wordEmbeddings } from './harness.js';

interface Hit {
  key: string;
  content: string;
  score: number | null;
  session_id: string | null;
}

describe('text preparation', () => {
  it('cuts unspaced scripts into words at write and query time', () => {
    expect(words('我喜欢吃素食。')).toEqual(['我', '喜欢', '吃', '素食']);
    expect(searchText('東京の天気は良いです')).toBe('東京 の 天気 は 良い です');
    expect(searchText('plain English stays as it is.')).toBe('plain English stays as it is.');
    expect(queryTokens('素食')).toEqual(['素食']);
    expect(queryTokens('她喜欢素食吗')).toEqual(['她', '喜欢', '素食', '吗']);
  });

  it('guesses the text search configuration by script and function words', () => {
    expect(guessLanguage('What does she like to eat?')).toBe('english');
    expect(guessLanguage('Die Kinder spielen und sind nicht müde')).toBe('german');
    expect(guessLanguage('Elle aime les pommes et le fromage')).toBe('french');
    expect(guessLanguage('Она любит яблоки')).toBe('russian');
    expect(guessLanguage('我喜欢吃素食')).toBe('simple');
  });
});

describe('vectors', () => {
  it('stores int8 with a scale whose dot product tracks the cosine', () => {
    const a = [0.1, -0.7, 0.3, 0.5];
    const b = [0.2, -0.6, 0.1, 0.6];
    const na = Math.hypot(...a);
    const nb = Math.hypot(...b);
    const cos = a.reduce((s, x, i) => s + (x / na) * ((b[i] as number) / nb), 0);
    const q = quantize(b);
    expect(q.bytes.byteLength).toBe(4);
    const qa = new Float32Array(a.map((x) => x / na));
    expect(Math.abs(dot(qa, int8View(q.bytes), q.scale) - cos)).toBeLessThan(0.01);
  });

  it('fuses ranks and keeps the k best', () => {
    const fused = reciprocalRankFusion([
      [1, 2, 3],
      [3, 1],
    ]);
    expect([...fused.entries()].sort((x, y) => y[1] - x[1]).map(([id]) => id)).toEqual([1, 3, 2]);
    expect(
      topK(
        [5, 1, 9, 3, 7].map((score, id) => ({ id, score })),
        2,
      ).map((x) => x.score),
    ).toEqual([9, 7]);
  });
});

describeEngines('memory search modes (%s)', (engine) => {
  let t: MemoryTestApp;
  const embeddings = wordEmbeddings();
  const project = '/v1/memory/projects/modes';
  const search = async (query: string, key = t.acmeKey) => {
    const res = await call(t, key, 'GET', `${project}/search?${query}`);
    return { ...res, hits: (res.body['data'] ?? []) as Hit[] };
  };
  const store = async (key: string, content: string) => {
    const res = await call(t, t.acmeKey, 'POST', `${project}/store`, { key, content });
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    t = await buildMemoryApp({ engine, embeddings });
    await store('run', 'Alice is running three marathons this year');
    await store('veg', 'Alice is vegetarian and cooks lentils');
    await store('zh', '我喜欢吃素食');
    await store('ja', '東京の天気は良いです');
    await store('cafe', 'Meet at the café near the station');
    await store('other', 'The deploy window is Tuesday');
  });
  afterAll(async () => t?.close());

  it('stems keyword queries (runs finds running, marathon finds marathons)', async () => {
    const r = await search('q=runs+marathon');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ mode: 'keyword', requested_mode: 'keyword', notice: null });
    expect(r.hits[0]?.key).toBe('run');
    expect(typeof r.hits[0]?.score).toBe('number');
  });

  it('finds Chinese and Japanese words inside unspaced text', async () => {
    expect((await search(`q=${encodeURIComponent('素食')}`)).hits.map((h) => h.key)).toEqual(['zh']);
    expect((await search(`q=${encodeURIComponent('她喜欢什么')}`)).hits.map((h) => h.key)).toEqual(['zh']);
    expect((await search(`q=${encodeURIComponent('天気')}`)).hits.map((h) => h.key)).toEqual(['ja']);
  });

  it('folds accents on SQLite and matches the exact word on both', async () => {
    expect((await search('q=caf%C3%A9')).hits.map((h) => h.key)).toEqual(['cafe']);
  });

  it('answers an unknown mode with 400 and a code from the closed list', async () => {
    const r = await search('q=alice&mode=vector');
    expect(r.status).toBe(400);
    expect(Object.keys(ERROR_CODES)).toContain(r.body.error?.code);
    expect(r.body.error?.code).toBe('invalid_parameter');
    const legacy = await call(t, t.acmeKey, 'GET', '/v1/memory/search?q=alice&mode=fuzzy');
    expect(legacy.status).toBe(400);
  });

  it('runs semantic and hybrid as keyword, and says so, for a tenant without an embedding model', async () => {
    for (const mode of ['semantic', 'hybrid']) {
      const r = await search(`q=vegetarian&mode=${mode}`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ mode: 'keyword', requested_mode: mode });
      expect(r.body['notice']).toMatch(/no embedding model/);
      expect(r.hits[0]?.key).toBe('veg');
    }
  });

  it('searches semantically and hybrid with the tenant model, each hit scored, best first', async () => {
    const put = await call(t, t.acmeKey, 'PUT', '/v1/memory/settings', { embedding_model: 'words-64' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ embedding_model: 'words-64', poison_policy: 'refuse' });
    // The facts stored before the model was set are embedded by the backfill job.
    const before = await search('q=alice+cooks+lentils&mode=semantic');
    expect(before.body['mode']).toBe('semantic');
    expect(before.hits).toEqual([]);
    const pass = await backfillPass(t.ctx.db, embeddings, new Date(t.clock.now()).toISOString());
    expect(pass.embedded).toBe(6);
    const sem = await search('q=alice+cooks+lentils&mode=semantic&limit=3');
    expect(sem.body).toMatchObject({ mode: 'semantic', requested_mode: 'semantic', notice: null });
    expect(sem.hits).toHaveLength(3);
    expect(sem.hits[0]?.key).toBe('veg');
    const scores = sem.hits.map((h) => h.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThan(0.5);
    const hyb = await search('q=alice+cooks+lentils&mode=hybrid&limit=2');
    expect(hyb.body['mode']).toBe('hybrid');
    expect(hyb.hits.map((h) => h.key)).toEqual(['veg', 'run']);
    expect(hyb.hits[0]?.score).toBeCloseTo(2 / 61, 6);
    // A fact stored now is embedded at once.
    await store('tea', 'Bob drinks green tea every morning');
    const tea = await search('q=green+tea+morning&mode=semantic&limit=1');
    expect(tea.hits.map((h) => h.key)).toEqual(['tea']);
  });

  it('re-embeds after a model change and never compares two models', async () => {
    await call(t, t.acmeKey, 'PUT', '/v1/memory/settings', { embedding_model: 'words-96' });
    // The new model's vectors do not exist yet: nothing of words-64 (64 dimensions) is compared.
    expect((await search('q=green+tea&mode=semantic')).hits).toEqual([]);
    let embedded = 0;
    let removed = 0;
    for (let i = 0; i < 5; i += 1) {
      const p = await backfillPass(t.ctx.db, embeddings, new Date(t.clock.now()).toISOString(), 4);
      embedded += p.embedded;
      removed += p.removed;
    }
    expect(embedded).toBe(7);
    expect(removed).toBe(7);
    const rows = await t.ctx.db.db.selectFrom('memory_embeddings').select(['model', 'dims']).execute();
    expect(new Set(rows.map((r) => `${r.model}/${r.dims}`))).toEqual(new Set(['words-96/96']));
    expect((await search('q=green+tea&mode=semantic&limit=1')).hits.map((h) => h.key)).toEqual(['tea']);
  });

  it('keeps working when the embeddings provider is down at store time (the backfill catches up)', async () => {
    embeddings.fail = true;
    await store('late', 'Carol plays the cello on Sundays');
    embeddings.fail = false;
    expect((await search('q=carol+cello&mode=semantic&limit=1')).hits.map((h) => h.key)).not.toContain(
      'late',
    );
    await backfillPass(t.ctx.db, embeddings, new Date(t.clock.now()).toISOString());
    expect((await search('q=carol+cello&mode=semantic&limit=1')).hits.map((h) => h.key)).toEqual(['late']);
  });

  it('scopes a search to one project-chat session', async () => {
    await t.ctx.memory.storeSessionFacts(
      { tenantId: 'acme', keyId: 'k-test' },
      { kind: 'project', id: 'modes' },
      's-1',
      [{ content: 'session one likes pears' }],
    );
    await t.ctx.memory.storeSessionFacts(
      { tenantId: 'acme', keyId: 'k-test' },
      { kind: 'project', id: 'modes' },
      's-2',
      [{ content: 'session two likes pears too' }],
    );
    const all = await search('q=pears');
    expect(all.hits).toHaveLength(2);
    const one = await search('q=pears&session_id=s-1');
    expect(one.hits.map((h) => h.session_id)).toEqual(['s-1']);
    expect((await search('q=pears&session_id=bad%20id')).status).toBe(400);
  });
});

/** End to end: the tenant's model through the gateway's embeddings pipeline and the mock provider. */
describeEngines('memory semantic search through the provider layer (%s)', (engine) => {
  let t: TestApp;
  const project = '/v1/memory/projects/e2e-sem';
  const search = async (query: string) => {
    const res = await call(t, t.acmeKey, 'GET', `${project}/search?${query}`);
    return { ...res, hits: (res.body['data'] ?? []) as Hit[] };
  };
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t?.close());

  it('embeds stored facts with the mock provider, searches them, and re-embeds after a model change', async () => {
    expect(
      (await call(t, t.acmeKey, 'PUT', '/v1/memory/settings', { embedding_model: 'mock/emb' })).status,
    ).toBe(200);
    for (const [key, content] of [
      ['veg', 'Alice is a vegetarian who loves lentil soup'],
      ['car', 'Bob drives a red convertible'],
      ['job', 'Carol works as a nurse at the city hospital'],
    ]) {
      expect((await call(t, t.acmeKey, 'POST', `${project}/store`, { key, content })).status).toBe(201);
    }
    const sem = await search(`q=${encodeURIComponent('vegetarian lentils')}&mode=semantic&limit=3`);
    expect(sem.status).toBe(200);
    expect(sem.body).toMatchObject({ mode: 'semantic', notice: null });
    expect(sem.hits[0]?.key).toBe('veg');
    const hyb = await search(`q=${encodeURIComponent('who drives a convertible')}&mode=hybrid&limit=2`);
    expect(hyb.hits[0]?.key).toBe('car');
    const stored = await t.ctx.db.db.selectFrom('memory_embeddings').select(['model', 'dims']).execute();
    expect(stored.map((r) => `${r.model}/${r.dims}`)).toEqual(Array(3).fill('mock/emb/256'));

    await call(t, t.acmeKey, 'PUT', '/v1/memory/settings', { embedding_model: 'mock/emb-v2' });
    expect((await search('q=nurse&mode=semantic')).hits).toEqual([]);
    const pass = await backfillPass(
      t.ctx.db,
      gatewayEmbeddings(t.ctx.db, () => t.ctx.embeddings),
      new Date().toISOString(),
    );
    expect(pass).toMatchObject({ embedded: 3, removed: 3, failed: 0 });
    expect((await search('q=nurse+hospital&mode=semantic&limit=1')).hits.map((h) => h.key)).toEqual(['job']);
  });
});
