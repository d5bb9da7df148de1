import { ROUTINE_ENCODINGS } from '../normalize/decode.js';
import type { Hit } from '../types.js';
import { attackEvidence } from './attack-evidence.js';
import { type Engine, hit, MAX_HITS_PER_ENGINE, overlapsAny, type ScanContext } from './engine.js';

/**
 * Encoded payloads: base64, base32, Ascii85, hex, binary and decimal character codes, URL-encoding,
 * escapes, HTML character references, quoted-printable, uuencode, ROT13, Atbash, reversed or
 * upside-down text, pig Latin, starred-out words, Morse, Braille, Ecoji, Base2048, strings cut into quoted pieces and text smuggled in invisible
 * characters that decode to readable text. Encoded prose is suspicious in a prompt; encoded prose
 * that turns out to be an injection is an attack, and then the injection engines flag it too.
 */
export const encodedPayloadEngine: Engine = {
  id: 'encoded_payload',
  version: '1.4.0',
  flags: ['ENCODED_PAYLOAD'],
  description:
    'Base64, base32, Ascii85, hex, binary or decimal character codes, URL-encoded, escaped, HTML character ' +
    'references, quoted-printable, uuencoded, ROT13, Atbash, reversed or upside-down, pig Latin, starred-out words, Morse, Braille, Ecoji, ' +
    'Base2048, split into ' +
    'quoted pieces or smuggled in invisible characters (tags, variation selectors, invisible times/plus bits), ' +
    'decoding to readable content.',
  run(ctx: ScanContext): Hit[] {
    const decoded = ctx.input.decoded;
    if (decoded.length === 0) return [];
    const attacks = attackEvidence(ctx)
      .hits.filter((h) => h.score >= 0.5)
      .map((h) => h.span);
    const hits: Hit[] = [];
    for (const d of decoded.slice(0, MAX_HITS_PER_ENGINE)) {
      // Percent-encoding is routine in URLs, character references in pasted HTML and
      // quoted-printable in pasted mail; other encodings of prose in a prompt are not.
      let score = ROUTINE_ENCODINGS.has(d.kind) ? (d.prose ? 0.4 : 0.2) : d.prose ? 0.6 : 0.35;
      if (d.kind === 'unicode_tags') score = 0.95;
      // Short strings in a list are ordinary code; joined, they count only when they hide an attack.
      if (d.kind === 'split_strings') score = 0.2;
      // Shuffled letters are as often a typist's as a disguise: evidence only with an attack in them.
      if (d.kind === 'scrambled') score = 0.2;
      // Pig Latin is a children's game before it is a disguise: evidence only with an attack in it.
      if (d.kind === 'pig_latin') score = 0.2;
      // A starred-out word ("f*ck") is politeness as often as evasion: evidence only with an attack in it.
      if (d.kind === 'masked') score = 0.2;
      if (d.depth >= 2) score = Math.max(score, 0.7);
      if (overlapsAny(d.span, attacks)) score = Math.max(score, 0.95);
      // An emoji for a word ("a 💣") is how people write, and role-play prompts are strewn with
      // them: never a payload, whatever the text asks (the engines report what the words hide).
      if (d.kind === 'emoji') score = 0.1;
      hits.push(hit(`encoded.${d.kind}`, 'ENCODED_PAYLOAD', score, d.span));
    }
    return hits;
  },
};
