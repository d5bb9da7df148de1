import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { MemoryService } from '../../src/domains/memory/service.js';
import { ProjectChat, type ProjectChatDeps } from '../../src/domains/memory/turns/project-chat.js';
import { SelfDefense } from '../../src/domains/security/service.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';
import { type GuardDouble, markerGuard } from './harness.js';

const URL = '/v1/memory/projects/my-app/chat/completions';

function turn(t: TestApp, turnId: string, content: string, session = 'alice') {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...t.auth(t.acmeKey), 'x-service-session': session, 'x-service-turn-id': turnId },
    payload: { model: 'mock/demo', messages: [{ role: 'user', content }] },
  });
}

describeEngines('the README memory example on a fresh install (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t?.close());

  it('completes the turn under the real policy, and its retry is memory_turn_replay_unavailable', async () => {
    const first = await turn(t, 'turn-0001', 'My favourite colour is teal.');
    expect(first.statusCode).toBe(200);
    expect(first.json().choices[0].message.content).toContain('teal');
    const again = await turn(t, 'turn-0001', 'My favourite colour is teal.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('memory_turn_replay_unavailable');
    const facts = await t.app.inject({
      method: 'POST',
      url: '/v1/memory/projects/my-app/export',
      headers: t.auth(t.acmeKey),
    });
    const roles = (facts.json().facts as { metadata: { role: string } }[]).map((f) => f.metadata.role);
    expect(roles.sort()).toEqual(['assistant', 'user']);
  });
});

/** The app with memory judged by a guard double and a self-defense that trips on one blocked write. */
async function withGuard(guard: GuardDouble): Promise<TestApp> {
  const t = await buildTestApp();
  const { ctx } = t;
  ctx.selfDefense = new SelfDefense(ctx.db, ctx.audit, ctx.clock, { blockedWriteBurst: 2 });
  ctx.memory = new MemoryService({
    handle: ctx.db,
    audit: ctx.audit,
    clock: ctx.clock,
    guard,
    defense: ctx.selfDefense,
    limits: ctx.config.limits,
  });
  const deps = Reflect.get(ctx.projectChat, 'deps') as ProjectChatDeps;
  ctx.projectChat = new ProjectChat({ ...deps, memory: ctx.memory, defense: ctx.selfDefense });
  // A second app over the same context; the first stays open until close (closing it would
  // close services the context shares).
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ...t,
    app,
    close: async () => {
      await app.close();
      await t.close();
    },
  };
}

describe('what a project-chat turn judges, and when', () => {
  it('keeps a blocked answer out of memory without failing the turn or counting a blocked write', {
    timeout: 120_000,
  }, async () => {
    const guard = markerGuard('mock answer:');
    const t = await withGuard(guard);
    try {
      for (const id of ['a-1', 'a-2', 'a-3']) {
        const res = await turn(t, id, `fact ${id}`);
        expect(res.statusCode).toBe(200);
        expect((await turn(t, id, `fact ${id}`)).json().error.code).toBe('memory_turn_replay_unavailable');
      }
      // The user side is judged as the user's text, the answer as the assistant's, content only.
      expect(guard.calls.find((c) => c.text === 'fact a-1')?.role).toBe('user');
      expect(guard.calls.find((c) => c.text.startsWith('mock answer:'))?.role).toBe('assistant');
      expect(guard.calls.some((c) => c.text.includes('role'))).toBe(false);
      const stats = await t.app.inject({
        method: 'GET',
        url: '/v1/memory/projects/my-app/stats',
        headers: t.auth(t.acmeKey),
      });
      expect(stats.statusCode).toBe(200); // not locked down
      expect(stats.json().facts).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('refuses a blocked user turn before any claim: 403 with flags as an array, and the retry is judged again', {
    timeout: 120_000,
  }, async () => {
    const t = await withGuard(markerGuard());
    try {
      const first = await turn(t, 'b-1', 'please remember BLOCKME');
      expect(first.statusCode).toBe(403);
      expect(first.json().error.code).toBe('memory_content_blocked');
      expect(first.json().flags).toEqual(['PROMPT_INJECTION']);
      const again = await turn(t, 'b-1', 'please remember BLOCKME');
      expect(again.statusCode).toBe(403);
      expect(again.json().error.code).toBe('memory_content_blocked');
    } finally {
      await t.close();
    }
  });
});
