import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatToolCall,
  ChatUsage,
  FinishReason,
} from './providers/index.js';

/** Builds one whole completion from stream chunks (for buffered enforcement and replay). */
export function assembleChunks(chunks: readonly ChatCompletionChunk[]): ChatCompletion {
  let content = '';
  let sawContent = false;
  let finish: FinishReason | null = null;
  let usage: ChatUsage | undefined;
  const calls = new Map<number, ChatToolCall>();
  for (const c of chunks) {
    if (c.usage) usage = c.usage;
    for (const ch of c.choices) {
      if (ch.index !== 0) continue;
      if (typeof ch.delta.content === 'string') {
        content += ch.delta.content;
        sawContent = true;
      }
      for (const tc of ch.delta.tool_calls ?? []) {
        const cur = calls.get(tc.index) ?? {
          id: '',
          type: 'function' as const,
          function: { name: '', arguments: '' },
        };
        if (tc.id) cur.id = tc.id;
        if (tc.function?.name) cur.function.name += tc.function.name;
        if (tc.function?.arguments) cur.function.arguments += tc.function.arguments;
        calls.set(tc.index, cur);
      }
      if (ch.finish_reason) finish = ch.finish_reason;
    }
  }
  const first = chunks[0];
  const toolCalls = [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  return {
    id: first?.id ?? 'chatcmpl-gateway',
    object: 'chat.completion',
    created: first?.created ?? Math.floor(Date.now() / 1000),
    model: first?.model ?? '',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: sawContent || toolCalls.length === 0 ? content : null,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: finish ?? 'stop',
      },
    ],
    ...(usage ? { usage } : {}),
  };
}

/** Replays a whole completion as a well-formed chunk sequence (role, content, tools, finish, usage). */
export function completionToChunks(c: ChatCompletion, withUsage: boolean): ChatCompletionChunk[] {
  const base = { id: c.id, object: 'chat.completion.chunk' as const, created: c.created, model: c.model };
  const choice = c.choices[0];
  const out: ChatCompletionChunk[] = [
    { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
  ];
  if (choice?.message.content) {
    out.push({
      ...base,
      choices: [{ index: 0, delta: { content: choice.message.content }, finish_reason: null }],
    });
  }
  const calls = choice?.message.tool_calls ?? [];
  if (calls.length > 0) {
    out.push({
      ...base,
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: calls.map((tc, index) => ({
              index,
              id: tc.id,
              type: 'function' as const,
              function: tc.function,
            })),
          },
          finish_reason: null,
        },
      ],
    });
  }
  out.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: choice?.finish_reason ?? 'stop' }] });
  if (withUsage && c.usage) out.push({ ...base, choices: [], usage: c.usage });
  return out;
}

/** All answer text of a completion (every choice and tool-call argument), for egress judgement. */
export function completionText(c: ChatCompletion): string {
  const parts: string[] = [];
  for (const ch of c.choices) {
    if (typeof ch.message.content === 'string') parts.push(ch.message.content);
    for (const tc of ch.message.tool_calls ?? []) parts.push(tc.function.arguments);
  }
  return parts.join('\n');
}

export function completionToolCalls(c: ChatCompletion): ChatToolCall[] {
  return c.choices.flatMap((ch) => ch.message.tool_calls ?? []);
}
