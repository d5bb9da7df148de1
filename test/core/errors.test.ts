import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODES, errorBody, isRetryable } from '../../src/core/errors.js';

describe('error vocabulary', () => {
  it('documents every code in docs/errors.md with its status', () => {
    const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
    for (const [code, spec] of Object.entries(ERROR_CODES)) {
      expect(doc, code).toContain(`| \`${code}\` | ${spec.status} |`);
    }
  });

  it('uses the contract codes verbatim with their contract statuses', () => {
    const contract: Record<string, number> = {
      memory_user_turn_required: 400,
      memory_request_not_storable: 400,
      memory_scope_required: 409,
      memory_turn_id_required: 409,
      memory_turn_conflict: 409,
      memory_turn_claimed: 409,
      memory_turn_execution_in_progress: 409,
      memory_turn_outcome_uncertain: 409,
      memory_turn_replay_unavailable: 409,
    };
    for (const [code, status] of Object.entries(contract)) {
      expect(ERROR_CODES[code as keyof typeof ERROR_CODES].status).toBe(status);
    }
  });

  it('builds the OpenAI error shape with extras inside error (where the SDKs look) and beside it', () => {
    const body = errorBody(
      new ApiError('memory_turn_conflict', undefined, { extras: { request_ref: 'abc' } }),
      'req_1',
    );
    expect(body).toEqual({
      error: {
        message: ERROR_CODES.memory_turn_conflict.message,
        type: 'conflict_error',
        code: 'memory_turn_conflict',
        param: null,
        request_ref: 'abc',
      },
      request_id: 'req_1',
      request_ref: 'abc',
    });
  });

  it('marks only errors a retry can fix as retryable (x-should-retry)', () => {
    for (const code of [
      'no_route',
      'memory_scope_required',
      'memory_turn_conflict',
      'memory_turn_replay_unavailable',
      'invalid_request',
      'prompt_blocked',
    ] as const) {
      expect(isRetryable(code), code).toBe(false);
    }
    for (const code of [
      'rate_limited',
      'upstream_timeout',
      'dependency_unavailable',
      'memory_turn_claimed',
    ] as const) {
      expect(isRetryable(code), code).toBe(true);
    }
  });
});
