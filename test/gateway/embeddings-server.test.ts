import { OpenAIEmbeddings } from '@langchain/openai';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockEmbedding } from '../../src/domains/gateway/providers/mock/mock-embeddings.js';
import { PLATFORM_KEY } from '../helpers/app.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * The real clients against the started server (its own process, as `npm start` runs it): the
 * `openai` SDK's embeddings.create (base64 by default, decoded by the SDK; floats when asked) and
 * LangChain's OpenAIEmbeddings, through the mock provider and an OpenAI-compatible upstream.
 */
describe('POST /v1/embeddings against the started server', () => {
  let fixture: Awaited<ReturnType<typeof serverFixture>>;
  let server: ServerProcess;
  let baseURL: string;
  let key: string;
  beforeAll(async () => {
    fixture = await serverFixture('emb', 'sqlite', { VGATE_ADMIN_KEY: PLATFORM_KEY });
    server = startServer(fixture.env);
    const origin = await server.ready(90_000);
    baseURL = `${origin}/v1`;
    const res = await fetch(`${baseURL}/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PLATFORM_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: 'embsdk', tier: 'pro' }),
    });
    key = ((await res.json()) as { key: string }).key;
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fixture?.close();
  });

  it('openai SDK: base64 by default, floats when asked, through the mock provider and an upstream', async () => {
    const client = new OpenAI({ apiKey: key, baseURL, maxRetries: 0 });
    const viaMock = await client.embeddings.create({ model: 'mock/emb', input: ['one text', 'two texts'] });
    expect(viaMock.data.map((d) => d.embedding)).toEqual([
      mockEmbedding('one text', 256),
      mockEmbedding('two texts', 256),
    ]);
    const floats = await client.embeddings.create({
      model: 'up/text-embedding-3-small',
      input: 'hello',
      dimensions: 32,
      encoding_format: 'float',
    });
    expect(floats.model).toBe('up/text-embedding-3-small');
    expect(floats.data[0]?.embedding).toEqual(mockEmbedding('hello', 32));
    expect(fixture.up.lastRequest?.path).toBe('/v1/embeddings');
    expect(floats.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it("LangChain's OpenAIEmbeddings embeds documents and a query unchanged", async () => {
    const lc = new OpenAIEmbeddings({
      model: 'up/text-embedding-3-small',
      apiKey: key,
      configuration: { baseURL },
      maxRetries: 0,
    });
    const docs = await lc.embedDocuments(['alpha beta', 'gamma delta']);
    expect(docs).toHaveLength(2);
    expect(docs[0]).toHaveLength(1536);
    expect(await lc.embedQuery('alpha beta')).toEqual(docs[0]);
  });
});
