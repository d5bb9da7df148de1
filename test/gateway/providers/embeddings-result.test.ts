import { describe, expect, it } from 'vitest';
import { UpstreamProtocolError } from '../../../src/domains/gateway/providers/errors.js';
import {
  embeddingsOf,
  liftFloatVectors,
  toEmbeddingsResult,
} from '../../../src/domains/gateway/providers/http/embeddings-result.js';
import type { UpstreamResponse } from '../../../src/domains/gateway/providers/http/upstream-exchange.js';

/**
 * Float answers are checked without building their numbers (`liftFloatVectors`): whatever the
 * text, the outcome must be the one a whole parse gives, the same vectors or the same 502.
 */

const answer = (text: string): UpstreamResponse =>
  ({
    status: 200,
    contentType: 'application/json',
    mediaType: 'application/json',
    retryHeaders: {},
    readAll: async () => Buffer.from(text),
  }) as unknown as UpstreamResponse;

const list = (data: string, extra = '') =>
  `{"object":"list","data":[${data}],"model":"m","usage":{"prompt_tokens":2,"total_tokens":2}${extra}}`;
const item = (index: number, embedding: string) =>
  `{"object":"embedding","index":${index},"embedding":${embedding}}`;

/** What the whole parse makes of `text`: the vectors, or the protocol error. */
function wholeParse(text: string, inputs: number): unknown {
  try {
    return embeddingsOf(JSON.parse(text), inputs).vectors;
  } catch (err) {
    return err instanceof UpstreamProtocolError || err instanceof SyntaxError ? 'error' : err;
  }
}

async function lifted(text: string, inputs: number): Promise<unknown> {
  try {
    const r = await toEmbeddingsResult(answer(text), inputs);
    return r.kind === 'embeddings' ? r.vectors : r.kind;
  } catch (err) {
    return err instanceof UpstreamProtocolError ? 'error' : err;
  }
}

