import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, ok, SECURED_ERRORS } from '../../core/schemas.js';
import type { SelfDefense } from './service.js';
import type { DefenseState } from './store.js';

const ModeSchema = Type.Union([Type.Literal('normal'), Type.Literal('lockdown')]);

const stateFields = {
  mode: ModeSchema,
  since: Type.String({ description: 'when the current mode began (ISO-8601)' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  cause: Type.Union([Type.String(), Type.Null()], {
    description: 'what set the mode: a trigger name, or operator_recover',
  }),
};

const StateResponse = ok(stateFields);

const StatusResponse = ok({
  ...stateFields,
  events: Type.Array(
    Type.Object({
      type: Type.Union([
        Type.Literal('memory_write_blocked'),
        Type.Literal('audit_verification_failed'),
        Type.Literal('signing_key_mismatch'),
        Type.Literal('lockdown_entered'),
        Type.Literal('recovered'),
      ]),
      at: Type.String(),
    }),
    { description: 'recent security events, newest first; content-free and tenant-free' },
  ),
});

const RecoverBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, description: 'why the operator recovers' }) },
  { additionalProperties: false },
);

function stateView(s: DefenseState) {
  return { mode: s.mode, since: s.since, reason: s.reason, cause: s.cause };
}

/** Runtime self-defense: read the mode and recent events; recover after operator review. */
export const securityRoutes: FastifyPluginAsyncTypebox<{ selfDefense: SelfDefense }> = async (
  app,
  { selfDefense },
) => {
  const tags = ['security'];

  app.get(
    '/v1/security/self-defense',
    {
      config: { surface: 'admin', auth: secured(null) },
      schema: {
        tags,
        summary: 'Runtime self-defense mode and recent security events',
        response: { 200: StatusResponse, ...SECURED_ERRORS },
      },
    },
    async () => {
      const v = await selfDefense.view();
      return { ...stateView(v), events: v.events.map((e) => ({ type: e.kind, at: e.at })) };
    },
  );

  app.post(
    '/v1/security/self-defense/recover',
    {
      config: { surface: 'admin', auth: secured('admin', { platform: true }) },
      schema: {
        tags,
        summary: 'Return to normal mode after operator review (platform key; audited)',
        body: RecoverBody,
        response: { 200: StateResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req) => stateView(await selfDefense.recover(principalOf(req), req.body.reason)),
  );
};
