import { describe, expect, it } from 'vitest';
import { toAnthropicRequest } from '../../../src/domains/gateway/providers/anthropic/anthropic-request.js';
import { ProviderRequestError } from '../../../src/domains/gateway/providers/errors.js';
import type { ChatRequest } from '../../../src/domains/gateway/providers/types.js';

const translate = (req: Partial<ChatRequest>) =>
  toAnthropicRequest({ model: 'alias', messages: [], ...req }, 'claude-upstream', 4096);

function refusal(req: Partial<ChatRequest>): ProviderRequestError {
  try {
    translate(req);
  } catch (err) {
    if (err instanceof ProviderRequestError) return err;
    throw err;
  }
  throw new Error('expected a ProviderRequestError');
}

const weatherCall = {
  id: 'call_1',
  type: 'function' as const,
  function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
};

describe('toAnthropicRequest', () => {
  it('joins every system and developer message into system, keeping the rest in order', () => {
    const body = translate({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
        { role: 'developer', content: [{ type: 'text', text: 'Answer in French.' }] },
        { role: 'assistant', content: 'bonjour' },
        { role: 'user', content: 'again' },
      ],
    });
    expect(body.system).toBe('Be brief.\n\nAnswer in French.');
    expect(body.model).toBe('claude-upstream');
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'bonjour' }] },
      { role: 'user', content: [{ type: 'text', text: 'again' }] },
    ]);
  });

  it('turns text and image parts into text and image blocks (base64 data URL and plain URL)', () => {
    const body = translate({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
            { type: 'image_url', image_url: { url: 'https://example.com/cat.jpg', detail: 'high' } },
          ],
        },
      ],
    });
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: 'what is this?' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
      { type: 'image', source: { type: 'url', url: 'https://example.com/cat.jpg' } },
    ]);
    expect(body.system).toBeUndefined();
  });

  it('maps assistant tool calls to tool_use and merges consecutive tool results into one user turn', () => {
    const body = translate({
      messages: [
        { role: 'user', content: 'weather in Paris and Rome?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            weatherCall,
            { ...weatherCall, id: 'call_2', function: { name: 'get_weather', arguments: '' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'sunny' },
        { role: 'tool', tool_call_id: 'call_2', content: [{ type: 'text', text: 'rain' }] },
        { role: 'user', content: 'thanks, summarise' },
      ],
    });
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'weather in Paris and Rome?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'call_1', name: 'get_weather', input: { city: 'Paris' } },
          { type: 'tool_use', id: 'call_2', name: 'get_weather', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'call_1', content: [{ type: 'text', text: 'sunny' }] },
          { type: 'tool_result', tool_use_id: 'call_2', content: [{ type: 'text', text: 'rain' }] },
          { type: 'text', text: 'thanks, summarise' },
        ],
      },
    ]);
  });

  it('translates function tools and every tool_choice form', () => {
    const tools = [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Weather now',
          parameters: { type: 'object', properties: {} },
        },
      },
      { type: 'function', function: { name: 'ping' } },
    ];
    const body = translate({ tools, tool_choice: 'auto' });
    expect(body.tools).toEqual([
      { name: 'get_weather', description: 'Weather now', input_schema: { type: 'object', properties: {} } },
      { name: 'ping', input_schema: { type: 'object', properties: {} } },
    ]);
    expect(body.tool_choice).toBeUndefined();
    expect(translate({ tools, tool_choice: 'none' }).tool_choice).toEqual({ type: 'none' });
    expect(translate({ tools, tool_choice: 'required' }).tool_choice).toEqual({ type: 'any' });
    expect(
      translate({ tools, tool_choice: { type: 'function', function: { name: 'ping' } } }).tool_choice,
    ).toEqual({
      type: 'tool',
      name: 'ping',
    });
    expect(translate({ tools, parallel_tool_calls: false }).tool_choice).toEqual({
      type: 'auto',
      disable_parallel_tool_use: true,
    });
    expect(translate({ tool_choice: 'required' }).tool_choice).toBeUndefined();
  });

  it('maps stop, sampling, user and max tokens (default, max_tokens, max_completion_tokens)', () => {
    expect(translate({ stop: 'END' }).stop_sequences).toEqual(['END']);
    const body = translate({ stop: ['a', 'b'], temperature: 0.3, top_p: 0.9, user: 'u-7', stream: true });
    expect(body).toMatchObject({ stop_sequences: ['a', 'b'], temperature: 0.3, top_p: 0.9, stream: true });
    expect(body.metadata).toEqual({ user_id: 'u-7' });
    expect(translate({}).max_tokens).toBe(4096);
    expect(translate({ max_tokens: 100 }).max_tokens).toBe(100);
    expect(translate({ max_tokens: 100, max_completion_tokens: 50 }).max_tokens).toBe(50);
    expect(translate({}).stream).toBeUndefined();
  });

  it('refuses what Anthropic cannot express, naming the parameter', () => {
    expect(refusal({ n: 2 }).param).toBe('n');
    expect(refusal({ max_tokens: 0 }).param).toBe('max_tokens');
    expect(
      refusal({ messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: {} }] }] }).param,
    ).toBe('messages[0].content[0]');
    expect(refusal({ messages: [{ role: 'function', content: 'x' }] }).param).toBe('messages[0].role');
    expect(
      refusal({
        messages: [
          { role: 'assistant', tool_calls: [{ ...weatherCall, function: { name: 'f', arguments: '[1]' } }] },
        ],
      }).param,
    ).toBe('messages[0].tool_calls[0]');
    expect(refusal({ messages: [{ role: 'tool', content: 'x' }] }).param).toBe('messages[0]');
    expect(refusal({ tools: [{ type: 'code_interpreter' }] }).param).toBe('tools[0]');
  });
});