describe('float vectors checked without being built', () => {
  it('lifts every plain list of numbers, leaving a parsable text with markers', () => {
    const text = list(`${item(0, '[0.5, -1.25e-3,0 ,-0]')},${item(1, '[\n  1E+05,\t2\r\n]')}`);
    const out = liftFloatVectors(text);
    expect(out?.slices).toEqual(['[0.5, -1.25e-3,0 ,-0]', '[\n  1E+05,\t2\r\n]']);
    const skeleton = JSON.parse(out?.skeleton ?? '');
    expect(skeleton.data.map((d: { embedding: unknown }) => d.embedding)).toEqual([[[0]], [[1]]]);
    expect(skeleton.usage.prompt_tokens).toBe(2);
  });

  it.each([
    ['base64 only', item(0, '"AAAAPw=="')],
    ['a backslash anywhere', item(0, '[1]'), ',"note":"a \\"quoted\\" word"'],
    ['a nested list', item(0, '[[1],[2]]')],
    ['an exponent of three digits (not finite)', item(0, '[1e400]')],
    ['a number of 21 integer digits', item(0, '[123456789012345678901]')],
    ['a string in the list', item(0, '[1,"2"]')],
    ['a non-JSON space', item(0, '[1,\u00a02]')],
    ['a leading zero', item(0, '[01]')],
    ['a bare point', item(0, '[1.]')],
    ['null', item(0, '[null]')],
  ])('leaves the whole text to the parser: %s', (_name, data, extra = '') => {
    expect(liftFloatVectors(list(data, extra))).toBeNull();
  });

  const cases: Array<[string, string, number]> = [
    ['floats', list(`${item(0, '[0.5,-0.25,1e-7]')},${item(1, '[3,4]')}`), 2],
    ['floats and base64 mixed', list(`${item(0, '[0.5,-0.25]')},${item(1, '"AAAAPw=="')}`), 2],
    ['out of order', list(`${item(1, '[1,2]')},${item(0, '[3,4]')}`), 2],
    ['empty lists', list(`${item(0, '[]')},${item(1, '[ ]')}`), 2],
    ['spaced members', list('{"index":0, "embedding" :  [1, 2]}'), 1],
    ['a member of the same name elsewhere', list(item(0, '[1,2]'), ',"meta":{"embedding":[9,9,9]}'), 1],
    ['too few vectors', list(item(0, '[1]')), 2],
    ['a repeated index', list(`${item(0, '[1]')},${item(0, '[2]')}`), 2],
    ['a list not closed', '{"data":[{"index":0,"embedding":[1,2', 1],
    ['broken JSON after the list', `${list(item(0, '[1,2]')).slice(0, -1)},}`, 1],
    ['broken JSON before the list', `{"data":[{"index":0,,"embedding":[1]}]}`, 1],
    ['a nested list', list(item(0, '[[1],[2]]')), 1],
    ['infinity', list(item(0, '[1e400]')), 1],
    ['a vector of the wrong kind', list(item(0, '{"a":1}')), 1],
  ];
  it.each(cases)('reads %s as the whole parse does', async (_name, text, inputs) => {
    expect(await lifted(text, inputs)).toEqual(wholeParse(text, inputs));
  });

  // The lists are matched in runs of 256 numbers: lengths at and past a run's end, and a flaw in a
  // later run, read as the whole parse reads them.
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? 0 : (i - 500) / 3));
  it.each([255, 256, 257, 512, 513, 1536])('lifts a list of %i numbers', (n) => {
    const text = list(item(0, JSON.stringify(numbers(n)).replaceAll(',', n % 2 === 0 ? ', ' : ',')));
    expect(liftFloatVectors(text)?.slices).toHaveLength(1);
  });
  it.each([
    ['a string', '"x"'],
    ['an empty place', ''],
    ['an infinite number', '1e400'],
    ['two numbers without a comma', '1 2'],
  ])('finds %s after 300 numbers', async (_name, flaw) => {
    const body = JSON.stringify(numbers(600)).slice(1, -1).split(',');
    body.splice(300, 1, flaw);
    const text = list(item(0, `[${body.join(',')}]`));
    expect(liftFloatVectors(text)).toBeNull();
    expect(await lifted(text, 1)).toEqual(wholeParse(text, 1));
  });
  it.each([
    ['a trailing comma after a whole run', `[${'1,'.repeat(256)}]`],
    ['a list not closed after a run', `[${'1,'.repeat(256)}1`],
  ])('leaves %s to the parser', (_name, embedding) => {
    expect(liftFloatVectors(list(item(0, embedding)))).toBeNull();
  });
  it('checks 100,000 numbers in one list', () => {
    const embedding = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => Math.sin(i) / 7));
    expect(liftFloatVectors(list(item(0, embedding)))?.slices[0]).toBe(embedding);
  });

  it('parses lifted lists through a getter of the class, not one defined on each answer', async () => {
    // A getter per answer gave each answer a hidden class of its own in old space, which kept the
    // answer alive through young collections (see `LiftedEmbeddings`).
    const [a, b] = await Promise.all(
      ['[1,2]', '[3,4]'].map((v) => toEmbeddingsResult(answer(list(item(0, v))), 1)),
    );
    expect(a && Object.getOwnPropertyDescriptor(a, 'vectors')).toBeUndefined();
    expect(a && b && Object.getPrototypeOf(a) === Object.getPrototypeOf(b)).toBe(true);
    expect([a?.kind === 'embeddings' && a.vectors, b?.kind === 'embeddings' && b.vectors]).toEqual([
      [[1, 2]],
      [[3, 4]],
    ]);
  });

  it('says which encoding every vector came in, and keeps the text only in input order', async () => {
    const floats = await toEmbeddingsResult(answer(list(item(0, '[1,2]'))), 1);
    const base64 = await toEmbeddingsResult(answer(list(item(0, '"AAAAPw=="'))), 1);
    const mixed = await toEmbeddingsResult(answer(list(`${item(0, '[1]')},${item(1, '"AAAAPw=="')}`)), 2);
    const reordered = await toEmbeddingsResult(answer(list(`${item(1, '[1]')},${item(0, '[2]')}`)), 2);
    expect(floats.kind === 'embeddings' && [floats.encoding, floats.raw !== undefined]).toEqual([
      'float',
      true,
    ]);
    expect(base64.kind === 'embeddings' && base64.encoding).toBe('base64');
    expect(mixed.kind === 'embeddings' && mixed.encoding).toBeUndefined();
    expect(reordered.kind === 'embeddings' && [reordered.raw, reordered.vectors]).toEqual([
      undefined,
      [[2], [1]],
    ]);
  });
});
