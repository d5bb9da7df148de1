import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ArtifactTooLargeError, scanArtifact } from '../../artifacts/index.js';
import { watchedUpload } from '../../core/body-deadline.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { OVERLAY_KEY } from '../../core/openapi.js';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, ok, SECURED_ERRORS } from '../../core/schemas.js';
import { effectivePolicy } from './policy.js';
import type { VerdictService } from './service.js';

const ArtifactResponse = ok({
  verdict_id: Type.String(),
  action: Type.Union([Type.Literal('ALLOW'), Type.Literal('BLOCK')]),
  flags: Type.Array(Type.String()),
  format: Type.String(),
  findings: Type.Array(
    Type.Object({
      severity: Type.String(),
      kind: Type.String(),
      detail: Type.String({ description: 'e.g. posix.system' }),
      location: Type.Object({ member: Type.Optional(Type.String()), offset: Type.Optional(Type.Integer()) }),
    }),
  ),
  bytes_scanned: Type.Integer(),
  latency_ms: Type.Number(),
  mode: Type.String(),
  enforced: Type.Boolean(),
});

const ArtifactQuery = Type.Object({ filename: Type.Optional(Type.String({ maxLength: 512 })) });

/**
 * POST /v1/scan/artifact: the raw bytes of a model file, streamed through the scanner (never held
 * whole). Over `VGATE_MAX_ARTIFACT_BYTES` is 400 `artifact_too_large` (413 is not in this route's
 * status set).
 */
export const artifactRoutes: FastifyPluginAsyncTypebox<{
  verdicts: VerdictService;
  maxBytes: number;
}> = async (app, deps) => {
  // The body stays a stream: the handler reads it through the scanner.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

  app.post(
    '/v1/scan/artifact',
    {
      // Up to VGATE_MAX_ARTIFACT_BYTES: no whole-body deadline, the upload progress bound instead.
      config: { surface: 'verdict', auth: secured('scan'), streamingBody: true },
      // The route's own bound, not the general 4 MiB one: an `Expect: 100-continue` upload (what
      // `curl -T` sends past 1 MiB) is answered 100 or 413 against this before a byte is sent, and
      // a Content-Length body streams through the scanner as a chunked one does.
      bodyLimit: deps.maxBytes,
      // A declared length past the bound is refused before the body is read (or, with `Expect:
      // 100-continue`, sent); a chunked one is refused the moment the scanner crosses it.
      onRequest: (req, reply, done) => {
        const declared = Number(req.headers['content-length']);
        if (!(declared > deps.maxBytes)) return done();
        reply.header('connection', 'close');
        done(new ApiError('artifact_too_large', `The artifact exceeds ${deps.maxBytes} bytes.`));
      },
      schema: {
        tags: ['scanning'],
        summary:
          'Judge a model artifact (pickle, PyTorch, NumPy, Keras, safetensors, GGUF, ONNX, zip) for unsafe loading',
        querystring: ArtifactQuery,
        consumes: ['application/octet-stream'],
        response: { 200: ArtifactResponse, ...SECURED_ERRORS, ...errorResponses(415) },
        // The body is a stream the handler reads itself, so it has no validated body schema.
        [OVERLAY_KEY]: {
          requestBody: {
            required: true,
            description: 'The model file, as is',
            content: {
              'application/octet-stream': {
                schema: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      const started = performance.now();
      const settings = await deps.verdicts.settings(principal.tenantId);
      const policy = effectivePolicy(settings.policy);
      const nameHeader = req.headers['x-artifact-name'];
      const filenameHint = req.query.filename ?? (typeof nameHeader === 'string' ? nameHeader : undefined);
      const body = req.body as Readable | undefined;
      if (!body || typeof (body as Readable)[Symbol.asyncIterator] !== 'function') {
        throw new ApiError(
          'unsupported_media_type',
          'Send the artifact bytes with Content-Type: application/octet-stream.',
        );
      }
      let report: Awaited<ReturnType<typeof scanArtifact>>;
      try {
        report = await scanArtifact(watchedUpload(req.raw, body), {
          maxBytes: deps.maxBytes,
          strict: policy.artifacts.strict,
          ...(policy.artifacts.unscannable ? { unscannable: policy.artifacts.unscannable } : {}),
          policy: { allow: policy.artifacts.allow, deny: policy.artifacts.deny },
          ...(filenameHint ? { filenameHint } : {}),
        });
      } catch (err) {
        if (err instanceof ArtifactTooLargeError) {
          reply.header('connection', 'close');
          throw new ApiError('artifact_too_large', `The artifact exceeds ${deps.maxBytes} bytes.`);
        }
        throw err;
      }
      const id = newId('vrd');
      const latencyMs = Number((performance.now() - started).toFixed(3));
      const findings = report.findings.map((f) => ({
        severity: f.severity,
        kind: f.kind,
        detail: f.detail,
        location: {
          ...(f.location.member !== undefined ? { member: f.location.member } : {}),
          ...(f.location.offset !== undefined ? { offset: f.location.offset } : {}),
        },
      }));
      await deps.verdicts.recordArtifact(principal, {
        id,
        action: report.action,
        flags: report.flags,
        confidence: report.action === 'BLOCK' ? 1 : report.flags.length > 0 ? 0.5 : 1,
        mode: settings.mode,
        enforced: settings.mode === 'enforce',
        inputDigest: `artifact:${report.format}:${report.bytesScanned}`,
        latencyMs,
        explanation: {
          artifact: {
            format: report.format,
            bytes_scanned: report.bytesScanned,
            globals: report.globals.length,
          },
          findings,
          policy: {
            strict: policy.artifacts.strict,
            mode: settings.mode,
            source: settings.policy ? 'tenant' : 'default',
          },
        },
      });
      if (settings.mode === 'shadow')
        reply.header('x-service-verdict', `${report.action}; flags=${report.flags.join(',') || 'none'}`);
      return {
        verdict_id: id,
        action: report.action,
        flags: report.flags,
        format: report.format,
        findings,
        bytes_scanned: report.bytesScanned,
        latency_ms: latencyMs,
        mode: settings.mode,
        enforced: settings.mode === 'enforce',
      };
    },
  );
};
