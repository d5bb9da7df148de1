import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENGINES, buildTestApp, hasEngine, type TestApp } from '../helpers/app.js';

/**
 * A bounded, seeded malformed-input sweep over every operation of the live OpenAPI document:
 * hostile path and query values, bodies of the wrong shape, NUL characters, lone surrogates,
 * deep nesting, huge numbers, wrong media types and encodings. Whatever the input: never a 5xx,
 * never a hang, and every JSON object answer carries `channel_disclosed`.
 */

type Schema = { [key: string]: unknown };

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: Schema | null;
}

/** mulberry32: a small seeded generator, so that a failure replays exactly. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  '',
  1e20,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  [],
  {},
  ['a\u0000'],
  { '\u0000': 1 },
  { constructor: { prototype: 1 } },
  deep(60),
  '../../etc/passwd',
  '<script>',
];

const HOSTILE_SEGMENTS = [
  '%00',
  '%ff',
  'a'.repeat(600),
  '..',
  '%2e%2e',
  '-',
  'ACME',
  'acme',
  '%F0%9F%98%80',
  '1e20',
];
const HOSTILE_QUERY = ['1e20', '-1', '%00', 'abc', '', '9'.repeat(400), '%ff', '1.5', 'true', 'a%00b'];

function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['anyOf'])) return sample(schema['anyOf'][0] as Schema);
  switch (schema['type']) {
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (schema['properties'] ?? {}) as Record<string, Schema>;
      for (const name of (schema['required'] ?? []) as string[]) out[name] = sample(props[name]);
      return out;
    }
    default:
      return 'acme';
  }
}

function operations(doc: { paths: Record<string, Record<string, Schema>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op['parameters'] ?? []) as { in: string; name: string }[];
      const content = (op['requestBody'] as Schema | undefined)?.['content'] as
        | Record<string, Schema>
        | undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: (content?.['application/json']?.['schema'] as Schema | undefined) ?? null,
      });
    }
  }
  return out;
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** The malformed requests for one operation, about 30, chosen by the seeded generator. */
function* cases(op: Operation, rand: () => number, keys: string[]): Generator<InjectOptions> {
  const url = (segment?: string) =>
    op.params.reduce((u, p) => u.replace(`{${p}}`, segment ?? 'acme'), op.path);
  const auth = () => ({ authorization: `Bearer ${pick(rand, keys)}` });
  const method = op.method as InjectOptions['method'];
  for (let i = 0; i < 4 && op.params.length > 0; i += 1) {
    yield { method, url: url(pick(rand, HOSTILE_SEGMENTS)), headers: auth() };
  }
  for (const name of op.query) {
    for (let i = 0; i < 3; i += 1)
      yield { method, url: `${url()}?${name}=${pick(rand, HOSTILE_QUERY)}`, headers: auth() };
    yield { method, url: `${url()}?${name}=1&${name}=2`, headers: auth() };
  }
  const base = op.body ? sample(op.body) : {};
  const props = Object.keys(((op.body?.['properties'] ?? {}) as Schema) || {});
  for (let i = 0; i < 14; i += 1) {
    const body = typeof base === 'object' && base !== null ? { ...(base as object) } : {};
    const field = props.length > 0 && rand() < 0.8 ? pick(rand, props) : `extra_${i}`;
    (body as Record<string, unknown>)[field] = pick(rand, HOSTILE_VALUES);
    yield {
      method,
      url: url(),
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    };
  }
  const json = { ...auth(), 'content-type': 'application/json' };
  yield { method, url: url(), headers: json, payload: JSON.stringify(pick(rand, HOSTILE_VALUES)) };
  yield { method, url: url(), headers: json, payload: '{"a":' };
  yield { method, url: url(), headers: json, payload: '{"__proto__":{"polluted":1}}' };
  yield { method, url: url(), headers: json, payload: '' };
  yield { method, url: url(), headers: json, payload: JSON.stringify({ nested: deep(3_000) }) };
  yield { method, url: url(), headers: { ...auth(), 'content-type': 'text/plain' }, payload: 'hello' };
  yield {
    method,
    url: url(),
    headers: { ...auth(), 'content-type': 'application/octet-stream' },
    payload: Buffer.from([0, 255, 0]),
  };
  yield { method, url: url(), headers: { ...json, 'content-encoding': 'gzip' }, payload: '{}' };
  yield { method, url: url(), headers: { authorization: 'Bearer vg_\u00e9' } };
  yield {
    method,
    url: url(),
    headers: { ...auth(), 'x-service-session': 'a'.repeat(300), 'x-provider': '\u00ff' },
    payload: JSON.stringify(base),
  };
}

const HANG_MS = 10_000;

for (const engine of ALL_ENGINES) {
  describe.skipIf(!hasEngine(engine))(`malformed-input sweep over every operation (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ engine });
    });
    afterAll(async () => t?.close());

    it('never answers 5xx, never hangs, and discloses the channel on every JSON answer', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const ops = operations(doc);
      expect(ops.length).toBeGreaterThan(30);
      const rand = seeded(12);
      // The operator key last: an ordinary tenant's DELETE /v1/admin/account would end it early.
      const keys = [t.platformKey, t.acmeKey];
      const failures: string[] = [];
      let sent = 0;
      for (const op of ops) {
        for (const req of cases(op, rand, keys)) {
          sent += 1;
          const res = await Promise.race([
            t.app.inject(req),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), HANG_MS).unref()),
          ]);
          const what = `${req.method} ${String(req.url).slice(0, 120)}`;
          if (res === null) {
            failures.push(`${what}: no answer in ${HANG_MS} ms`);
            continue;
          }
          // A disabled operation's 503 is its contract (POST /v1/observe), not a fault.
          const disabled = res.statusCode === 503 && res.body.includes('"operation_disabled"');
          if (res.statusCode >= 500 && !disabled)
            failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          const type = String(res.headers['content-type'] ?? '');
          if (
            type.startsWith('application/json') &&
            res.body.startsWith('{') &&
            !res.body.includes('"channel_disclosed"')
          ) {
            failures.push(`${what}: JSON answer without channel_disclosed`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(800);
    }, 240_000);
  });
}
