import type { EventSourceMessage } from 'eventsource-parser';
import { dropForeignDisclosure } from '../../../../core/channel.js';
import { UpstreamProtocolError, UpstreamStreamError } from '../errors.js';
import type { ResultTranslator } from '../http/chat-result.js';
import { END, type EventReader, SKIP } from '../http/upstream-exchange.js';
import { isRecord, isRetryableErrorType, stringField } from '../json-guards.js';
import { rememberText } from '../json-text.js';
import { type ChatCompletion, type ChatCompletionChunk, SIDE_TEXTS } from '../types.js';

/**
 * An OpenAI-compatible upstream already speaks the gateway's shape; this only checks that what
 * arrived is shaped like it, so that later stages (egress scanning, billing) can rely on it.
 */
export const openAiTranslator: ResultTranslator = {
  sameShape: true,
  completion(body: unknown): ChatCompletion {
    if (!isRecord(body) || !Array.isArray(body['choices']) || !body['choices'].every(isCompletionChoice)) {
      throw new UpstreamProtocolError('upstream JSON is not a chat completion');
    }
    return body as ChatCompletion;
  },
  chunks: openAiChunks,
  reader: openAiReader,
};

/**
 * A completion's choice as egress judging, the action guard and billing read it: a record with a
 * `message` record whose content and side texts (refusal, reasoning) are text (or absent), whose tool calls, if any, are
 * records with a `function` record and string arguments, and whose legacy `function_call`, if
 * any, is a record with string arguments. Anything else is the upstream's malformed answer (502),
 * not the gateway's 500, and never text that reaches the client unjudged (content as a list of
 * parts, say, which no judge reads).
 */
function isCompletionChoice(choice: unknown): boolean {
  if (!isRecord(choice) || !isRecord(choice['message'])) return false;
  const message = choice['message'];
  if (!textMembers(message)) return false;
  if (!absentOr(message['function_call'], isCall)) return false;
  return absentOr(
    message['tool_calls'],
    (calls) => Array.isArray(calls) && calls.every((c) => isRecord(c) && isCall(c['function'])),
  );
}

const absentOr = (v: unknown, check: (v: unknown) => boolean): boolean =>
  v === undefined || v === null || check(v);

const textOrAbsent = (v: unknown): boolean => absentOr(v, (x) => typeof x === 'string');

/**
 * Whether the content, every side text a client shows (see SIDE_TEXTS) and an audio's transcript
 * are text, or absent.
 */
function textMembers(message: Record<string, unknown>): boolean {
  if (!textOrAbsent(message['content'])) return false;
  for (const member of SIDE_TEXTS) if (!textOrAbsent(message[member])) return false;
  return absentOr(message['audio'], (a) => isRecord(a) && textOrAbsent(a['transcript']));
}

/** A call's `function` record (of a tool call or a legacy `function_call`), its arguments text. */
const isCall = (fn: unknown): boolean => isRecord(fn) && textOrAbsent(fn['arguments']);

/**
 * Whether a chunk's choices are shaped as the stream's stages read them, making a missing or
 * null `delta` an empty one (some compatible servers leave it out of the last chunk); false for
 * a choice that is not a record, a `delta` of another type, content or a side text that is not
 * text, or tool-call deltas that are not records with, where present, a `function` record with
 * text arguments (a legacy `function_call` likewise). `changed` is set when a delta was added.
 */
function wellFormedChoices(choices: unknown[], changed: { delta: boolean }): boolean {
  for (const choice of choices) {
    if (!isRecord(choice)) return false;
    const delta = choice['delta'];
    if (delta === undefined || delta === null) {
      choice['delta'] = {};
      changed.delta = true;
      continue;
    }
    if (!isRecord(delta)) return false;
    if (!textMembers(delta)) return false;
    if (!absentOr(delta['function_call'], isCall)) return false;
    const calls = delta['tool_calls'];
    if (calls === undefined || calls === null) continue;
    if (!Array.isArray(calls)) return false;
    for (const c of calls) if (!isRecord(c) || !absentOr(c['function'], isCall)) return false;
  }
  return true;
}

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
  const choices = parsed['choices'];
  if (!Array.isArray(choices)) parsed['choices'] = [];
  else {
    const changed = { delta: false };
    if (!wellFormedChoices(choices, changed))
      throw new UpstreamProtocolError('upstream sent a malformed stream event');
    if (!foreign && !changed.delta) rememberText(parsed, event.data);
  }
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
