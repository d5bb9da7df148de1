import { ProviderRequestError } from '../errors.js';
import { isRecord, stringField } from '../json-guards.js';
import type { ChatRequest } from '../types.js';
import { toAnthropicConversation } from './anthropic-messages.js';
import type { AnthropicRequest, AnthropicTool, AnthropicToolChoice } from './anthropic-wire.js';

/**
 * Anthropic requires `max_tokens`; OpenAI callers often omit it. The default is an operator
 * choice (it bounds cost and the billing reservation), hence a parameter.
 */
export const DEFAULT_ANTHROPIC_MAX_TOKENS = 4096;

function maxTokens(req: ChatRequest, fallback: number): number {
  const param =
    req.max_completion_tokens !== undefined && req.max_completion_tokens !== null
      ? 'max_completion_tokens'
      : 'max_tokens';
  const value: unknown = req[param] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ProviderRequestError('must be a positive integer', param);
  }
  return value;
}

function tools(req: ChatRequest): AnthropicTool[] | undefined {
  const list: unknown = req.tools;
  if (list === undefined || list === null) return undefined;
  if (!Array.isArray(list)) throw new ProviderRequestError('tools must be an array', 'tools');
  const out = list.map((tool: unknown, index): AnthropicTool => {
    const fn = isRecord(tool) && tool['type'] === 'function' ? tool['function'] : undefined;
    const name = isRecord(fn) ? stringField(fn, 'name') : undefined;
    if (!isRecord(fn) || name === undefined) {
      throw new ProviderRequestError('only function tools are supported by this provider', `tools[${index}]`);
    }
    const description = stringField(fn, 'description');
    const parameters = fn['parameters'];
    const input_schema = isRecord(parameters) ? parameters : { type: 'object', properties: {} };
    return description === undefined ? { name, input_schema } : { name, description, input_schema };
  });
  return out.length > 0 ? out : undefined;
}

function toolChoice(req: ChatRequest): AnthropicToolChoice | undefined {
  const choice: unknown = req.tool_choice;
  const serial = req.parallel_tool_calls === false ? { disable_parallel_tool_use: true } : {};
  if (choice === undefined || choice === null || choice === 'auto') {
    return req.parallel_tool_calls === false ? { type: 'auto', ...serial } : undefined;
  }
  if (choice === 'none') return { type: 'none' };
  if (choice === 'required') return { type: 'any', ...serial };
  const fn = isRecord(choice) && choice['type'] === 'function' ? choice['function'] : undefined;
  const name = isRecord(fn) ? stringField(fn, 'name') : undefined;
  if (name === undefined) throw new ProviderRequestError('unsupported tool_choice', 'tool_choice');
  return { type: 'tool', name, ...serial };
}

function stopSequences(req: ChatRequest): string[] | undefined {
  const stop: unknown = req.stop;
  if (stop === undefined || stop === null) return undefined;
  if (typeof stop === 'string') return [stop];
  if (Array.isArray(stop) && stop.every((s: unknown) => typeof s === 'string')) return stop;
  throw new ProviderRequestError('stop must be a string or an array of strings', 'stop');
}

function optionalNumber(req: ChatRequest, param: 'temperature' | 'top_p'): number | undefined {
  const value: unknown = req[param];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new ProviderRequestError('must be a number', param);
  return value;
}

/**
 * Builds the Messages API body. Fields without an Anthropic counterpart that only shape the
 * output (`response_format`, `seed`, `logprobs`, penalties) are not sent; `n > 1` is refused
 * because one answer cannot stand for several.
 */
export function toAnthropicRequest(
  req: ChatRequest,
  model: string,
  defaultMaxTokens: number,
): AnthropicRequest {
  if (typeof req.n === 'number' && req.n > 1) throw new ProviderRequestError('n > 1 is not supported', 'n');
  if (!Array.isArray(req.messages)) throw new ProviderRequestError('messages must be an array', 'messages');
  const body: AnthropicRequest = {
    model,
    ...toAnthropicConversation(req.messages),
    max_tokens: maxTokens(req, defaultMaxTokens),
  };
  const translatedTools = tools(req);
  if (translatedTools !== undefined) {
    body.tools = translatedTools;
    const choice = toolChoice(req);
    if (choice !== undefined) body.tool_choice = choice;
  }
  const stop = stopSequences(req);
  if (stop !== undefined) body.stop_sequences = stop;
  const temperature = optionalNumber(req, 'temperature');
  if (temperature !== undefined) body.temperature = temperature;
  const topP = optionalNumber(req, 'top_p');
  if (topP !== undefined) body.top_p = topP;
  if (typeof req.user === 'string' && req.user !== '') body.metadata = { user_id: req.user };
  if (req.stream === true) body.stream = true;
  return body;
}
