import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type MockUpstream, openAiCompletion } from '../helpers/mock-upstream.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * At most one provider dispatch chain per turn across processes and crashes: real server
 * processes on one database, killed with SIGKILL while the upstream holds the request.
 */

const ADMIN = 'vg_crash_test_admin_key_0123456789abcdef';
const DEADLINE_MS = 4000;

describeEngines('turns across processes (%s)', (engine) => {
  let up: MockUpstream;
  let env: Record<string, string>;
  let close = async () => {};
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    ({ up, env, close } = await serverFixture('crash', engine, {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_TURN_DEADLINE_MS: String(DEADLINE_MS),
      VGATE_UPSTREAM_HEADERS_MS: '2500',
      VGATE_UPSTREAM_TOTAL_MS: '2500',
    }));
  });
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await close();
  });

  const launch = async () => {
    const p = startServer(env);
    procs.push(p);
    return { p, base: await p.ready() };
  };

  const tenantKey = async (base: string) => {
    const res = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: 'crash', tier: 'pro', rate_limit_per_min: 100000 }),
    });
    return ((await res.json()) as { key: string }).key;
  };

  const turn = (base: string, key: string, turnId: string, text = 'remember the blue door') =>
    fetch(`${base}/v1/memory/projects/app/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'x-service-session': 'sess',
        'x-service-turn-id': turnId,
      },
      body: JSON.stringify({ model: 'up/gpt', messages: [{ role: 'user', content: text }] }),
    });

  const code = async (res: Response) => {
    const text = await res.text();
    try {
      const body = JSON.parse(text) as { error?: { code: string } };
      return body.error?.code ?? String(res.status);
    } catch {
      return `${res.status}:${text.slice(0, 80)}`;
    }
  };

  it('keeps a turn in progress after SIGKILL, then uncertain after the deadline, with no second call', async () => {
    // B is up before A dies, so the retry lands well inside the execution deadline.
    const [a, b] = [await launch(), await launch()];
    const key = await tenantKey(a.base);
    up.reset();
    up.hold();
    try {
      const inflight = turn(a.base, key, 'crash-1').catch(() => null);
      await up.waitForCalls(1);
      const dispatchedAt = Date.now();
      a.p.child.kill('SIGKILL');
      await a.p.exited;
      await inflight;
      expect(await code(await turn(b.base, key, 'crash-1'))).toBe('memory_turn_execution_in_progress');
      await new Promise((r) => setTimeout(r, Math.max(0, dispatchedAt + DEADLINE_MS + 300 - Date.now())));
      expect(await code(await turn(b.base, key, 'crash-1'))).toBe('memory_turn_outcome_uncertain');
      expect(await code(await turn(b.base, key, 'crash-1'))).toBe('memory_turn_outcome_uncertain');
      expect(up.calls).toBe(1);
    } finally {
      up.release();
    }
  });

  it('lets two processes race for the same turns with one upstream call per turn', async () => {
    const [a, b] = [await launch(), await launch()];
    const key = await tenantKey(a.base);
    up.reset();
    up.script({ headersDelayMs: 100, json: openAiCompletion('noted') });
    const turns = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    const results = await Promise.all(
      turns.flatMap((id) => [turn(a.base, key, id, `fact ${id}`), turn(b.base, key, id, `fact ${id}`)]),
    );
    const codes = await Promise.all(results.map(code));
    expect(up.calls).toBe(turns.length);
    for (let i = 0; i < turns.length; i += 1) {
      const pair = [codes[2 * i], codes[2 * i + 1]];
      expect(
        pair.filter((c) => c === '200'),
        `${turns[i]}: ${pair.join(' ')}`,
      ).toHaveLength(1);
    }
  });
});
