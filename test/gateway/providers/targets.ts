import type { ChatCompletionChunk, UpstreamTarget } from '../../../src/domains/gateway/providers/types.js';

/** A target with generous time-outs; tests shorten the phase they exercise. */
export function makeTarget(
  overrides: Partial<UpstreamTarget> & Pick<UpstreamTarget, 'baseUrl' | 'kind'>,
): UpstreamTarget {
  return {
    providerId: `test-${overrides.kind}`,
    model: 'upstream-model',
    apiKey: 'sk-test-secret',
    requestId: 'req-123',
    timeouts: { connectMs: 5_000, headersMs: 5_000, bodyMs: 5_000, totalMs: 10_000 },
    maxResponseBytes: 1_000_000,
    ...overrides,
  };
}

export async function collect(chunks: AsyncIterable<ChatCompletionChunk>): Promise<ChatCompletionChunk[]> {
  const out: ChatCompletionChunk[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

/** The text an OpenAI client would assemble from the content deltas. */
export function streamedText(chunks: ChatCompletionChunk[]): string {
  return chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
}

/** Resolves to the rejection of `promise`, failing the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}
