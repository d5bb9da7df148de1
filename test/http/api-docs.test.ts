import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** docs/api.md is generated (`npm run docs:api`); this says when a route was added without it. */
describe('docs/api.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists every operation of the live OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const md = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!md.includes(`| ${method.toUpperCase()} | \`${p}\` |`))
          missing.push(`${method.toUpperCase()} ${p}`);
      }
    }
    expect(missing, 'run `npm run docs:api`').toEqual([]);
  });
});
