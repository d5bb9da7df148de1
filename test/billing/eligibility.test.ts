import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type BillingApp, startBilling } from './harness.js';

const APPLICATION = {
  organisation: 'Example University',
  use_case: 'research',
  description: 'Evaluating prompt-injection defences for a course on LLM security.',
  expected_monthly_requests: 2000,
  website: 'https://example.edu',
  contact_email: 'lab@example.edu',
  accept_usage_policy: true,
};

describeEngines('free-tier eligibility (%s)', (engine) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBilling(engine, { billing: { freeOutputTokens: 250 } as never });
  });
  afterAll(async () => b?.close());
  beforeEach(() => b.reset());

  const submit = (key: string, body: unknown = APPLICATION) =>
    b.t.app.inject({
      method: 'POST',
      url: '/v1/eligibility/reviews',
      headers: b.t.auth(key),
      payload: body as object,
    });
  const decide = (id: string, decision: string, reason = 'checked the application') =>
    b.t.app.inject({
      method: 'POST',
      url: `/v1/admin/eligibility/reviews/${id}/decision`,
      headers: b.t.auth(b.t.platformKey),
      payload: { decision, reason },
    });

  it('403 until approved, 200 after, 403 after revoke; the tenant’s own key always works', async () => {
    const key = await b.tenant('uni', 'free');
    const refused = await b.chat(key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('eligibility_required');
    expect(b.up.calls).toBe(0);
    const own = await b.chat(key, {}, { 'x-provider-key': 'sk-uni-own' });
    expect(own.statusCode).toBe(200);

    const sub = await submit(key);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().review).toMatchObject({ state: 'submitted', version: 1, tenant_id: 'uni' });
    const id = sub.json().review.review_id as string;
    expect((await b.chat(key)).statusCode).toBe(403);
    expect((await decide(id, 'approve')).json().review.state).toBe('approved');
    const ok = await b.chat(key);
    expect(ok.statusCode).toBe(200);
    // The free tier draws its output-token allowance, not money.
    const status = await b.t.app.inject({ method: 'GET', url: '/v1/billing/status', headers: b.t.auth(key) });
    expect(status.json()).toMatchObject({ plan: 'free', balance_micros: 0 });
    expect(status.json().allowance).toMatchObject({
      output_tokens_limit: 250,
      output_tokens_used: 50,
      output_tokens_left: 200,
    });
    expect((await b.chat(key)).statusCode).toBe(200);
    const exhausted = await b.chat(key, { max_tokens: 200 });
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json().error.code).toBe('output_allowance_exhausted');

    expect((await decide(id, 'revoke', 'abuse report')).json().review.state).toBe('revoked');
    const revoked = await b.chat(key);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().error.code).toBe('eligibility_required');
    const current = await b.t.app.inject({
      method: 'GET',
      url: '/v1/eligibility/reviews/current',
      headers: b.t.auth(key),
    });
    expect(current.json()).toMatchObject({
      hosted_access: false,
      review: { state: 'revoked', reason: 'abuse report' },
    });
    const audit = await b.t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject', '=', 'uni')
      .where('type', 'like', 'eligibility.%')
      .orderBy('seq')
      .execute();
    expect(audit.map((e) => e.type)).toEqual([
      'eligibility.submitted',
      'eligibility.approved',
      'eligibility.revoked',
    ]);
    expect(audit.map((e) => e.data).join()).not.toContain('abuse report');
    expect(audit.map((e) => e.data).join()).not.toContain('Example University');
  });

  it('fails closed with 503 when the reviews cannot be read', async () => {
    const key = await b.tenant('down', 'free');
    const paid = await b.tenant('paid-down');
    await b.credit('paid-down', 10_000);
    await sql`alter table eligibility_reviews rename to eligibility_reviews_away`.execute(b.t.ctx.db.db);
    try {
      const res = await b.chat(key);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('dependency_unavailable');
      expect(b.up.calls).toBe(0);
      // Paid tenants do not depend on the reviews.
      expect((await b.chat(paid)).statusCode).toBe(200);
    } finally {
      await sql`alter table eligibility_reviews_away rename to eligibility_reviews`.execute(b.t.ctx.db.db);
    }
  });

  it('keeps one review per tenant and only the contract’s transitions', async () => {
    const key = await b.tenant('states', 'free');
    for (const bad of [
      {},
      { ...APPLICATION, use_case: 'crypto_mining' },
      { ...APPLICATION, accept_usage_policy: false },
      { ...APPLICATION, contact_email: 'nope' },
      { ...APPLICATION, description: 'short' },
      { ...APPLICATION, extra: 1 },
    ]) {
      expect((await submit(key, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [a, c] = await Promise.all([submit(key), submit(key)]);
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    const id = (a.statusCode === 200 ? a : c).json().review.review_id as string;
    expect((await submit(key)).json().error.code).toBe('eligibility_review_open');
    expect((await decide(id, 'revoke')).json().error.code).toBe('eligibility_transition_invalid');
    expect((await decide(id, 'deny', 'not a fit')).json().review.state).toBe('denied');
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    const again = await submit(key, {
      ...APPLICATION,
      description: 'A second, clearer description of the research plan.',
    });
    expect(again.json().review).toMatchObject({ state: 'resubmitted', version: 2, review_id: id });
    // Two operators racing: exactly one decision lands.
    const [x, y] = await Promise.all([decide(id, 'approve'), decide(id, 'deny')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect((await decide('rev_nope', 'approve')).statusCode).toBe(404);
    expect((await decide(id, 'maybe')).statusCode).toBe(400);
    const noReason = await b.t.app.inject({
      method: 'POST',
      url: `/v1/admin/eligibility/reviews/${id}/decision`,
      headers: b.t.auth(b.t.platformKey),
      payload: { decision: 'revoke' },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('lists reviews for triage by state, paged', async () => {
    for (const t of ['l1', 'l2', 'l3']) await submit(await b.tenant(t, 'free'));
    const list = (q: string) =>
      b.t.app.inject({
        method: 'GET',
        url: `/v1/admin/eligibility/reviews${q}`,
        headers: b.t.auth(b.t.platformKey),
      });
    const submitted = (await list('?state=submitted&limit=2')).json();
    expect(submitted.data).toHaveLength(2);
    expect(submitted.data.every((r: { state: string }) => r.state === 'submitted')).toBe(true);
    expect(submitted.next_offset).toBe(2);
    const next = (await list(`?state=submitted&limit=2&offset=${submitted.next_offset}`)).json();
    const ids = [...submitted.data, ...next.data].map((r: { tenant_id: string }) => r.tenant_id);
    expect(ids).toEqual(expect.arrayContaining(['l1', 'l2', 'l3']));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list('?state=bogus')).statusCode).toBe(400);
  });
});
