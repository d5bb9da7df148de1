import type { Hit } from '../types.js';
import { attackEvidence } from './attack-evidence.js';
import { type Engine, hit, MAX_HITS_PER_ENGINE, overlapsAny, type ScanContext } from './engine.js';

/**
 * Encoded payloads: base64, hex, URL-encoding, escapes, ROT13, reversed, Morse, strings cut into quoted
 * pieces and tag-smuggled text that decode to
 * readable text. Encoded prose is suspicious in a prompt; encoded prose that turns out to be an
 * injection is an attack, and then the injection engines flag it too.
 */
export const encodedPayloadEngine: Engine = {
  id: 'encoded_payload',
  version: '1.0.0',
  flags: ['ENCODED_PAYLOAD'],
  description:
    'Base64, hex, URL-encoded, escaped, ROT13, reversed, Morse, split into quoted pieces or tag-smuggled text that decodes to readable content.',
  run(ctx: ScanContext): Hit[] {
    const decoded = ctx.input.decoded;
    if (decoded.length === 0) return [];
    const attacks = attackEvidence(ctx)
      .hits.filter((h) => h.score >= 0.5)
      .map((h) => h.span);
    const hits: Hit[] = [];
    for (const d of decoded.slice(0, MAX_HITS_PER_ENGINE)) {
      // Percent-encoding is routine in URLs; other encodings of prose in a prompt are not.
      let score = d.kind === 'url' ? (d.prose ? 0.4 : 0.2) : d.prose ? 0.6 : 0.35;
      if (d.kind === 'unicode_tags') score = 0.95;
      // Short strings in a list are ordinary code; joined, they count only when they hide an attack.
      if (d.kind === 'split_strings') score = 0.2;
      // Shuffled letters are as often a typist's as a disguise: evidence only with an attack in them.
      if (d.kind === 'scrambled') score = 0.2;
      if (d.depth >= 2) score = Math.max(score, 0.7);
      if (overlapsAny(d.span, attacks)) score = Math.max(score, 0.95);
      hits.push(hit(`encoded.${d.kind}`, 'ENCODED_PAYLOAD', score, d.span));
    }
    return hits;
  },
};
