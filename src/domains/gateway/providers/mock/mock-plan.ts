import { createHash } from 'node:crypto';
import { isRecord } from '../json-guards.js';
import type { ChatMessage, ChatRequest } from '../types.js';

/**
 * What the mock provider will do for one request, decided only from the request: the same
 * request always gets the same plan. Magic markers are documented in README.md of this folder.
 */
export type MockPlan =
  | { kind: 'answer'; text: string; finishReason: 'stop' | 'length' }
  | { kind: 'tool_call'; name: string; arguments: string }
  | { kind: 'error'; status: number }
  | { kind: 'break'; text: string };

export interface MockTiming {
  /** Milliseconds to wait before answering (`[[mock:slow:MS]]`), 0 otherwise. */
  delayMs: number;
}

const MARKER = /\[\[mock:([a-z_]+)(?::([^\]]*))?\]\]/g;
const MAX_DELAY_MS = 120_000;

/** The text of a message: the string content or its text parts joined. */
export function messageText(message: ChatMessage): string {
  const content: unknown = isRecord(message) ? message.content : undefined;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => (isRecord(part) && typeof part['text'] === 'string' ? part['text'] : ''))
    .join('');
}

export function lastUserText(req: ChatRequest): string {
  const messages = Array.isArray(req.messages) ? req.messages : [];
  const last = messages.findLast((message) => isRecord(message) && message.role === 'user');
  return last === undefined ? '' : messageText(last);
}

/** A deliberately simple estimate (about four characters per token), stable across runs. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function promptTokens(req: ChatRequest): number {
  const messages = Array.isArray(req.messages) ? req.messages : [];
  return Math.max(
    1,
    messages.reduce((sum, message) => sum + estimateTokens(messageText(message)), 0),
  );
}

/** A stable id per request content, so a replayed request yields a byte-identical answer. */
export function mockCompletionId(req: ChatRequest, model: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([model, req.messages]))
    .digest('hex');
  return `chatcmpl-mock-${digest.slice(0, 24)}`;
}

function firstToolName(req: ChatRequest): string {
  const tools: unknown = req.tools;
  if (!Array.isArray(tools)) return 'mock_tool';
  for (const tool of tools) {
    const fn = isRecord(tool) ? tool['function'] : undefined;
    if (isRecord(fn) && typeof fn['name'] === 'string') return fn['name'];
  }
  return 'mock_tool';
}

function maxTokensOf(req: ChatRequest): number | undefined {
  const value: unknown = req.max_completion_tokens ?? req.max_tokens;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** Caps the answer at `max_tokens` worth of characters, as a real model would stop with `length`. */
function answer(text: string, req: ChatRequest): MockPlan {
  const maxTokens = maxTokensOf(req);
  if (maxTokens === undefined || estimateTokens(text) <= maxTokens)
    return { kind: 'answer', text, finishReason: 'stop' };
  return { kind: 'answer', text: text.slice(0, maxTokens * 4), finishReason: 'length' };
}

export function planMockAnswer(req: ChatRequest): { plan: MockPlan; timing: MockTiming } {
  const prompt = lastUserText(req);
  const echo = prompt.replace(MARKER, '').trim();
  let plan: MockPlan = answer(`mock answer: ${echo}`, req);
  let delayMs = 0;
  for (const [, name, arg = ''] of prompt.matchAll(MARKER)) {
    const status = Number(arg);
    if (name === 'error' && Number.isInteger(status) && status >= 400 && status <= 599) {
      plan = { kind: 'error', status };
    } else if (name === 'tool_call') {
      plan = { kind: 'tool_call', name: firstToolName(req), arguments: JSON.stringify({ input: echo }) };
    } else if (name === 'say') {
      plan = answer(arg, req);
    } else if (name === 'break') {
      plan = { kind: 'break', text: `mock answer: ${echo}` };
    } else if (name === 'slow' && Number.isInteger(status) && status >= 0) {
      delayMs = Math.min(status, MAX_DELAY_MS);
    }
  }
  return { plan, timing: { delayMs } };
}
