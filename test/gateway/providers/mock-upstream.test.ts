import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamPools } from '../../../src/domains/gateway/providers/http/upstream-pools.js';
import { OpenAiProvider } from '../../../src/domains/gateway/providers/openai/openai-provider.js';
import type { ChatRequest } from '../../../src/domains/gateway/providers/types.js';
import { type MockUpstream, startMockUpstream } from '../../helpers/mock-upstream.js';
import { makeTarget } from './targets.js';

const request: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'hold me' }] };

/** The test upstream's own controls that other suites (crash, fallback) rely on. */
describe('mock upstream helper', () => {
  let up: MockUpstream;
  let pools: UpstreamPools;
  let provider: OpenAiProvider;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    up = await startMockUpstream();
    pools = new UpstreamPools();
    provider = new OpenAiProvider(pools);
  });
  afterAll(async () => {
    await pools.close();
    await up.close();
  });
  beforeEach(() => up.reset());

  it('holds replies until released, while counting the call', async () => {
    up.hold();
    let settled = false;
    const pending = provider
      .send(request, makeTarget({ kind: 'openai', baseUrl: up.openAiBaseUrl }), signal)
      .finally(() => {
        settled = true;
      });
    await up.waitForCalls(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(up.calls).toBe(1);
    expect(settled).toBe(false);

    up.release();
    expect((await pending).kind).toBe('json');
  });

  it('uses one-shot replies before the persistent script, and a function script sees the request', async () => {
    up.script((req) => ({ status: 201, json: { choices: [], seen: req.path } }));
    up.enqueue({ status: 503, body: 'busy' });
    const target = makeTarget({ kind: 'openai', baseUrl: up.openAiBaseUrl });
    expect(await provider.send(request, target, signal)).toMatchObject({ kind: 'error', status: 503 });
    expect(await provider.send(request, target, signal)).toMatchObject({
      kind: 'json',
      status: 201,
      body: { seen: '/v1/chat/completions' },
    });
    expect(up.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
  });
});
