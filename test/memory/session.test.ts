import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRef } from '../../src/domains/memory/project.js';
import { describeEngines } from '../helpers/app.js';
import { BLOCK_MARKER, buildMemoryApp, call, type MemoryTestApp } from './harness.js';

const acme = { tenantId: 'acme', keyId: 'key_test' };
const globex = { tenantId: 'globex', keyId: 'key_test2' };

/** The service API the project chat calls: session facts, recall by session, atomic commits. */
describeEngines('session memory for the project chat (%s)', (engine) => {
  let t: MemoryTestApp;
  beforeAll(async () => {
    t = await buildMemoryApp({ engine });
  });
  afterAll(async () => t?.close());

  it('keeps the same content in two sessions as two facts, and recalls per session, ranked', async () => {
    const p = projectRef('chat-1');
    const [a] = await t.ctx.memory.storeSessionFacts(acme, p, 'sess-1', [
      { content: 'user likes green tea' },
    ]);
    const [b] = await t.ctx.memory.storeSessionFacts(acme, p, 'sess-2', [
      { content: 'user likes green tea' },
    ]);
    expect(a?.created).toBe(true);
    expect(b?.created).toBe(true);
    expect(a?.fact.key).toBe(b?.fact.key);
    await t.ctx.memory.storeSessionFacts(acme, p, 'sess-1', [
      { content: 'tea tea tea is the favourite drink' },
      { content: 'the office is in Berlin' },
    ]);
    await t.ctx.memory.store(acme, p, { content: 'ordinary project fact about tea' });
    await t.ctx.memory.storeSessionFacts(globex, p, 'sess-1', [{ content: 'globex tea' }]);

    const hits = await t.ctx.memory.recall('acme', p, 'sess-1', 'green tea?', 5);
    expect(hits.map((h) => h.content)).toEqual([
      'user likes green tea',
      'tea tea tea is the favourite drink',
    ]);
    expect(hits.every((h) => h.sessionId === 'sess-1')).toBe(true);
    expect((await t.ctx.memory.recall('acme', p, 'sess-2', 'tea', 5)).map((h) => h.content)).toEqual([
      'user likes green tea',
    ]);
    expect(await t.ctx.memory.recall('acme', p, 'sess-3', 'tea', 5)).toEqual([]);

    // Project-wide search sees ordinary and session facts, each with its session.
    const all = await call(t, t.acmeKey, 'GET', '/v1/memory/projects/chat-1/search?q=tea&limit=100');
    const sessions = (all.body['data'] as { session_id: string | null }[]).map((h) => h.session_id).sort();
    expect(sessions).toEqual([null, 'sess-1', 'sess-1', 'sess-2']);
  });

  it('replays an identical session fact and refuses a different one under the same key', async () => {
    const p = projectRef('chat-2');
    await t.ctx.memory.storeSessionFacts(acme, p, 's', [{ key: 'turn-1/user', content: 'hello' }]);
    const [again] = await t.ctx.memory.storeSessionFacts(acme, p, 's', [
      { key: 'turn-1/user', content: 'hello' },
    ]);
    expect(again?.created).toBe(false);
    await expect(
      t.ctx.memory.storeSessionFacts(acme, p, 's', [{ key: 'turn-1/user', content: 'bye' }]),
    ).rejects.toMatchObject({ code: 'fact_conflict' });
  });

  it('stores a batch all or nothing', async () => {
    const p = projectRef('chat-3');
    await t.ctx.memory.storeSessionFacts(acme, p, 's', [{ key: 'x', content: 'one' }]);
    await expect(
      t.ctx.memory.storeSessionFacts(acme, p, 's', [
        { key: 'y', content: 'would be new' },
        { key: 'x', content: 'conflicts' },
      ]),
    ).rejects.toMatchObject({ code: 'fact_conflict' });
    expect((await t.ctx.memory.stats('acme', p)).facts).toBe(1);
    await expect(
      t.ctx.memory.storeSessionFacts(acme, p, 's', [{ content: 'fine' }, { content: `bad ${BLOCK_MARKER}` }]),
    ).rejects.toMatchObject({ code: 'memory_content_blocked' });
    expect((await t.ctx.memory.stats('acme', p)).facts).toBe(1);
  });

  it('commits inside the caller transaction, so a failed turn commit stores nothing', async () => {
    const p = projectRef('chat-4');
    const prepared = await t.ctx.memory.prepare('acme', { content: 'remember me' });
    await expect(
      t.ctx.db.db.transaction().execute(async (tx) => {
        const [r] = await t.ctx.memory.commit(tx, acme, p, [prepared], 'sess-9');
        expect(r?.created).toBe(true);
        throw new Error('turn commit failed');
      }),
    ).rejects.toThrow('turn commit failed');
    expect(await t.ctx.memory.recall('acme', p, 'sess-9', 'remember', 5)).toEqual([]);
  });

  it('rejects a malformed session id', async () => {
    const p = projectRef('chat-5');
    await expect(t.ctx.memory.recall('acme', p, 'bad session', 'q', 5)).rejects.toMatchObject({
      code: 'invalid_parameter',
    });
    await expect(t.ctx.memory.storeSessionFacts(acme, p, '', [{ content: 'x' }])).rejects.toMatchObject({
      code: 'invalid_parameter',
    });
  });
});
