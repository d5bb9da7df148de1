import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const ORIGIN = 'http://gateway.test';
const SAME_SITE = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

interface Mail {
  to: string[];
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; mails: Mail[]; close: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(() => r())) };
}

/** The magic link of a mail (quoted-printable soft breaks and escapes undone). */
function linkOf(mail: Mail): URL {
  const decoded = mail.text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const m = /(http:\/\/\S+\/v1\/signup\/verify\?token=[A-Za-z0-9_-]+)/.exec(decoded);
  if (!m?.[1]) throw new Error(`no link in mail:\n${decoded}`);
  return new URL(m[1]);
}

async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const v = probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of [setCookie ?? []].flat()) {
    const [pair] = c.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

describe('signup by magic link, browser sessions and logout', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let now = Date.parse('2026-03-01T10:00:00Z');
  const signup = (email: string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/v1/signup', payload: { email }, remoteAddress: ip });
  const mailTo = (address: string, n = 1) =>
    waitFor(() => mailsTo(address)[n - 1], `mail ${n} to ${address}`);
  // SMTP servers may change the case of the domain: compare addresses case-insensitively.
  const mailsTo = (address: string) =>
    smtp.mails.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      clock: { now: () => now },
      config: { smtpUrl: smtp.url, publicUrl: ORIGIN, secureCookies: true },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let session: Record<string, string> = {};
  let key = '';
  let usedToken = '';

  it('mails a link whose page confirms with a button; that yields a tenant, a key and a session', async () => {
    const res = await signup('Alice@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'accepted',
      delivery: 'email',
      channel_disclosed: { surface: 'admin' },
    });
    expect(res.json().message).toMatch(/a link is on its way/);
    const link = linkOf(await mailTo('Alice@Example.com'));
    expect(link.origin).toBe(ORIGIN);
    // Following the link renders a page and consumes nothing (a mail scanner may follow it too).
    for (let i = 0; i < 2; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(JSON.parse(String(page.headers['x-service-channel'])).surface).toBe('admin');
      expect(page.body).toContain('<form method="post" action="/v1/signup/verify">');
    }
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    usedToken = String(/name="token" value="([^"]+)"/.exec(page.body)?.[1]);
    expect(usedToken).toBe(link.searchParams.get('token'));
    // The button: a same-origin form post.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      headers: { ...SAME_SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${usedToken}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    key = String(/<pre id="api-key">(vg_[A-Za-z0-9_-]+)<\/pre>/.exec(confirmed.body)?.[1]);
    const tenantId = String(/<code id="tenant-id">([a-z0-9_-]+)<\/code>/.exec(confirmed.body)?.[1]);
    expect(tenantId).toMatch(/^t_[0-9a-f]{20}$/);
    const setCookie = [confirmed.headers['set-cookie'] ?? []].flat();
    expect(setCookie.find((c) => c.startsWith('service_session='))).toMatch(
      /; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(setCookie.find((c) => c.startsWith('service_csrf='))).not.toContain('HttpOnly');
    session = cookiesOf(setCookie);
    // The session works on a secured route; so does the key.
    const cookie = `service_session=${session['service_session']}`;
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie } });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().channel_disclosed.id).toBe('local.billing');
    expect((await t.app.inject({ method: 'GET', url: '/v1/usage', headers: t.auth(key) })).statusCode).toBe(
      200,
    );
    const rows = await t.ctx.db.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).execute();
    expect(rows).toEqual([expect.objectContaining({ tier: 'free', status: 'active' })]);
    // Nothing secret is stored in the clear.
    const stored = JSON.stringify([
      await t.ctx.db.db.selectFrom('browser_sessions').selectAll().execute(),
      await t.ctx.db.db.selectFrom('signup_tokens').selectAll().execute(),
    ]);
    for (const secret of [usedToken, session['service_session'], session['service_csrf']]) {
      expect(stored).not.toContain(String(secret));
    }
  });

  it('refuses a second use of the link', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      payload: { token: usedToken },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_signup_token');
  });

  it('refuses cross-site and token-less unsafe calls with the cookie (403), accepts the same-origin one', async () => {
    const cookie = `service_session=${session['service_session']}; service_csrf=${session['service_csrf']}`;
    const fact = { content: 'browser fact' };
    const attempts: Record<string, string>[] = [
      {
        origin: 'https://evil.test',
        'sec-fetch-site': 'cross-site',
        'x-csrf-token': String(session['service_csrf']),
      },
      { origin: 'https://evil.test', 'x-csrf-token': String(session['service_csrf']) },
      { 'x-csrf-token': String(session['service_csrf']) },
      SAME_SITE,
      { ...SAME_SITE, 'x-csrf-token': 'forged-token-value' },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/memory/store',
        headers: { ...headers, cookie },
        payload: fact,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/memory/store',
      headers: { ...SAME_SITE, cookie, 'x-csrf-token': String(session['service_csrf']) },
      payload: fact,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('answers every signup request the same way: new, known, over its limit; signs a known owner in', async () => {
    const known = await signup('alice@example.com');
    const unknown = await signup('bob@example.com');
    const body = (r: typeof known) => {
      const { channel_disclosed: _c, ...rest } = r.json();
      return rest;
    };
    expect(body(known)).toEqual(body(unknown));
    // A known owner's link signs in: same tenant, no new key.
    const link = linkOf(await mailTo('alice@example.com', 2));
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      payload: { token: link.searchParams.get('token') },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, key: null, key_id: null });
    // Per address: the fourth request within the hour gets the same answer and no mail.
    for (let i = 0; i < 3; i += 1)
      expect(body(await signup('carol@example.com', `198.51.100.${i}`))).toEqual(body(known));
    await mailTo('carol@example.com', 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('carol@example.com')).toHaveLength(3);
    // Per client: one address per request, but one client over its hourly budget.
    const before = smtp.mails.length;
    for (let i = 0; i < 25; i += 1)
      expect((await signup(`user${i}@example.com`, '192.0.2.99')).statusCode).toBe(200);
    await waitFor(() => (smtp.mails.length >= before + 20 ? true : undefined), 'client mails');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length - before).toBe(t.ctx.config.signupPerClientHourly);
  });

  it('rejects bad input with 400', async () => {
    for (const payload of [{ email: 'not-an-address' }, { email: `${'a'.repeat(250)}@x.io` }, {}]) {
      expect((await t.app.inject({ method: 'POST', url: '/v1/signup', payload })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/signup/verify?token=short' })).statusCode).toBe(
      400,
    );
    const forged = 'A'.repeat(43);
    const res = await t.app.inject({ method: 'POST', url: '/v1/signup/verify', payload: { token: forged } });
    expect(res.json().error.code).toBe('invalid_signup_token');
    // A confirmation posted from another site is refused before the token is looked at.
    const cross = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      payload: { token: forged },
    });
    expect(cross.statusCode).toBe(400);
  });

  it('logs out server-side (cross-site logout refused) and clears the cookies', async () => {
    const cookie = `service_session=${session['service_session']}; service_csrf=${session['service_csrf']}`;
    const cross = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { cookie, origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { cookie, ...SAME_SITE, 'x-csrf-token': String(session['service_csrf']) },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().logged_out).toBe(true);
    expect([out.headers['set-cookie']].flat().join('\n')).toMatch(
      /service_session=; Path=\/; Max-Age=0; HttpOnly/,
    );
    const after = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // Without a session, logout still answers and clears.
    expect((await t.app.inject({ method: 'POST', url: '/v1/logout' })).json().logged_out).toBe(false);
  });

  it('expires links and sessions: link lifetime, idle and absolute expiry', async () => {
    await signup('dave@example.com', '192.0.2.1');
    const link = linkOf(await mailTo('dave@example.com'));
    now += t.ctx.config.signupTokenMs + 1;
    const late = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      payload: { token: link.searchParams.get('token') },
    });
    expect(late.json().error.code).toBe('invalid_signup_token');
    await signup('dave@example.com', '192.0.2.1');
    const fresh = linkOf(await mailTo('dave@example.com', 2));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      payload: { token: fresh.searchParams.get('token') },
    });
    const cookie = `service_session=${cookiesOf(ok.headers['set-cookie'])['service_session']}`;
    const usage = () => t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie } });
    // Used within the idle window, the session lives on...
    for (let i = 0; i < 3; i += 1) {
      now += t.ctx.config.sessionIdleMs - 60_000;
      expect((await usage()).statusCode).toBe(200);
    }
    // ...until idle too long.
    now += t.ctx.config.sessionIdleMs + 1;
    expect((await usage()).statusCode).toBe(401);
    // The absolute expiry ends even a busy session.
    const again = await signupAndConfirm('erin@example.com');
    for (let spent = 0; spent < t.ctx.config.sessionMaxMs; spent += t.ctx.config.sessionIdleMs / 2) {
      now += t.ctx.config.sessionIdleMs / 2;
      await t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie: again } });
    }
    now += 1;
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie: again } })).statusCode,
    ).toBe(401);
  });

  async function signupAndConfirm(email: string): Promise<string> {
    await signup(email, '192.0.2.2');
    const link = linkOf(await mailTo(email));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/verify',
      payload: { token: link.searchParams.get('token') },
    });
    return `service_session=${cookiesOf(res.headers['set-cookie'])['service_session']}`;
  }
});

