import type { EventSourceMessage } from 'eventsource-parser';
import { dropForeignDisclosure } from '../../../../core/channel.js';
import { UpstreamProtocolError, UpstreamStreamError } from '../errors.js';
import type { ResultTranslator } from '../http/chat-result.js';
import { END, type EventReader, SKIP } from '../http/upstream-exchange.js';
import { isRecord, isRetryableErrorType, stringField } from '../json-guards.js';
import { rememberText } from '../json-text.js';
import type { ChatCompletion, ChatCompletionChunk } from '../types.js';

/**
 * An OpenAI-compatible upstream already speaks the gateway's shape; this only checks that what
 * arrived is shaped like it, so that later stages (egress scanning, billing) can rely on it.
 */
export const openAiTranslator: ResultTranslator = {
  sameShape: true,
  completion(body: unknown): ChatCompletion {
    if (!isRecord(body) || !Array.isArray(body['choices'])) {
      throw new UpstreamProtocolError('upstream JSON is not a chat completion');
    }
    return body as ChatCompletion;
  },
  chunks: openAiChunks,
  reader: openAiReader,
};

function streamErrorType(error: unknown): string {
  if (!isRecord(error)) return 'unknown_error';
  const type = stringField(error, 'type') ?? stringField(error, 'code') ?? 'unknown_error';
  // Only a token: free text from the provider may echo the prompt.
  return /^[A-Za-z0-9_.-]{1,64}$/.test(type) ? type : 'unknown_error';
}

function parseChunk(event: EventSourceMessage): ChatCompletionChunk {
  let parsed: unknown;
  try {
    parsed = JSON.parse(event.data);
  } catch {
    throw new UpstreamProtocolError('upstream sent a malformed stream event');
  }
  if (!isRecord(parsed)) throw new UpstreamProtocolError('upstream sent a malformed stream event');
  // Some compatible servers report failures inside the stream instead of with a status.
  if ('error' in parsed && parsed['error'] !== null && parsed['error'] !== undefined) {
    const errorType = streamErrorType(parsed['error']);
    throw new UpstreamStreamError(errorType, isRetryableErrorType(errorType));
  }
  // Its text stands for the chunk only as parsed: nothing added, nothing dropped.
  const foreign = dropForeignDisclosure(parsed);
  if (!Array.isArray(parsed['choices'])) parsed['choices'] = [];
  else if (!foreign) rememberText(parsed, event.data);
  return parsed as ChatCompletionChunk;
}

function hasFinishReason(chunk: ChatCompletionChunk): boolean {
  return chunk.choices.some((choice) => isRecord(choice) && typeof choice.finish_reason === 'string');
}

/**
 * Reads chunks up to `data: [DONE]`. A body that ends cleanly without the marker is accepted
 * only after a finish reason: otherwise the answer was cut and must not pass as complete.
 */
function openAiReader(): EventReader<ChatCompletionChunk> {
  let finished = false;
  return {
    read(event) {
      const data = event.data.trim();
      if (data === '[DONE]') return END;
      if (data === '') return SKIP;
      const chunk = parseChunk(event);
      finished ||= hasFinishReason(chunk);
      return chunk;
    },
    end() {
      if (!finished) throw new UpstreamProtocolError('upstream stream ended before completion');
    },
  };
}

/** {@link openAiReader} over a generator of events (the translator's general form). */
async function* openAiChunks(
  events: AsyncGenerator<EventSourceMessage>,
): AsyncGenerator<ChatCompletionChunk> {
  const reader = openAiReader();
  for await (const event of events) {
    const chunk = reader.read(event);
    if (chunk === END) return;
    if (chunk !== SKIP) yield chunk;
  }
  reader.end();
}
