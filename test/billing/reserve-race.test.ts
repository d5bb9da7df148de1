import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PrepaidBilling } from '../../src/domains/billing/reservation.js';
import { describeEngines } from '../helpers/app.js';
import { waitFor } from '../helpers/process.js';
import { type BillingApp, CALL_COST, CALL_HOLD, startBilling } from './harness.js';

describeEngines('prepaid reservations under concurrency (%s)', (engine) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBilling(engine);
  });
  afterAll(async () => b?.close());
  beforeEach(() => b.reset());

  it('64 concurrent hosted calls against a balance for exactly 10: 10 reach the upstream, 54 get 402, exact balance', async () => {
    const key = await b.tenant('race64');
    await b.credit('race64', 10 * CALL_HOLD);
    b.up.hold(); // nothing settles (and frees money) until every request has been decided
    let answered = 0;
    const pending = Array.from({ length: 64 }, () =>
      b.chat(key).then((r) => {
        answered += 1;
        return r;
      }),
    );
    // The 54 refusals answer without the upstream while the 10 granted calls wait on it.
    await waitFor(() => answered >= 54);
    await b.up.waitForCalls(10);
    expect(answered).toBe(54);
    expect(b.up.calls).toBe(10);
    b.up.release();
    const results = await Promise.all(pending);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const denied = results.filter((r) => r.statusCode === 402);
    expect(denied).toHaveLength(54);
    expect(denied[0]?.json().error.code).toBe('insufficient_balance');
    expect(b.up.calls).toBe(10);
    expect(await b.account('race64')).toEqual({ balance: 10 * CALL_HOLD - 10 * CALL_COST, reserved: 0 });
    const sums = await b.t.ctx.ledger.sums('race64');
    expect(sums).toEqual({ balance: 10 * CALL_HOLD - 10 * CALL_COST, reserved: 0 });
  }, 60_000);

  it('never grants the same money twice to racing holds, and a hold closes once', async () => {
    const { ledger } = b.t.ctx;
    await b.credit('direct', 1000);
    const holds = await Promise.all(Array.from({ length: 40 }, () => ledger.holdMoney('direct', 100)));
    const granted = holds.filter((h) => h !== null);
    expect(granted).toHaveLength(10);
    expect(await b.account('direct')).toEqual({ balance: 1000, reserved: 1000 });
    const first = granted[0];
    if (!first) throw new Error('no hold');
    const closes = await Promise.all([
      ledger.close(first, 'direct', { micros: 60, tokens: 0 }),
      ledger.close(first, 'direct', { micros: 60, tokens: 0 }),
      ledger.close(first, 'direct', { micros: 0, tokens: 0 }),
    ]);
    expect(closes.filter((c) => c !== null)).toHaveLength(1);
    for (const h of granted.slice(1)) await ledger.close(h, 'direct', { micros: 0, tokens: 0 });
    const after = await b.account('direct');
    expect(after.reserved).toBe(0);
    expect([940, 1000]).toContain(after.balance);
    expect(await ledger.sums('direct')).toEqual({ balance: after.balance, reserved: 0 });
  });

  it('the sweep releases a hold left by a crashed request once, and the ledger stays consistent', async () => {
    const { ledger } = b.t.ctx;
    await b.credit('crash1', 1000);
    const hold = await ledger.holdMoney('crash1', 400); // its request never settles
    if (!hold) throw new Error('no hold');
    expect(await b.account('crash1')).toEqual({ balance: 1000, reserved: 400 });
    // An hour on, the hold can belong to no running request.
    const sweep = new PrepaidBilling({
      ledger,
      guard: { assertHostedAllowed: async () => {} },
      config: b.t.ctx.config.billing,
      clock: { now: () => Date.now() + 3_600_000 },
      staleAfterMs: 60_000,
    });
    try {
      expect(await sweep.releaseStale()).toBeGreaterThanOrEqual(1);
      expect(await sweep.releaseStale()).toBe(0);
    } finally {
      sweep.close();
    }
    expect(await ledger.close(hold, 'crash1', { micros: 300, tokens: 0 })).toBeNull();
    expect(await b.account('crash1')).toEqual({ balance: 1000, reserved: 0 });
    expect(await ledger.sums('crash1')).toEqual({ balance: 1000, reserved: 0 });
    const kinds = (await ledger.entries('crash1', 10, null)).map((e) => e.kind);
    expect(kinds).toEqual(['release', 'reservation_hold', 'adjustment']);
  });

  it('charges at most what the balance covers once the hold is let go, and records the rest', async () => {
    const { ledger } = b.t.ctx;
    await b.credit('short1', 500);
    const hold = await ledger.holdMoney('short1', 200);
    if (!hold) throw new Error('no hold');
    expect(await ledger.close(hold, 'short1', { micros: 900, tokens: 0 })).toBe(500);
    expect(await b.account('short1')).toEqual({ balance: 0, reserved: 0 });
    const [settled] = await ledger.entries('short1', 1, null);
    expect(settled).toMatchObject({ kind: 'settlement', amount_micros: -500, reason: 'uncollected 400' });
    expect(await ledger.sums('short1')).toEqual({ balance: 0, reserved: 0 });
  });

  it('charges the usage the upstream reports, releases the rest, and shows the charge in usage records', async () => {
    const key = await b.tenant('settle1');
    await b.credit('settle1', 10_000);
    const res = await b.chat(key);
    expect(res.statusCode).toBe(200);
    expect(await b.account('settle1')).toEqual({ balance: 10_000 - CALL_COST, reserved: 0 });
    const usage = await b.t.app.inject({ method: 'GET', url: '/v1/usage', headers: b.t.auth(key) });
    expect(usage.json().data[0]).toMatchObject({ model: 'up/m-1', requests: 1, cost_micros: CALL_COST });
    const kinds = (await b.t.ctx.ledger.entries('settle1', 10, null)).map((e) => e.kind);
    expect(kinds).toEqual(['settlement', 'reservation_hold', 'adjustment']);
  });

  it('settles a stream the client leaves half-way, and never charges bring-your-own-key calls', async () => {
    const key = await b.tenant('stream1');
    await b.credit('stream1', 10_000);
    b.up.script({
      sse: Array.from({ length: 40 }, (_, i) => ({
        data: {
          id: 'c',
          object: 'chat.completion.chunk',
          created: 1,
          model: 'x',
          choices: [{ index: 0, delta: { content: `word${i} ` } }],
        },
      })),
      chunkDelayMs: 50,
    });
    const address = await b.t.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = new AbortController();
    const res = await fetch(`${address}/v1/chat/completions`, {
      method: 'POST',
      signal: ctl.signal,
      headers: { ...b.t.auth(key), 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'up/m-1',
        max_tokens: 100,
        stream: true,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    await reader?.read();
    ctl.abort();
    for (let i = 0; i < 200 && (await b.account('stream1')).reserved !== 0; i += 1)
      await new Promise((r) => setTimeout(r, 25));
    const after = await b.account('stream1');
    expect(after.reserved).toBe(0);
    expect(after.balance).toBeLessThan(10_000); // the prompt and the text that arrived were charged
    expect(after.balance).toBeGreaterThanOrEqual(10_000 - CALL_HOLD);

    b.up.reset();
    b.up.script({
      json: {
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'x',
        choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 3, completion_tokens: 50, total_tokens: 53 },
      },
    });
    const broke = await b.tenant('byok0');
    const own = await b.chat(broke, { model: 'up/m-1' }, { 'x-provider-key': 'sk-callers-own' });
    expect(own.statusCode).toBe(200);
    expect(b.up.lastRequest?.headers.authorization).toBe('Bearer sk-callers-own');
    expect(await b.account('byok0')).toEqual({ balance: 0, reserved: 0 });
    expect(await b.t.ctx.ledger.entries('byok0', 10, null)).toEqual([]);
  });

  it('refuses the project chat with 402 before any turn claim', async () => {
    const key = await b.tenant('proj402');
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/v1/memory/projects/p1/chat/completions',
      headers: { ...b.t.auth(key), 'x-service-session': 's1', 'x-service-turn-id': 't1' },
      payload: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('insufficient_balance');
    expect(b.up.calls).toBe(0);
    const turns = await b.t.ctx.db.db
      .selectFrom('memory_turns')
      .selectAll()
      .where('tenant_id', '=', 'proj402')
      .execute();
    expect(turns).toEqual([]);
    await b.credit('proj402', 10_000);
    const paid = await b.t.app.inject({
      method: 'POST',
      url: '/v1/memory/projects/p1/chat/completions',
      headers: { ...b.t.auth(key), 'x-service-session': 's1', 'x-service-turn-id': 't1' },
      payload: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(paid.statusCode).toBe(200);
    expect(await b.account('proj402')).toEqual({ balance: 10_000 - CALL_COST, reserved: 0 });
  });
});
