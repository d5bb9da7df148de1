import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { principalOf, secured } from '../../core/principal.js';
import { ok, SECURED_ERRORS } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import { FLAGS } from '../../detect/types.js';
import { dryRun } from './dry-run.js';
import type { PolicyInput } from './policy.js';
import { PolicyBody } from './schemas.js';
import { listVerdicts, type VerdictRecord } from './store.js';

const ISO_TIME = { format: 'date-time', maxLength: 40 } as const;

const VerdictLogQuery = Type.Object(
  {
    action: Type.Optional(Type.Union([Type.Literal('ALLOW'), Type.Literal('REDACT'), Type.Literal('BLOCK')])),
    flag: Type.Optional(Type.String({ enum: [...FLAGS] })),
    kind: Type.Optional(
      Type.Union([Type.Literal('prompt'), Type.Literal('target'), Type.Literal('artifact')]),
    ),
    since: Type.Optional(Type.String(ISO_TIME)),
    until: Type.Optional(Type.String(ISO_TIME)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$', description: 'next_cursor of the previous page' }),
    ),
  },
  { additionalProperties: false },
);

const VerdictSummary = Type.Object({
  verdict_id: Type.String(),
  created_at: Type.String(),
  kind: Type.String(),
  action: Type.String(),
  flags: Type.Array(Type.String()),
  confidence: Type.Number(),
  mode: Type.String(),
  enforced: Type.Boolean(),
  latency_ms: Type.Number(),
});

const VerdictLogResponse = ok({
  object: Type.Literal('list'),
  data: Type.Array(VerdictSummary),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

const DryRunBody = Type.Object(
  {
    policy: Type.Union([PolicyBody, Type.Null()], {
      description: 'the draft; null means the default policy',
    }),
    last: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  },
  { additionalProperties: false },
);

const DryRunResponse = ok({
  evaluated: Type.Integer(),
  changed: Type.Integer(),
  patterns_evaluated: Type.Literal(false, {
    description: 'allow/deny patterns need the text, which is not stored',
  }),
  data: Type.Array(
    Type.Object({
      verdict_id: Type.String(),
      created_at: Type.String(),
      action: Type.String(),
      draft_action: Type.String(),
      draft_rule: Type.String(),
      changed: Type.Boolean(),
    }),
  ),
});

/** The keyset cursor: the last verdict's (created_at, id), base64url so it is opaque. */
function encodeCursor(v: VerdictRecord): string {
  return Buffer.from(`${v.createdAt}|${v.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt))) {
    throw new ApiError('invalid_parameter', 'The cursor is not one this service issued.');
  }
  return { createdAt, id };
}

/**
 * The tenant's verdict log (content-free, like explain): newest first, filtered by action, flag,
 * kind and time, paged by an opaque cursor. The console's verdict list reads it.
 */
export const verdictLogRoutes: FastifyPluginAsyncTypebox<{ db: DbHandle }> = async (app, deps) => {
  app.get(
    '/v1/verdicts',
    {
      config: { surface: 'verdict', auth: secured('scan') },
      schema: {
        tags: ['verification'],
        summary: "The caller's tenant's verdicts, newest first (content-free)",
        querystring: VerdictLogQuery,
        response: { 200: VerdictLogResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const q = req.query;
      const limit = q.limit ?? 50;
      const rows = await listVerdicts(deps.db.db, principalOf(req).tenantId, {
        limit: limit + 1,
        ...(q.action ? { action: q.action } : {}),
        ...(q.flag ? { flag: q.flag } : {}),
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.since ? { since: new Date(q.since).toISOString() } : {}),
        ...(q.until ? { until: new Date(q.until).toISOString() } : {}),
        ...(q.cursor ? { before: decodeCursor(q.cursor) } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        object: 'list' as const,
        data: page.map((v) => ({
          verdict_id: v.id,
          created_at: v.createdAt,
          kind: v.kind,
          action: v.action,
          flags: v.flags,
          confidence: v.confidence,
          mode: v.mode,
          enforced: v.enforced,
          latency_ms: v.latencyMs,
        })),
        next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },
  );

  app.post(
    '/v1/policy/dry-run',
    {
      config: { surface: 'verdict', auth: secured('scan') },
      schema: {
        tags: ['verification'],
        summary: "How the caller's last N verdicts would end under a draft policy (nothing is saved)",
        body: DryRunBody,
        response: { 200: DryRunResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const recent = await listVerdicts(deps.db.db, principalOf(req).tenantId, {
        limit: req.body.last ?? 100,
      });
      const data = dryRun(req.body.policy as PolicyInput | null, recent);
      return {
        evaluated: data.length,
        changed: data.filter((r) => r.changed).length,
        patterns_evaluated: false as const,
        data,
      };
    },
  );
};
