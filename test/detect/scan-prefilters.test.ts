import { describe, expect, it } from 'vitest';
import { allMatches } from '../../src/detect/engines/finder.js';
import { MultiSearch } from '../../src/detect/multi-search.js';
import { NATIONAL_ID_SHAPES } from '../../src/detect/pii/national-ids.js';
import { nearDigitMatches, numericMatches } from '../../src/detect/pii/windows.js';

/**
 * The prefilters of the PII and secret rules must not change what the rules find: the word index
 * must report every occurrence a naive search reports, and patterns run on digit runs must match
 * exactly what they match over the whole text.
 */

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = [
  ...'abcdexyz ABCXZ0123456789 .-/+()#:_,\'"\n',
  'é',
  'İ',
  'ß',
  'Ж',
  '中',
  '\u0130',
  '\u00a0',
];

function randomText(next: () => number, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return s;
}

describe('MultiSearch', () => {
  it('reports every occurrence of every word, as indexOf does', () => {
    const next = rng(7);
    for (let round = 0; round < 200; round++) {
      const words = Array.from({ length: 1 + Math.floor(next() * 12) }, () => {
        const w = randomText(next, 2 + Math.floor(next() * 4));
        return w;
      });
      const text = randomText(next, 400);
      const found = new MultiSearch(words).find(text);
      for (const w of new Set(words)) {
        const expected: number[] = [];
        for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) expected.push(at);
        expect(found.get(w) ?? [], JSON.stringify({ w, text })).toEqual(expected);
      }
    }
  });

  it('tells apart words whose first units fold together above Latin-1', () => {
    // U+0161 folds to the same table entry as 0x60 ^ 0x01; the comparison must still reject it.
    const index = new MultiSearch(['ab', '\u0161b', 'xyz']);
    const found = index.find('ab \u0161b `b xy xyz');
    expect(found.get('ab')).toEqual([0]);
    expect(found.get('\u0161b')).toEqual([3]);
    expect(found.get('xyz')).toEqual([12]);
  });
});

describe('numericMatches', () => {
  // Shapes of the number-shaped PII patterns: one-character lookbehinds, up to two-character lookaheads.
  const patterns = [
    /(?<![\w+.\-/])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,5}(?:[ .-]\d{1,8}){0,5}(?![\w\-/]|[.,]\d)/g,
    /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g,
    /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b/g,
    /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/g,
    /(?<![\d-])(\d{3})[- ]?(\d{2})[- ]?(\d{4})(?![\d-])/g,
    /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g,
    /\b[XYZ]?\d{7,8}-?[A-Z]\b/g,
    /(?<![\d-])(?:19|20)?\d{6}[-+]\d{4}(?![\d-])/g,
    /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/g,
    /(?<![\d-])\d{6}\/\d{4}(?![\d-])/g,
    /(?<![A-Za-z0-9])[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9](?![A-Za-z0-9])/g,
  ];

  /** Whether the maximal run of number-shaped characters around `at` holds a digit. */
  const runHasDigit = (text: string, at: number) => {
    const inClass = (c: string | undefined) => c !== undefined && /[0-9A-Z .\-/+():]/.test(c);
    let s = at;
    while (inClass(text[s - 1])) s--;
    let e = at;
    while (inClass(text[e])) e++;
    return /\d/.test(text.slice(s, e));
  };

  it('matches exactly what a scan of the whole text matches', () => {
    const next = rng(11);
    for (let round = 0; round < 300; round++) {
      const text = randomText(next, 300);
      for (const re of patterns) {
        const whole = allMatches(re, text)
          .filter((m) => runHasDigit(text, m.index))
          .map((m) => [m.index, m[0]]);
        const windowed = numericMatches(re, text, 1).map((m) => [m.index, m[0]]);
        expect(windowed, `${re} on ${JSON.stringify(text)}`).toEqual(whole);
      }
    }
  });
});

describe('nearDigitMatches', () => {
  // Patterns whose matches hold a digit within the reach given: an age, a card expiry, a CVV.
  const cases: Array<[RegExp, number, number]> = [
    [
      /(?<![\p{L}\d])(?:(?:aged?|age:|alter:?|im alter von)\s{0,2}(\d{1,3})\b|(\d{1,3})[ -](?:years?[ -]old|jahre alt|ans\b))/giu,
      16,
      12,
    ],
    [/(?<![\d/])(?:0[1-9]|1[0-2])\s?[/-]\s?(?:\d{2}|20\d{2})(?![\d/])/g, 0, 9],
    [/\b(?:cvv2?|security code)\s{0,3}[:#=]?\s{0,3}(\d{3,4})(?!\d)/gi, 28, 0],
  ];
  const words = [
    'aged ',
    'age:',
    'Alter ',
    'im alter von ',
    ' years old',
    '-year-old',
    ' jahre alt',
    ' ans',
    'CVV',
    'cvv2',
    'security code',
    '\t',
    ' : ',
  ];

  it('matches exactly what a scan of the whole text matches', () => {
    const next = rng(13);
    for (let round = 0; round < 300; round++) {
      let text = '';
      while (text.length < 300)
        text += next() < 0.3 ? (words[Math.floor(next() * words.length)] ?? '') : randomText(next, 3);
      for (const [re, before, after] of cases) {
        const whole = allMatches(re, text).map((m) => [m.index, m[0]]);
        const near = nearDigitMatches(re, text, before, after).map((m) => [m.index, m[0]]);
        expect(near, `${re} on ${JSON.stringify(text)}`).toEqual(whole);
      }
    }
  });
});

describe('national identifier digit groups', () => {
  it('every match of a format holds a group of digits as long, as many digits and the capital the format says', () => {
    const next = rng(17);
    const digit = () => String(Math.floor(next() * 10));
    const groupOf = (s: string) => Math.max(0, ...(s.match(/\d+/g) ?? []).map((d) => d.length));
    // Every way of writing up to 14 digits in up to four groups, with each separator and with
    // capitals around them, so that each format's shapes all occur.
    const shapes: number[][] = [];
    const extend = (lengths: number[], total: number) => {
      if (lengths.length > 0) shapes.push(lengths);
      if (lengths.length === 4) return;
      for (let l = 1; total + l <= 14; l++) extend([...lengths, l], total + l);
    };
    extend([], 0);
    for (const lengths of shapes) {
      for (const sep of [' ', '-', '.', '/', '+', 'A']) {
        for (const [head, tail] of [
          ['', ''],
          ['AB', 'C'],
          ['X', 'W'],
          ['ABCDE', 'Z'],
        ]) {
          const body = lengths.map((l) => Array.from({ length: l }, digit).join('')).join(sep);
          const text = ` ${head}${body}${tail} `;
          for (const { id, pattern, group, digits, capital } of NATIONAL_ID_SHAPES) {
            for (const m of allMatches(pattern, text)) {
              expect(groupOf(m[0]), `${id}: ${m[0]}`).toBeGreaterThanOrEqual(group);
              expect(m[0].replace(/\D/g, '').length, `${id}: ${m[0]}`).toBeGreaterThanOrEqual(digits);
              if (capital) expect(m[0], id).toMatch(/[A-Z]/);
            }
          }
        }
      }
    }
  });
});
