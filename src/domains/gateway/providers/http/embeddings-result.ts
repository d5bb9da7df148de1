import { UpstreamProtocolError } from '../errors.js';
import { isRecord, numberField } from '../json-guards.js';
import type { EmbeddingsResult } from '../types.js';
import { isRetryableStatus, parseJsonBody } from './chat-result.js';
import type { UpstreamResponse } from './upstream-exchange.js';

/** One vector as an upstream sent it: finite numbers, or a base64 string. */
function vectorOf(item: unknown, at: number): number[] | string {
  const v = isRecord(item) ? item['embedding'] : undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) return v as number[];
  throw new UpstreamProtocolError(`upstream embedding ${at} is neither numbers nor base64`);
}

/**
 * An OpenAI-shaped embeddings list to vectors in input order (`data[].index`, else position);
 * `inputs` vectors exactly, or the answer is a protocol error (502).
 */
export function embeddingsOf(
  body: unknown,
  inputs: number,
): { vectors: Array<number[] | string>; promptTokens?: number; inOrder: boolean } {
  const data = isRecord(body) ? body['data'] : undefined;
  if (!Array.isArray(data) || data.length !== inputs)
    throw new UpstreamProtocolError(
      `upstream sent ${Array.isArray(data) ? data.length : 'no'} embeddings for ${inputs} inputs`,
    );
  const vectors = new Array<number[] | string>(inputs);
  const seen = new Set<number>();
  let inOrder = true;
  data.forEach((item, position) => {
    const stated = isRecord(item) ? item['index'] : undefined;
    const index = typeof stated === 'number' ? stated : position;
    if (!Number.isInteger(index) || index < 0 || index >= inputs || seen.has(index))
      throw new UpstreamProtocolError('upstream embeddings have wrong or repeated indexes');
    if (stated !== position) inOrder = false;
    seen.add(index);
    vectors[index] = vectorOf(item, index);
  });
  const usage = isRecord(body) ? body['usage'] : undefined;
  const promptTokens = isRecord(usage) ? numberField(usage, 'prompt_tokens') : undefined;
  return promptTokens === undefined ? { vectors, inOrder } : { vectors, promptTokens, inOrder };
}

/** Classifies an embeddings response as `toUpstreamResult` does a chat one (errors kept byte for byte). */
export async function toEmbeddingsResult(
  response: UpstreamResponse,
  inputs: number,
): Promise<EmbeddingsResult> {
  const { status, contentType, mediaType } = response;
  const body = await response.readAll();
  if (status < 200 || status > 299) {
    const result: EmbeddingsResult = {
      kind: 'error',
      status,
      contentType,
      body,
      retryable: isRetryableStatus(status),
    };
    if (Object.keys(response.retryHeaders).length > 0) result.headers = response.retryHeaders;
    return result;
  }
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json'))
    return { kind: 'other', status, contentType, body };
  const text = body.toString('utf8');
  const parsed = parseJsonBody(text);
  const { vectors, promptTokens, inOrder } = embeddingsOf(parsed, inputs);
  const result: EmbeddingsResult = { kind: 'embeddings', status, vectors };
  if (promptTokens !== undefined) result.promptTokens = promptTokens;
  // Its own text may go on (renamed) only where nothing in it differs from what was read here.
  if (isRecord(parsed)) {
    result.model = parsed['model'];
    if (inOrder && !Object.hasOwn(parsed, 'channel_disclosed') && text.charCodeAt(0) === 123)
      result.raw = text;
  }
  return result;
}
