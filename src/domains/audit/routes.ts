import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { secured } from '../../core/principal.js';
import { ok, SECURED_ERRORS } from '../../core/schemas.js';
import type { Signer } from '../../core/signing.js';
import type { AuditLog, VerifyReport } from './service.js';

const Hex = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description });

const CheckpointSchema = Type.Object({
  tree_size: Type.Integer(),
  root_hash: Hex('RFC 9162 Merkle tree head at tree_size'),
  signature: Type.String({ description: 'Ed25519 signature (base64) of the checkpoint statement' }),
  key_id: Type.String(),
  created_at: Type.String(),
  counter: Type.Union([Type.Integer(), Type.Null()], {
    description: '0, 1, 2, ... in signing order; null on checkpoints signed before the chain',
  }),
  prev_hash: Type.Union([Hex('SHA-256 of the previous checkpoint statement'), Type.Null()]),
});

const VerifyResponse = ok({
  valid: Type.Boolean(),
  tree_size: Type.Integer(),
  root_hash: Type.String({ description: 'RFC 9162 Merkle tree head, hex' }),
  checkpoint: Type.Union([CheckpointSchema, Type.Null()]),
  checkpoints_checked: Type.Integer(),
  first_bad_index: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  key_id: Type.String(),
});

const CheckpointResponse = ok({
  checkpoint: Type.Union([CheckpointSchema, Type.Null()]),
  statement: Type.Union([Type.String({ description: 'the exact text the signature covers' }), Type.Null()]),
  key_id: Type.String(),
  public_key_pem: Type.String({ description: 'Ed25519 public key (SPKI PEM) that verifies signatures' }),
});

const Size = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description }));
const ConsistencyQuery = Type.Object({
  first: Size('earlier tree size (or `from`)'),
  second: Size('later tree size (or `to`); default the newest checkpoint'),
  from: Size('the same as `first`: tree size of the older signed checkpoint'),
  to: Size('the same as `second`'),
});

const ConsistencyResponse = ok({
  first: Type.Integer(),
  second: Type.Integer(),
  proof: Type.Array(Type.String({ pattern: '^[0-9a-f]{64}$' }), {
    description: 'RFC 9162 section 2.1.4 consistency proof, hex node hashes',
  }),
  from_size: Type.Integer({ description: 'the same as first' }),
  to_size: Type.Integer({ description: 'the same as second' }),
  from: Type.Union([CheckpointSchema, Type.Null()], {
    description: 'the signed checkpoint at first, if one was made',
  }),
  to: Type.Union([CheckpointSchema, Type.Null()], {
    description: 'the signed checkpoint at second, if one was made',
  }),
});

/** Audit-log verification, the newest signed checkpoint, and consistency proofs between sizes. */
export const auditRoutes: FastifyPluginAsyncTypebox<{
  audit: AuditLog;
  /** The deployment's signing key, published so outside verifiers can check signatures. */
  key: Pick<Signer, 'keyId' | 'publicKeyPem'>;
  /** Told of every verification, so a failure or a foreign signing key trips self-defense. */
  onVerified: (report: VerifyReport) => Promise<void>;
}> = async (app, { audit, key, onVerified }) => {
  const config = { surface: 'admin', auth: secured(null) } as const;
  const tags = ['verification'];
  app.get(
    '/v1/audit/verify',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the tamper-evident audit log',
        response: { 200: VerifyResponse, ...SECURED_ERRORS },
      },
    },
    async () => {
      const before = await audit.verify();
      await onVerified(before);
      // A log found tampered is never signed over.
      if (!before.valid) return before;
      // Sign the current head so the answer carries a checkpoint covering every event.
      const cp = await audit.checkpoint();
      return { ...before, checkpoint: cp, checkpoints_checked: before.checkpoints_checked };
    },
  );

  app.get(
    '/v1/audit/checkpoint',
    {
      config,
      schema: {
        tags,
        summary: 'The newest signed audit checkpoint, with the statement and key that verify it',
        response: { 200: CheckpointResponse, ...SECURED_ERRORS },
      },
    },
    async () => {
      const cp = await audit.latest();
      return {
        checkpoint: cp,
        statement: cp ? audit.statement(cp) : null,
        key_id: key.keyId,
        public_key_pem: key.publicKeyPem,
      };
    },
  );

  app.get(
    '/v1/audit/consistency',
    {
      config,
      schema: {
        tags,
        summary: 'RFC 9162 consistency proof that the log at size first is a prefix of size second',
        querystring: ConsistencyQuery,
        response: { 200: ConsistencyResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const first = req.query.first ?? req.query.from;
      if (first === undefined)
        throw new ApiError('invalid_parameter', 'first (or from) is required.', { param: 'first' });
      const r = await audit.consistency(first, req.query.second ?? req.query.to);
      // The same answer under both names, with the two checkpoints, so one saved document is all
      // the standalone verifier (tools/vgate-verify.mjs audit) needs besides the older checkpoint.
      return {
        ...r,
        from_size: r.first,
        to_size: r.second,
        from: await audit.checkpointAt(r.first),
        to: await audit.checkpointAt(r.second),
      };
    },
  );
};
