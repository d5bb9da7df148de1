import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsHtml } from '../../src/domains/console/routes.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** `GET /`: a browser goes to the console, an API client gets a JSON 404 (docs/console.md). */
describe('GET /', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

  it('redirects a browser to the console', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER } });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('/console');
    expect(res.headers['vary']).toMatch(/accept/i);
    const console = await t.app.inject({ method: 'GET', url: res.headers['location'] as string });
    expect(console.statusCode).toBe(200);
    expect(console.headers['content-type']).toContain('text/html');
  });

  it.each([
    ['no Accept', undefined],
    ['*/*', '*/*'],
    ['application/json', 'application/json'],
    ['text/html refused', 'text/html;q=0, application/json'],
  ])('answers an API client (%s) with the JSON 404', async (_name, accept) => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('/console');
    expect(body.error.message).toContain('/v1');
  });

  it('leaves the OpenAPI document without a GET / operation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).not.toContain('/');
  });

  it('reads Accept as a browser sends it', () => {
    expect(acceptsHtml(BROWSER)).toBe(true);
    expect(acceptsHtml('TEXT/HTML')).toBe(true);
    expect(acceptsHtml('application/xhtml+xml;q=0.5')).toBe(true);
    expect(acceptsHtml(undefined)).toBe(false);
    expect(acceptsHtml('*/*')).toBe(false);
    expect(acceptsHtml('text/*')).toBe(false);
    expect(acceptsHtml('text/html;q=0')).toBe(false);
  });
});
