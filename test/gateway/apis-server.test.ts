import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockUpstream, startMockUpstream } from '../helpers/mock-upstream.js';
import { type ServerProcess, startServer } from '../helpers/process.js';

const PLATFORM_KEY = 'vg_apis_server_platform_key_0123456789ab';

/**
 * The started server (`src/server.ts` in its own process, as `npm start` runs it) with a fake
 * upstream of each kind behind it: the `openai` SDK's `responses.create` and Anthropic's SDK on
 * `/v1/messages`, unchanged but for their base URL.
 */
describe('POST /v1/responses and /v1/messages on the started server', () => {
  let up: MockUpstream;
  let server: ServerProcess;
  let dir: string;
  let base: string;
  let key: string;

  beforeAll(async () => {
    up = await startMockUpstream();
    dir = mkdtempSync(path.join(tmpdir(), 'vgate-apis-'));
    const config = path.join(dir, 'vgate.json');
    writeFileSync(
      config,
      JSON.stringify({
        providers: [
          { id: 'up', kind: 'openai', base_url: up.openAiBaseUrl, api_key: 'sk-hosted', default: true },
          { id: 'claude', kind: 'anthropic', base_url: up.url, api_key: 'sk-ant-hosted' },
        ],
        aliases: { sonnet: { targets: [{ provider: 'claude', model: 'claude-internal' }] } },
      }),
    );
    server = startServer({ VGATE_DATA_DIR: dir, VGATE_CONFIG: config, VGATE_ADMIN_KEY: PLATFORM_KEY });
    base = await server.ready(60_000);
    const created = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PLATFORM_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: 'apis', tier: 'pro' }),
    });
    key = ((await created.json()) as { key: string }).key;
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await up?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers the openai SDK on /v1/responses, whole and streamed', async () => {
    const client = new OpenAI({ apiKey: key, baseURL: `${base}/v1`, maxRetries: 0 });
    const r = await client.responses.create({ model: 'gpt-test', input: 'hello server' });
    expect(r.output_text).toBe('echo: hello server');
    expect(up.lastRequest?.path).toBe('/v1/chat/completions');
    const stream = await client.responses.create({ model: 'sonnet', input: 'streamed please', stream: true });
    const types: string[] = [];
    let text = '';
    for await (const e of stream) {
      types.push(e.type);
      if (e.type === 'response.output_text.delta') text += e.delta;
    }
    expect(up.lastRequest?.path).toBe('/v1/messages');
    expect(text).toContain('streamed please');
    expect(types[0]).toBe('response.created');
    expect(types.at(-1)).toBe('response.completed');
  });

  it("answers Anthropic's SDK on /v1/messages with x-api-key, whole and streamed", async () => {
    const client = new Anthropic({ apiKey: key, baseURL: base, maxRetries: 0 });
    const m = await client.messages.create({
      model: 'sonnet',
      max_tokens: 50,
      messages: [{ role: 'user', content: 'hello claude' }],
    });
    expect(m.model).toBe('sonnet');
    expect(m.content[0]?.type).toBe('text');
    expect(up.lastRequest?.path).toBe('/v1/messages');
    const stream = client.messages.stream({
      model: 'gpt-test',
      max_tokens: 50,
      messages: [{ role: 'user', content: 'stream to me' }],
    });
    expect(await stream.finalText()).toContain('stream to me');
    expect(up.lastRequest?.path).toBe('/v1/chat/completions');
  });
});
