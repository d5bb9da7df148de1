import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENGINES, buildTestApp, hasEngine, type TestApp } from '../helpers/app.js';

/**
 * Input the engines cannot store, or that recursive code cannot walk, is refused at the edge
 * with a clear 400 on every engine (PostgreSQL text refuses NUL; the canonical encoder and the
 * schema checker recurse). After each refusal the service still answers normally.
 */
const NUL = 'a\u0000b';
const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

for (const engine of ALL_ENGINES) {
  describe.skipIf(!hasEngine(engine))(`input hygiene at the edge (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ engine });
    });
    afterAll(async () => t?.close());

    const send = (method: 'POST' | 'GET', url: string, payload?: unknown, key?: string) =>
      t.app.inject({
        method,
        url,
        headers: t.auth(key ?? t.acmeKey),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    it.each([
      ['a key label', '/v1/admin/keys', { tenant_id: 'acme', tier: 'pro', label: NUL }, 'platform'],
      ['fact content', '/v1/memory/projects/p1/store', { content: NUL }, 'acme'],
      ['a fact key', '/v1/memory/projects/p1/store', { content: 'fine', key: NUL }, 'acme'],
      [
        'chat content',
        '/v1/chat/completions',
        { model: 'mock/echo', messages: [{ role: 'user', content: NUL }] },
        'acme',
      ],
      [
        'the chat model',
        '/v1/chat/completions',
        { model: NUL, messages: [{ role: 'user', content: 'hi' }] },
        'acme',
      ],
      ['a recover reason', '/v1/security/self-defense/recover', { reason: NUL }, 'platform'],
    ])('refuses a NUL in %s with 400 naming the problem', async (_what, url, body, who) => {
      const res = await send('POST', url, body, who === 'platform' ? t.platformKey : t.acmeKey);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/NUL/);
      expect(res.json().channel_disclosed).toBeDefined();
    });

    it('refuses a NUL in a search query with 400', async () => {
      const res = await send('GET', '/v1/memory/projects/p1/search?q=a%00b');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_parameter');
    });

    it('refuses JSON nested past the bound before any recursive code, in fact metadata and chat extras', async () => {
      const fact = await send('POST', '/v1/memory/projects/p1/store', {
        content: 'x',
        metadata: nested(3_000),
      });
      expect(fact.statusCode).toBe(400);
      expect(fact.json().error.message).toContain('nested deeper than 64');
      const chat = await send('POST', '/v1/chat/completions', {
        model: 'mock/echo',
        messages: [{ role: 'user', content: 'hi' }],
        extra: nested(3_000),
      });
      expect(chat.statusCode).toBe(400);
      const within = await send('POST', '/v1/memory/projects/p1/store', {
        content: 'ok',
        metadata: nested(40),
      });
      expect(within.statusCode).toBe(201);
    });

    it('bounds numeric query values: offset=1e20 is 400 naming offset', async () => {
      const res = await send('GET', '/v1/admin/keys?offset=1e20', undefined, t.platformKey);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.param).toBe('offset');
    });

    it('refuses an unknown or false Content-Encoding with 415', async () => {
      for (const encoding of ['gzip', 'br', 'bogus']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/scan',
          headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json', 'content-encoding': encoding },
          payload: '{"input":"hi"}',
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().error.code).toBe('unsupported_media_type');
      }
      const identity = await t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json', 'content-encoding': 'identity' },
        payload: '{"input":"hi"}',
      });
      expect(identity.statusCode).toBe(200);
    });

    it('keeps answering every tenant after the refusals', async () => {
      const usage = await send('GET', '/v1/usage');
      expect(usage.statusCode).toBe(200);
      const admin = await send('GET', '/v1/admin/usage', undefined, t.platformKey);
      expect(admin.statusCode).toBe(200);
    });
  });
}
