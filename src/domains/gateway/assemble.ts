import type {
  ChatChunkDelta,
  ChatChunkToolCall,
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionMessage,
  ChatToolCall,
  ChatUsage,
  FinishReason,
} from './providers/index.js';
import { SIDE_TEXTS } from './providers/types.js';

interface ChoiceParts {
  content: string;
  sawContent: boolean;
  /** The side texts streamed so far, by member. */
  side: Map<string, string>;
  /** A legacy `function_call`, its name and arguments as streamed. */
  legacy: { name: string; arguments: string } | null;
  finish: FinishReason | null;
  calls: Map<number, ChatToolCall>;
}

const noParts = (): ChoiceParts => ({
  content: '',
  sawContent: false,
  side: new Map(),
  legacy: null,
  finish: null,
  calls: new Map(),
});

/**
 * Builds one whole completion from stream chunks (for buffered enforcement and replay): every
 * choice the stream carried (a request with `n` > 1 has several), in index order. A choice
 * without an index is the first, as a lone choice is.
 */
export function assembleChunks(chunks: readonly ChatCompletionChunk[]): ChatCompletion {
  let usage: ChatUsage | undefined;
  const choices = new Map<number, ChoiceParts>();
  for (const c of chunks) {
    if (c.usage) usage = c.usage;
    for (const ch of c.choices) {
      const index = choiceIndex(ch.index);
      let parts = choices.get(index);
      if (parts === undefined) {
        parts = noParts();
        choices.set(index, parts);
      }
      if (typeof ch.delta.content === 'string') {
        parts.content += ch.delta.content;
        parts.sawContent = true;
      }
      for (const member of SIDE_TEXTS) {
        const text = ch.delta[member];
        if (typeof text === 'string') parts.side.set(member, (parts.side.get(member) ?? '') + text);
      }
      const legacy = ch.delta['function_call'] as { name?: unknown; arguments?: unknown } | null | undefined;
      if (legacy) {
        parts.legacy ??= { name: '', arguments: '' };
        if (typeof legacy.name === 'string') parts.legacy.name += legacy.name;
        if (typeof legacy.arguments === 'string') parts.legacy.arguments += legacy.arguments;
      }
      for (const tc of ch.delta.tool_calls ?? []) {
        const cur = parts.calls.get(tc.index) ?? {
          id: '',
          type: 'function' as const,
          function: { name: '', arguments: '' },
        };
        if (tc.id) cur.id = tc.id;
        if (tc.function?.name) cur.function.name += tc.function.name;
        if (tc.function?.arguments) cur.function.arguments += tc.function.arguments;
        parts.calls.set(tc.index, cur);
      }
      if (ch.finish_reason) parts.finish = ch.finish_reason;
    }
  }
  if (choices.size === 0) choices.set(0, noParts());
  const first = chunks[0];
  return {
    id: first?.id ?? 'chatcmpl-gateway',
    object: 'chat.completion',
    created: first?.created ?? Math.floor(Date.now() / 1000),
    model: first?.model ?? '',
    choices: [...choices.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([index, parts]) => {
        const toolCalls = [...parts.calls.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
        return {
          index,
          message: {
            role: 'assistant' as const,
            content: parts.sawContent || (toolCalls.length === 0 && !parts.legacy) ? parts.content : null,
            ...Object.fromEntries(parts.side),
            ...(parts.legacy ? { function_call: parts.legacy } : {}),
            ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: parts.finish ?? 'stop',
        };
      }),
    ...(usage ? { usage } : {}),
  };
}

/** A chunk choice's index; one without a (numeric) index is the first choice. */
export function choiceIndex(index: unknown): number {
  return typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 ? index : 0;
}

/**
 * Replays a whole completion as a well-formed chunk sequence: per choice its role, content,
 * side texts, tool calls and finish, then the usage.
 */
export function completionToChunks(c: ChatCompletion, withUsage: boolean): ChatCompletionChunk[] {
  const base = { id: c.id, object: 'chat.completion.chunk' as const, created: c.created, model: c.model };
  const out: ChatCompletionChunk[] = [];
  const push = (index: number, delta: ChatChunkDelta, finish: FinishReason | null = null) =>
    out.push({ ...base, choices: [{ index, delta, finish_reason: finish }] });
  const choices = c.choices.length > 0 ? c.choices : [undefined];
  choices.forEach((choice, i) => {
    const index = choice?.index ?? i;
    push(index, { role: 'assistant', content: '' });
    if (choice?.message.content) push(index, { content: choice.message.content });
    for (const member of SIDE_TEXTS) {
      const text = choice?.message[member];
      if (typeof text === 'string') push(index, { [member]: text });
    }
    const legacy = choice ? legacyFunctionCall(choice.message) : null;
    if (legacy) push(index, { function_call: legacy });
    const calls = choice?.message.tool_calls ?? [];
    if (calls.length > 0) {
      push(index, {
        tool_calls: calls.map((tc, k) => ({
          index: k,
          id: tc.id,
          type: 'function' as const,
          function: tc.function,
        })),
      });
    }
    push(index, {}, choice?.finish_reason ?? 'stop');
  });
  if (withUsage && c.usage) out.push({ ...base, choices: [], usage: c.usage });
  return out;
}

/**
 * All answer text of a completion, for egress judgement: of every choice, the content, the
 * side texts (refusal, reasoning), the transcript of its audio, and the arguments of its tool calls and of a legacy `function_call`. Whatever of it
 * reaches the client is judged; what the judgement redacts is redacted in each (see
 * `ChatGateway.enforceWhole`).
 */
export function completionText(c: ChatCompletion): string {
  const parts: string[] = [];
  for (const ch of c.choices) {
    const { texts, args } = messageParts(ch.message);
    parts.push(...texts, ...args);
  }
  return parts.join('\n');
}

/** Where the parts of an answer go: a stream's judge, or a list (see {@link messageParts}). */
export interface PartSink {
  /** `part` names the part (`content`, `refusal`, `call:0`, ...); `text` is its text, or a delta of it. */
  appendPart(part: string, text: string): void;
}

/**
 * Hands `sink` each part of an answer's message, or of a stream's delta, that a client reads: the
 * content, the side texts, the audio's transcript, its citations' URLs and titles, and the
 * arguments of its calls (tool calls, a legacy `function_call`), as sent. Call parts are named
 * `call:*` and `function_call`.
 */
export function answerParts(m: Record<string, unknown>, sink: PartSink): void {
  if (typeof m['content'] === 'string') sink.appendPart('content', m['content']);
  for (const member of SIDE_TEXTS) {
    const text = m[member];
    if (typeof text === 'string') sink.appendPart(member, text);
  }
  const transcript = audioTranscript(m);
  if (transcript !== null) sink.appendPart('audio', transcript);
  annotationTexts(m).forEach((text, i) => {
    sink.appendPart(`annotation:${i}`, text);
  });
  const calls = m['tool_calls'];
  if (Array.isArray(calls)) {
    calls.forEach((tc: ChatChunkToolCall, i) => {
      const args = tc.function?.arguments;
      if (typeof args === 'string') sink.appendPart(`call:${tc.index ?? i}`, args);
    });
  }
  const legacy = m['function_call'] as { arguments?: unknown } | null | undefined;
  if (typeof legacy?.arguments === 'string') sink.appendPart('function_call', legacy.arguments);
}

/** {@link answerParts} of a whole message as lists: its texts, and its calls' arguments. */
export function messageParts(m: ChatCompletionMessage): { texts: string[]; args: string[] } {
  const out = { texts: [] as string[], args: [] as string[] };
  answerParts(m, {
    appendPart: (part, text) => {
      (part === 'function_call' || part.startsWith('call:') ? out.args : out.texts).push(text);
    },
  });
  return out;
}

/**
 * What an answer says, as memory keeps it: each choice's content and call arguments, without the
 * side texts (a refusal, the model's reasoning), which are not the answer a later turn recalls.
 */
export function completionSaid(c: ChatCompletion): string {
  const parts: string[] = [];
  for (const ch of c.choices) {
    if (typeof ch.message.content === 'string') parts.push(ch.message.content);
    for (const tc of ch.message.tool_calls ?? []) parts.push(tc.function.arguments);
  }
  return parts.join('\n');
}

/** The transcript of a message's (or a delta's) spoken `audio`, which clients show as text. */
export function audioTranscript(m: Record<string, unknown>): string | null {
  const audio = m['audio'];
  if (audio === null || typeof audio !== 'object') return null;
  const transcript = (audio as { transcript?: unknown }).transcript;
  return typeof transcript === 'string' ? transcript : null;
}

/**
 * The URLs and titles of the citations in a message's (or a delta's) `annotations`, which search
 * models send and clients show as links.
 */
export function annotationTexts(m: Record<string, unknown>): string[] {
  const list = m['annotations'];
  if (!Array.isArray(list) || list.length === 0) return [];
  const out: string[] = [];
  for (const a of list) {
    const cite: unknown =
      a !== null && typeof a === 'object' ? (a as { url_citation?: unknown }).url_citation : null;
    if (cite === null || typeof cite !== 'object') continue;
    const { url, title } = cite as { url?: unknown; title?: unknown };
    if (typeof url === 'string') out.push(url);
    if (typeof title === 'string') out.push(title);
  }
  return out;
}

/** A message's legacy `function_call` (the `functions` API), when it has text arguments. */
export function legacyFunctionCall(m: ChatCompletionMessage): { name?: unknown; arguments: string } | null {
  const call = m['function_call'];
  if (call === null || typeof call !== 'object') return null;
  const args = (call as { arguments?: unknown }).arguments;
  return typeof args === 'string' ? { ...(call as object), arguments: args } : null;
}

/** Every call an answer makes: each choice's tool calls and its legacy `function_call`. */
export function completionToolCalls(c: ChatCompletion): ChatToolCall[] {
  return c.choices.flatMap((ch) => {
    const calls = ch.message.tool_calls ?? [];
    const legacy = ch.message['function_call'];
    if (legacy === null || typeof legacy !== 'object') return calls;
    const { name, arguments: args } = legacy as { name?: unknown; arguments?: unknown };
    const call: ChatToolCall = {
      id: '',
      type: 'function',
      function: {
        name: typeof name === 'string' ? name : '',
        arguments: typeof args === 'string' ? args : '',
      },
    };
    return [...calls, call];
  });
}
