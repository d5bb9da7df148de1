import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, Masker, mask, sensitiveSpans } from '../../src/detect/mask.js';
import { RequestMask } from '../../src/domains/gateway/masking.js';
import { redactText } from '../../src/domains/verdicts/detector.js';
import { MAKERS } from './sensitive/pii-gen.js';
import { Rng } from './sensitive/random.js';
import { FORMATS } from './sensitive/secrets-gen.js';

/**
 * Redaction that cannot leak: for any text built from filler, separators and sensitive values
 * (secrets of every format, PII of every maker; repeated, adjacent, inside punctuation), no value
 * a finder flags survives in the redacted text, in a masked chat request, or in a restored answer
 * unless the caller wrote it.
 */
const ALL = new Set(ENTITY_KINDS);
const MAKE_PII = Object.values(MAKERS);
const FILLER = [
  'the',
  'key',
  'is',
  'Please',
  'use',
  'and',
  'also',
  'token:',
  'password=',
  'mail',
  'call',
  'Dear',
  '—',
  '日本',
];
const SEPARATORS = [' ', '\n', ', ', '"', "'", ' (', ') ', ': ', '=', '\t', ''];

const sensitiveValue = fc
  .tuple(fc.boolean(), fc.nat({ max: 10_000 }), fc.nat({ max: 1000 }))
  .map(([secret, seed, k]) => {
    const r = new Rng(seed);
    return secret
      ? (FORMATS[k % FORMATS.length]?.make(r) ?? '')
      : (MAKE_PII[k % MAKE_PII.length]?.(r).value ?? '');
  });
const piece = fc.oneof(
  { weight: 2, arbitrary: sensitiveValue },
  { weight: 3, arbitrary: fc.constantFrom(...FILLER) },
);
/** A text, and its sensitive values reused: a value may appear several times. */
const text = fc
  .tuple(
    fc.array(piece, { minLength: 1, maxLength: 10 }),
    fc.array(fc.constantFrom(...SEPARATORS), { minLength: 10, maxLength: 10 }),
    fc.array(fc.nat({ max: 9 }), { maxLength: 3 }),
  )
  .map(([pieces, seps, repeats]) => {
    const withRepeats = [...pieces, ...repeats.map((i) => pieces[i % pieces.length] ?? '')];
    return withRepeats.map((p, i) => p + (seps[i % seps.length] ?? ' ')).join('');
  });

const flaggedValues = (t: string) =>
  [...new Set(sensitiveSpans(t, ALL).map((s) => t.slice(s.span.start, s.span.end)))].filter(
    (v) => v.length > 0,
  );

const RUNS = { numRuns: 150, seed: 42 };

describe('redaction property', () => {
  it('leaves no flagged value in redacted text, and mask/restore round-trips', () => {
    fc.assert(
      fc.property(text, (t) => {
        const redacted = redactText(t, []);
        for (const v of flaggedValues(t)) expect(redacted.includes(v), `${v} in ${redacted}`).toBe(false);
        const m = mask(t);
        for (const v of flaggedValues(t)) expect(m.masked.includes(v)).toBe(false);
        expect(m.restore(m.masked)).toBe(t);
      }),
      RUNS,
    );
  });

  it('masks every value of the caller in every message of a chat request', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), text, (users, system) => {
        const rm = new RequestMask([
          'EMAIL_ADDRESS',
          'PHONE_NUMBER',
          'PERSON',
          'CREDIT_CARD',
          'US_SSN',
          'IBAN_CODE',
        ]);
        for (const u of users) rm.collect(u);
        const values = users.flatMap((u) => flaggedValues(u)).filter((v) => secretOrNamed(v, users));
        // The system prompt repeats a user value: it must be masked there too.
        const sys = `${system} ${values[0] ?? ''}`;
        for (const msg of [...users, sys]) {
          const masked = rm.apply(msg);
          for (const v of values) expect(masked.includes(v), `${v} in ${masked}`).toBe(false);
          expect(rm.restore(masked)).toBe(msg);
        }
      }),
      RUNS,
    );
  });

  it('restores streamed answers chunked anywhere, and never puts back a value the caller did not send', () => {
    fc.assert(
      fc.property(text, text, fc.array(fc.nat({ max: 200 }), { maxLength: 12 }), (input, modelOwn, cuts) => {
        const rm = new RequestMask();
        rm.collect(input);
        const masked = rm.apply(input);
        // The model answers with the masked input, plus values of its own.
        const answer = `Sure: ${masked}\n${modelOwn}`;
        const whole = rm.restore(rm.redactAnswer(answer));
        // Secrets the model produced itself (flagged in the answer, absent from the input) stay masked.
        for (const v of secretValues(answer)) {
          if (!input.includes(v)) expect(whole.includes(v), `${v} leaked`).toBe(false);
        }
        const streamed = new Masker();
        streamed.collect(input);
        const r = streamed.streamRestorer();
        const maskedAnswer = streamed.apply(answer).text;
        const points = [...new Set(cuts.map((c) => c % (maskedAnswer.length + 1)))].sort((a, b) => a - b);
        let out = '';
        let at = 0;
        for (const p of [...points, maskedAnswer.length]) {
          out += r.push(maskedAnswer.slice(at, p));
          at = p;
        }
        out += r.flush();
        expect(out).toBe(streamed.restore(maskedAnswer));
      }),
      RUNS,
    );
  });
});

/** Secrets are always masked; PII only of the kinds the request names. */
function secretOrNamed(v: string, texts: string[]): boolean {
  return texts.some((t) =>
    sensitiveSpans(t, new Set(['SECRET', 'EMAIL', 'PHONE', 'PERSON', 'CARD', 'SSN', 'IBAN'])).some(
      (s) => t.slice(s.span.start, s.span.end) === v,
    ),
  );
}

function secretValues(t: string): string[] {
  return sensitiveSpans(t, new Set(['SECRET'])).map((s) => t.slice(s.span.start, s.span.end));
}
