import { describe, expect, it } from 'vitest';
import { MessagesStream } from '../../src/domains/gateway/messages/answer.js';
import type { MessagesRequest } from '../../src/domains/gateway/messages/request.js';
import type { ChatCompletionChunk } from '../../src/domains/gateway/providers/index.js';
import { ResponsesStream } from '../../src/domains/gateway/responses/answer.js';
import type { ResponsesRequest } from '../../src/domains/gateway/responses/request.js';
import type { SseWriter } from '../../src/domains/gateway/sse.js';

/**
 * The translated streams write their delta events from templates (no object built and serialised
 * per delta): each must be exactly the JSON the object form gives, members in the same order,
 * whatever the delta holds, and numbered in turn with the events written as objects.
 */

/** A writer that keeps every event's name and JSON text. */
function recorder() {
  const events: Array<{ name: string; json: string }> = [];
  const w = {
    start: () => undefined,
    push: () => undefined,
    end: () => undefined,
    event: (name: string, data: unknown) => events.push({ name, json: JSON.stringify(data) }),
    eventJson: (name: string, json: string) => events.push({ name, json }),
  };
  return { events, w: w as unknown as SseWriter };
}

const chunk = (delta: Record<string, unknown>, finish: 'stop' | null = null): ChatCompletionChunk => ({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

/** Deltas a template must escape exactly as JSON.stringify does. */
const AWKWARD = [
  'plain ',
  'a "quoted" word',
  'back\\slash',
  'line\nbreak\ttab',
  'sep\u2028ara\u2029tors',
  '\u0000\u001f',
  'emoji 😀 é',
  '</script>',
];

describe('translated stream delta events', () => {
  it('Responses: output_text.delta is the object form, in order and numbered in turn', () => {
    const { events, w } = recorder();
    const s = new ResponsesStream(w, { model: 'alias', input: 'x', stream: true } as ResponsesRequest);
    s.start({});
    s.chunk(chunk({ role: 'assistant', content: '' }));
    for (const d of AWKWARD) s.chunk(chunk({ content: d }));
    s.chunk(chunk({}, 'stop'));
    s.done();
    const deltas = events.filter((e) => e.name === 'response.output_text.delta');
    expect(deltas).toHaveLength(AWKWARD.length);
    const added = JSON.parse(events.find((e) => e.name === 'response.output_item.added')?.json ?? '{}');
    for (const [i, e] of deltas.entries()) {
      const parsed = JSON.parse(e.json);
      const objectForm = {
        type: 'response.output_text.delta',
        item_id: added.item.id,
        output_index: 0,
        content_index: 0,
        delta: AWKWARD[i],
        logprobs: [],
        sequence_number: parsed.sequence_number,
      };
      expect(e.json).toBe(JSON.stringify(objectForm));
      expect(e.json).not.toContain('\n');
    }
    expect(events.map((e) => JSON.parse(e.json).sequence_number)).toEqual(events.map((_, i) => i));
    const done = JSON.parse(events.find((e) => e.name === 'response.output_text.done')?.json ?? '{}');
    expect(done.text).toBe(AWKWARD.join(''));
  });

  it('Messages: content_block_delta is the object form, in order', () => {
    const { events, w } = recorder();
    const s = new MessagesStream(
      w,
      { model: 'alias', max_tokens: 8, messages: [] } as unknown as MessagesRequest,
      'req-1',
    );
    s.start({});
    for (const d of AWKWARD) s.chunk(chunk({ content: d }));
    s.chunk(chunk({}, 'stop'));
    s.done();
    const deltas = events.filter((e) => e.name === 'content_block_delta');
    expect(deltas.map((e) => e.json)).toEqual(
      AWKWARD.map((text) =>
        JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
      ),
    );
    expect(events.map((e) => e.name)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      ...AWKWARD.map(() => 'content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
  });
});
