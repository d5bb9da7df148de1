import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PUBLIC } from '../../core/principal.js';
import { ok, PUBLIC_ERRORS } from '../../core/schemas.js';
import type { Transparency } from './service.js';

const EnvelopeResponse = ok(
  {
    payloadType: Type.String({ description: 'application/vnd.in-toto+json' }),
    payload: Type.String({ description: 'in-toto Statement v1 (RFC 8785 canonical JSON), base64' }),
    signatures: Type.Array(
      Type.Object({
        keyid: Type.String({ description: 'sha256: of the signing key SPKI' }),
        sig: Type.String({ description: 'Ed25519 over the DSSE PAE, base64' }),
      }),
    ),
    public_keys: Type.Array(
      Type.Object({
        keyid: Type.String(),
        algorithm: Type.Literal('ed25519'),
        public_key_pem: Type.String(),
        valid_from: Type.String(),
        valid_until: Type.Union([Type.String(), Type.Null()]),
      }),
      { description: 'Every key that has signed for this deployment; pin one out of band.' },
    ),
  },
  'A DSSE envelope; verify it with `vgate verify` or tools/vgate-verify.mjs',
);

/** The signed public attestations (contract: Verification and public operations; status set B). */
export const transparencyRoutes: FastifyPluginAsyncTypebox<{ transparency: Transparency }> = async (
  app,
  { transparency },
) => {
  const config = { surface: 'public' as const, auth: PUBLIC };

  app.get(
    '/v1/public/channel-matrix',
    {
      config,
      schema: {
        tags: ['transparency'],
        summary: 'Signed channel matrix (Constitution principle 12)',
        description:
          'Every channel id (contour, surface, upstream, retention) this deployment can disclose. The subject digest equals `matrix_digest` in every `channel_disclosed`.',
        response: { 200: EnvelopeResponse, ...PUBLIC_ERRORS },
      },
    },
    async () => transparency.channelMatrix(),
  );

  app.get(
    '/v1/public/firewall-attestation',
    {
      config,
      schema: {
        tags: ['transparency'],
        summary: 'Signed firewall attestation (Constitution principle 11)',
        description:
          'Engine ids and versions, model weight digests, the tuning baseline, default policy and artifact policy list digests, the service version and build, and the latest signed audit checkpoint.',
        response: { 200: EnvelopeResponse, ...PUBLIC_ERRORS },
      },
    },
    async () => transparency.firewallAttestation(),
  );
};
