import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiStreamEvents } from '../helpers/mock-upstream.js';
import { type GatewayHarness, startGateway, user } from './harness.js';

/**
 * A streamed answer reaches the client as the upstream produces it: with tokens spaced out, the
 * first text arrives long before the upstream finishes, with scanning on (the default policy,
 * judged incrementally) as well as off.
 */
describe('stream latency as a client sees it', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([['scanning on'], ['scanning off']])(
    'sends the first text long before the end (%s)',
    async (mode) => {
      h.up.reset();
      if (mode === 'scanning off') {
        const listed = await h.t.app.inject({
          method: 'GET',
          url: '/v1/engines',
          headers: h.t.auth(h.t.acmeKey),
        });
        const ids = (listed.json() as { data: Array<{ id: string }> }).data.map((e) => e.id);
        await h.policy('acme', { engines: Object.fromEntries(ids.map((id) => [id, { enabled: false }])) });
      } else await h.policy('acme', null);
      const words =
        'Quarterly sales rose in the northern region while the southern stores held steady. The team ' +
        'suggests three ways to improve retention: clearer onboarding, a loyalty discount and a monthly ' +
        'newsletter with practical tips for our customers.';
      h.up.script({ sse: openAiStreamEvents(words), chunkDelayMs: 25 });
      const started = performance.now();
      const stream = await h
        .client()
        .chat.completions.create({ model: 'solo', messages: user('say words'), stream: true });
      let firstText = -1;
      let text = '';
      for await (const c of stream) {
        const d = c.choices[0]?.delta.content ?? '';
        if (d && firstText < 0) firstText = performance.now() - started;
        text += d;
      }
      const total = performance.now() - started;
      expect(text).toBe(words);
      // One event per word, 25 ms apart: about a second in all. The first text may wait for one judged window
      // (48 characters plus the 64-character hold-back: about 16 words), never for the whole answer.
      expect(total).toBeGreaterThan(900);
      expect(firstText, `first text at ${firstText.toFixed(0)} ms of ${total.toFixed(0)} ms`).toBeLessThan(
        total * 0.6,
      );
    },
  );
});
