import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { secured } from '../../core/principal.js';
import { ok, SECURED_ERRORS } from '../../core/schemas.js';
import type { AuditLog, VerifyReport } from './service.js';

const CheckpointSchema = Type.Object({
  tree_size: Type.Integer(),
  root_hash: Type.String(),
  signature: Type.String({ description: 'Ed25519 signature, base64' }),
  key_id: Type.String(),
  created_at: Type.String(),
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

/** Audit-log verification: recompute the Merkle tree and check every signed checkpoint. */
export const auditRoutes: FastifyPluginAsyncTypebox<{
  audit: AuditLog;
  /** Told of every verification, so a failure or a foreign signing key trips self-defense. */
  onVerified: (report: VerifyReport) => Promise<void>;
}> = async (app, { audit, onVerified }) => {
  app.get(
    '/v1/audit/verify',
    {
      config: { surface: 'admin', auth: secured(null) },
      schema: {
        tags: ['verification'],
        summary: 'Verify the tamper-evident audit log',
        response: { 200: VerifyResponse, ...SECURED_ERRORS },
      },
    },
    async () => {
      const before = await audit.verify();
      await onVerified(before);
      if (!before.valid) return before;
      // Sign the current head so the answer carries a checkpoint covering every event.
      const cp = await audit.checkpoint();
      return { ...before, checkpoint: cp, checkpoints_checked: before.checkpoints_checked };
    },
  );
};
