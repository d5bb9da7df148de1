import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { cookieValue } from '../../core/auth.js';
import { ApiError } from '../../core/errors.js';
import { PUBLIC } from '../../core/principal.js';
import { errorResponses, ok } from '../../core/schemas.js';
import type { SignupMailer } from './mailer.js';
import { confirmPage, signedInPage } from './pages.js';
import { type BrowserSessions, SESSION_COOKIE, sameOrigin } from './sessions.js';
import { SIGNUP_TOKEN_PATTERN, type Signup } from './signup.js';

export interface SignupDeps {
  signup: Signup;
  sessions: BrowserSessions;
  mailer: SignupMailer;
  /** False on hosted contours and with VGATE_SIGNUP_OPEN=false: every signup route answers 426. */
  open: boolean;
  publicOrigin: string | null;
}

const SIGNUP_ERRORS = errorResponses(400, 426, 500);
const config = { surface: 'admin' as const, auth: PUBLIC };
const tags = ['session'];
const Html = Type.String({ description: 'text/html' });
const TokenBody = Type.Object({ token: Type.String({ pattern: SIGNUP_TOKEN_PATTERN }) });

const Accepted = ok({
  status: Type.Literal('accepted'),
  message: Type.String(),
  delivery: Type.Union([Type.Literal('email'), Type.Literal('server_log')], {
    description:
      'where links go on this deployment: mailed, or written to the server log (local contour without SMTP)',
  }),
});

const SignedIn = ok({
  tenant_id: Type.String(),
  created: Type.Boolean({ description: 'true when this confirmation created the tenant' }),
  key: Type.Union([Type.String(), Type.Null()], { description: 'the first API key, shown this once' }),
  key_id: Type.Union([Type.String(), Type.Null()]),
  csrf_token: Type.String({ description: 'echo in X-CSRF-Token on unsafe cookie-authenticated calls' }),
  session_expires_at: Type.String(),
});

const ACCEPTED_MESSAGE = 'If this address can sign up or sign in, a link is on its way. It works once.';
const LOGGED_MESSAGE =
  'No mail server is configured on this local deployment, so the sign-in link is not emailed: it is written to the server log, on the line with "signup_link". Open it in this browser; it works once.';

function isForm(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** Magic-link signup (contract: Security and session). */
export const signupRoutes: FastifyPluginAsyncTypebox<SignupDeps> = async (app, deps) => {
  // Closed deployments answer 426 before anything else, as the hosted edge does.
  app.addHook('onRequest', async () => {
    if (!deps.open) throw new ApiError('signup_closed');
  });
  // The confirmation button posts an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onClose', async () => deps.mailer.close());

  app.post(
    '/v1/signup',
    {
      config,
      schema: {
        tags,
        summary: 'Request a signup magic link',
        description:
          'Answers the same whether or not the address is known, and when it is over its rate limit.',
        body: Type.Object({
          email: Type.String({ maxLength: 254, pattern: '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+$' }),
        }),
        response: { 200: Accepted, ...SIGNUP_ERRORS },
      },
    },
    async (req) => {
      const link = await deps.signup.request(req.body.email.toLowerCase(), req.ip);
      // Sent after answering, so the answer's timing does not depend on the mail server either.
      if (link)
        deps.mailer
          .send(req.body.email, link)
          .catch((err: unknown) => req.log.warn({ err }, 'signup mail failed'));
      else req.log.info('signup request over its rate limit: no mail sent');
      // The same answer for every address; only the deployment decides where links go.
      const delivery = deps.mailer.delivery;
      return {
        status: 'accepted' as const,
        message: delivery === 'server_log' ? LOGGED_MESSAGE : ACCEPTED_MESSAGE,
        delivery,
      };
    },
  );

  app.get(
    '/v1/signup/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Render the magic-link confirmation page (consumes nothing)',
        querystring: TokenBody,
        response: {
          200: { description: 'The confirmation page', content: { 'text/html': { schema: Html } } },
          ...SIGNUP_ERRORS,
        },
      },
    },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return confirmPage(req.query.token);
    },
  );

  app.post(
    '/v1/signup/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Consume a magic-link token: create the tenant or sign the owner in, and start a session',
        body: TokenBody,
        response: {
          200: {
            description: 'Signed in: JSON, or the signed-in page for a form post',
            content: { 'application/json': { schema: SignedIn }, 'text/html': { schema: Html } },
          },
          ...SIGNUP_ERRORS,
        },
      },
    },
    async (req, reply) => {
      // Login CSRF: a browser confirmation must come from the service's own page.
      const browser = req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined;
      if (browser && !sameOrigin(req, deps.publicOrigin)) {
        throw new ApiError('invalid_request', 'Confirm from the page the link opened.');
      }
      const r = await deps.signup.confirm(req.body.token);
      reply.header('set-cookie', deps.sessions.cookies(r.session)).header('cache-control', 'no-store');
      if (isForm(req)) {
        reply.type('text/html; charset=utf-8');
        return signedInPage({ tenantId: r.tenantId, key: r.key?.secret ?? null });
      }
      return {
        tenant_id: r.tenantId,
        created: r.created,
        key: r.key?.secret ?? null,
        key_id: r.key?.id ?? null,
        csrf_token: r.session.csrf,
        session_expires_at: new Date(r.session.expiresAt).toISOString(),
      };
    },
  );
};

/** POST /v1/logout: ends the browser session server-side and clears its cookies. */
export const logoutRoutes: FastifyPluginAsyncTypebox<{ sessions: BrowserSessions }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/v1/logout',
    {
      config,
      schema: {
        tags,
        summary: 'Log out the current browser session',
        response: { 200: ok({ logged_out: Type.Boolean() }), ...errorResponses(400, 403, 500) },
      },
    },
    async (req, reply) => logout(req, reply, sessions),
  );
};

async function logout(req: FastifyRequest, reply: FastifyReply, sessions: BrowserSessions) {
  const cookie = cookieValue(req.headers.cookie, SESSION_COOKIE);
  let ended = false;
  if (cookie && (await sessions.authenticate(req, cookie))) {
    // A live session ends only on proof that its own page asked (else a third site could).
    if (!sessions.csrfOk(req)) throw new ApiError('csrf_failed');
    ended = await sessions.end(cookie);
  }
  reply.header('set-cookie', sessions.clearedCookies());
  return { logged_out: ended };
}