describe('signup closed, and the local contour without SMTP', () => {
  it('answers 426 on hosted contours and with VGATE_SIGNUP_OPEN=false', async () => {
    for (const config of [
      { signupOpen: false },
      { contour: 'global' as const },
      { contour: 'ru' as const },
    ]) {
      const t = await buildTestApp({ config });
      try {
        for (const [method, url] of [
          ['POST', '/v1/signup'],
          ['GET', '/v1/signup/verify?token=x'],
          ['POST', '/v1/signup/verify'],
        ] as const) {
          const res = await t.app.inject({
            method,
            url,
            payload: method === 'POST' ? { email: 'a@b.io' } : undefined,
          });
          expect(res.statusCode, `${JSON.stringify(config)} ${method} ${url}`).toBe(426);
          expect(res.json().error.code).toBe('signup_closed');
        }
      } finally {
        await t.close();
      }
    }
  }, 120_000);

  it('writes the link to the log on the local contour without SMTP', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const t = await buildTestApp({ build: { logger: { level: 'warn', stream } } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/signup',
        payload: { email: 'local@example.com' },
      });
      expect(res.statusCode).toBe(200);
      // The answer says where the link went, so the console can tell the person to read the log.
      expect(res.json()).toMatchObject({ status: 'accepted', delivery: 'server_log' });
      expect(res.json().message).toMatch(/server log.*signup_link/);
      const line = await waitFor(() => lines.find((l) => typeof l['signup_link'] === 'string'), 'log line');
      expect(String(line['signup_link'])).toMatch(/^http:\/\/127\.0\.0\.1:8080\/v1\/signup\/verify\?token=/);
    } finally {
      await t.close();
    }
  });
});
