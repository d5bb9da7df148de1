import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fts5Query, queryTokens } from '../../src/domains/memory/search.js';
import { describeEngines } from '../helpers/app.js';
import { BLOCK_MARKER, buildMemoryApp, call, type MemoryTestApp } from './harness.js';

interface Hit {
  key: string;
  content: string;
  score: number | null;
}

describe('keyword query sanitising', () => {
  it('cuts caller text into plain word tokens, so no FTS syntax survives', () => {
    expect(queryTokens('NEAR(apple banana) OR -cherry "x* ^y col:z')).toEqual([
      'near',
      'apple',
      'banana',
      'or',
      'cherry',
      'x',
      'col',
      'z',
    ]);
    expect(queryTokens('" * ( ) - + : ^')).toEqual([]);
    // Function words go when other words remain ("y" is Spanish "and"); a query of only them keeps them.
    expect(queryTokens('What does she like to eat?')).toEqual(['like', 'eat']);
    expect(queryTokens('what is it')).toEqual(['what', 'is', 'it']);
    expect(queryTokens('Ünïcode café 東京')).toEqual(['ünïcode', 'café', '東京']);
    expect(queryTokens(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(32);
    expect(fts5Query(['apple', 'or'])).toBe('"apple" OR "or"');
  });
});

describeEngines('memory search (%s)', (engine) => {
  let t: MemoryTestApp;
  const project = '/v1/memory/projects/fruit';
  const search = async (query: string, key = t.acmeKey) => {
    const res = await call(t, key, 'GET', `${project}/search?${query}`);
    return { ...res, hits: (res.body['data'] ?? []) as Hit[] };
  };

  beforeAll(async () => {
    t = await buildMemoryApp({ engine });
    const facts = [
      { key: 'a', content: 'apple banana cherry' },
      { key: 'b', content: 'apple apple apple orchard' },
      { key: 'c', content: 'banana split' },
      { key: 'd', content: 'nothing relevant here' },
      { key: 'e', content: 'Apple Pie recipe' },
      { key: 'f', content: '100% sure about snake_case' },
      { key: 'g', content: '1000 sure about snakeXcase' },
      { key: 'h', content: 'the word OR and NEAR appear "quoted" here' },
    ];
    for (const f of facts) {
      const res = await call(t, t.acmeKey, 'POST', `${project}/store`, f);
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  it('ranks keyword matches, best first, with any query word matching', async () => {
    const apple = await search('q=apple');
    expect(apple.status).toBe(200);
    expect(apple.body['mode']).toBe('keyword');
    const keys = apple.hits.map((h) => h.key);
    expect(keys.slice(0, 1)).toEqual(['b']);
    expect(new Set(keys)).toEqual(new Set(['a', 'b', 'e']));
    const scores = apple.hits.map((h) => h.score ?? Number.NaN);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);

    const two = await search('q=apple%20banana');
    expect(two.hits[0]?.key).toBe('a');
    expect(new Set(two.hits.map((h) => h.key))).toEqual(new Set(['a', 'b', 'c', 'e']));
    expect((await search('q=zzz')).hits).toEqual([]);
  });

  it('treats FTS operators and punctuation in the query as plain words, never as syntax', async () => {
    const cases: [string, string[]][] = [
      ['"', []],
      ['*', []],
      ['apple*', ['a', 'b', 'e']],
      ['NEAR(apple banana)', ['a', 'b', 'c', 'e', 'h']],
      ['banana OR', ['a', 'c', 'h']],
      ['-banana', ['a', 'c']],
      ['"banana', ['a', 'c']],
      ['content:banana', ['a', 'c']],
      ['^banana', ['a', 'c']],
      ['banana & !split | (', ['a', 'c']],
      ['AND', ['h']],
      ["banana'; drop table memory_facts; --", ['a', 'c']],
    ];
    for (const [q, expected] of cases) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(new Set(res.hits.map((h) => h.key)), q).toEqual(new Set(expected));
    }
    expect((await search('q=apple')).hits.length).toBe(3);
  });

  it('exact mode is a case-sensitive substring with no wildcards', async () => {
    const upper = await search('q=Apple&mode=exact');
    expect(upper.body['mode']).toBe('exact');
    expect(upper.hits.map((h) => h.key)).toEqual(['e']);
    expect(upper.hits[0]?.score).toBeNull();
    expect((await search(`q=${encodeURIComponent('0%')}&mode=exact`)).hits.map((h) => h.key)).toEqual(['f']);
    expect((await search('q=e_c&mode=exact')).hits.map((h) => h.key)).toEqual(['f']);
    expect((await search(`q=${encodeURIComponent('%')}&mode=exact`)).hits.map((h) => h.key)).toEqual(['f']);
    expect((await search(`q=${encodeURIComponent('"quoted"')}&mode=exact`)).hits.map((h) => h.key)).toEqual([
      'h',
    ]);
    // Newest first.
    expect((await search('q=apple&mode=exact')).hits.map((h) => h.key)).toEqual(['b', 'a']);
  });

  it('honours limit (default 10) and rejects bad arguments with 400', async () => {
    for (let i = 0; i < 12; i += 1) {
      await call(t, t.acmeKey, 'POST', '/v1/memory/projects/many/store', { content: `kiwi number ${i}` });
    }
    const all = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/many/search?q=kiwi');
    expect(all.body['data']).toHaveLength(10);
    const one = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/many/search?q=kiwi&limit=1');
    expect(one.body['data']).toHaveLength(1);
    for (const query of ['', 'q=', 'q=a&limit=0', 'q=a&limit=101', 'q=a&limit=abc', 'q=a&mode=fuzzy']) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error?.code).toBe('invalid_parameter');
    }
  });

  it('answers 403 when the policy blocks the search query', async () => {
    const res = await search(`q=${BLOCK_MARKER}`);
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('memory_content_blocked');
    expect(t.guard.calls.at(-1)).toEqual({ tenantId: 'acme', text: BLOCK_MARKER, role: 'user' });
  });

  it('searches only the caller tenant and project', async () => {
    expect((await search('q=apple', t.globexKey)).hits).toEqual([]);
    const legacy = await call(t, t.acmeKey, 'GET', '/v1/memory/search?q=apple');
    expect(legacy.body['data']).toEqual([]);
    expect(legacy.body['project_id']).toBeNull();
  });
});
