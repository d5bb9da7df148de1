import type { EventSourceMessage } from 'eventsource-parser';
import { dropForeignDisclosure } from '../../../../core/channel.js';
import { UpstreamProtocolError } from '../errors.js';
import type { ChatCompletion, ChatCompletionChunk, UpstreamResult, UpstreamUsage } from '../types.js';
import type { EventReader, UpstreamResponse } from './upstream-exchange.js';

/** What differs between protocols once a response is in: how a 2xx body becomes OpenAI shape. */
export interface ResultTranslator {
  /** The upstream's JSON already is a chat completion: its text may be passed on (see `raw`). */
  readonly sameShape?: boolean;
  /** Parsed JSON success body to a chat completion; throws `UpstreamProtocolError` on a wrong shape. */
  completion(body: unknown): ChatCompletion;
  /** Server-sent events to OpenAI chunks; throws typed errors for broken or failed streams. */
  chunks(events: AsyncGenerator<EventSourceMessage>): AsyncGenerator<ChatCompletionChunk>;
  /** The same, event by event, where the translation needs no generator of its own (cheaper). */
  reader?(): EventReader<ChatCompletionChunk>;
}

/** 408 and 429 ask to come back later; a 5xx may not repeat on another attempt or target. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamProtocolError('upstream sent malformed JSON');
  }
}

export function usageOf(completion: ChatCompletion): UpstreamUsage | undefined {
  const usage = completion.usage;
  if (usage === undefined || usage === null) return undefined;
  const { prompt_tokens, completion_tokens } = usage;
  if (typeof prompt_tokens !== 'number' || typeof completion_tokens !== 'number') return undefined;
  return { prompt_tokens, completion_tokens };
}

/**
 * Classifies a response the same way for every protocol: a non-2xx is a provider-origin error
 * kept byte for byte (the contract passes it on), an event stream is only treated as one when
 * it was asked for, JSON is translated, any other media type is returned whole.
 */
export async function toUpstreamResult(
  response: UpstreamResponse,
  wantsStream: boolean,
  translator: ResultTranslator,
): Promise<UpstreamResult> {
  const { status, contentType, mediaType } = response;
  if (status < 200 || status > 299) {
    const body = await response.readAll();
    const result: UpstreamResult = {
      kind: 'error',
      status,
      contentType,
      body,
      retryable: isRetryableStatus(status),
    };
    if (Object.keys(response.retryHeaders).length > 0) result.headers = response.retryHeaders;
    return result;
  }
  if (wantsStream && mediaType === 'text/event-stream') {
    const chunks = translator.reader
      ? response.read(translator.reader())
      : translator.chunks(response.events());
    return { kind: 'stream', status, chunks };
  }
  const body = await response.readAll();
  if (!isJsonMediaType(mediaType)) return { kind: 'other', status, contentType, body };
  const text = body.toString('utf8');
  const parsed = parseJsonBody(text);
  // An upstream's own disclosure is dropped; its text, which still holds it, cannot stand then.
  const foreign = dropForeignDisclosure(parsed);
  const completion = translator.completion(parsed);
  const usage = usageOf(completion);
  const result: UpstreamResult = { kind: 'json', status, body: completion };
  if (usage !== undefined) result.usage = usage;
  if (translator.sameShape === true && !foreign) result.raw = text;
  return result;
}
