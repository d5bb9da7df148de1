import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { openAiCompletion, openAiStreamEvents } from '../helpers/mock-upstream.js';
import { type BillingApp, startBilling } from './harness.js';

/**
 * Usage is the upstream's word, and the ledger moves money by it: a count that is not one (a
 * negative count would credit the tenant, a huge one overflows PostgreSQL's bigint) is read as
 * not reported, so the call is charged its estimate; a fractional one is rounded up.
 */
describeEngines('hostile usage from a hosted upstream (%s)', (engine) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBilling(engine);
  });
  afterAll(async () => b?.close());
  beforeEach(() => b.reset());

  const START = 10_000;
  /** Prompt "hi": 5 tokens estimated at 1 micro; answer "ok": 1 token at 2 micros. */
  const ESTIMATE = 5 + 2;
  let n = 0;
  const funded = async () => {
    const id = `hostile${n++}`;
    await b.credit(id, START);
    return { id, key: await b.tenant(id) };
  };
  const usage = (prompt_tokens: unknown, completion_tokens: unknown) => ({
    ...openAiCompletion('ok'),
    usage: { prompt_tokens, completion_tokens, total_tokens: 0 },
  });

  it('charges the estimate for negative, huge or non-numeric counts, and rounds fractions up', async () => {
    const cases: Array<[unknown, unknown, number]> = [
      [-1_000_000, -1_000_000, START - ESTIMATE],
      ['3', null, START - ESTIMATE],
      [2.5, 0.5, START - 3 - 2],
    ];
    for (const [input, output, balance] of cases) {
      const { id, key } = await funded();
      b.up.reset();
      b.up.script({ json: usage(input, output) });
      const res = await b.chat(key);
      expect(res.statusCode, JSON.stringify([input, output])).toBe(200);
      expect(await b.account(id)).toEqual({ balance, reserved: 0 });
    }
    // A count past any model's window is charged up to the balance, never a 500 with the hold kept.
    const { id, key } = await funded();
    b.up.reset();
    b.up.script({ json: usage(1e308, 1e308) });
    expect((await b.chat(key)).statusCode).toBe(200);
    expect(await b.account(id)).toEqual({ balance: 0, reserved: 0 });
  });

  it('a streamed usage chunk with negative counts credits nothing either', async () => {
    const { id, key } = await funded();
    b.up.reset();
    b.up.script({ sse: openAiStreamEvents('ok', { usage: { input: -1_000_000, output: -1_000_000 } }) });
    const res = await b.chat(key, { stream: true });
    expect(res.statusCode).toBe(200);
    // A stream settles as it ends, after its last byte.
    for (let i = 0; i < 200 && (await b.account(id)).reserved !== 0; i += 1)
      await new Promise((r) => setTimeout(r, 25));
    const after = await b.account(id);
    expect(after.reserved).toBe(0);
    expect(after.balance).toBeLessThan(START);
    const read = await b.t.app.inject({ method: 'GET', url: '/v1/usage', headers: b.t.auth(key) });
    const rows = (read.json() as { data: { input_tokens: number; output_tokens: number }[] }).data;
    for (const r of rows) {
      expect(r.input_tokens).toBeGreaterThanOrEqual(0);
      expect(r.output_tokens).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses output bounds and answer counts that are not whole positive numbers, holding nothing', async () => {
    const { id, key } = await funded();
    b.up.reset();
    const bad: Array<[string, unknown]> = [
      ['max_tokens', -3],
      ['max_tokens', 0],
      ['max_tokens', 2.5],
      ['max_tokens', 1e308],
      ['max_tokens', '100'],
      ['max_completion_tokens', -1],
      ['n', 0],
      ['n', 1e9],
    ];
    for (const [field, value] of bad) {
      const project = await b.t.app.inject({
        method: 'POST',
        url: '/v1/memory/projects/p1/chat/completions',
        headers: { ...b.t.auth(key), 'x-service-session': 's1', 'x-service-turn-id': `bound-${n++}` },
        payload: { model: 'up/m-1', messages: [{ role: 'user', content: 'hi' }], [field]: value },
      });
      for (const res of [project, await b.chat(key, { [field]: value })]) {
        expect(res.statusCode, `${field}=${value}`).toBe(400);
        expect(res.json().error.code).toBe('invalid_request');
        expect(res.json().error.message).toContain(field);
      }
    }
    expect(b.up.calls).toBe(0);
    expect(await b.account(id)).toEqual({ balance: START, reserved: 0 });
  });

  it('holds the output of every answer asked for (n)', async () => {
    const id = `answers${n++}`;
    await b.credit(id, 500);
    const key = await b.tenant(id);
    b.up.reset();
    // "hi" (5 tokens x 1) + 4 answers x max_tokens 100 x 2 = 805 micro-units; one answer: 205.
    const four = await b.chat(key, { n: 4 });
    expect(four.statusCode).toBe(402);
    expect(four.json().error).toMatchObject({ code: 'insufficient_balance', required_micros: 805 });
    expect(b.up.calls).toBe(0);
    expect((await b.chat(key, { n: 1 })).statusCode).toBe(200);
  });

  it('the project chat settles the same way', async () => {
    const { id, key } = await funded();
    b.up.reset();
    b.up.script({ json: usage(-1_000_000, -1_000_000) });
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/v1/memory/projects/p1/chat/completions',
      headers: { ...b.t.auth(key), 'x-service-session': 's1', 'x-service-turn-id': 't1' },
      payload: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(res.statusCode).toBe(200);
    const after = await b.account(id);
    expect(after.reserved).toBe(0);
    expect(after.balance).toBeLessThan(START);
  });
});
