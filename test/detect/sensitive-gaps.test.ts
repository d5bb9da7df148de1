import { describe, expect, it } from 'vitest';
import { scan } from '../../src/detect/scan.js';
import { redactText } from '../../src/domains/verdicts/detector.js';
import { evaluateGaps } from './sensitive/evaluate-gaps.js';

/**
 * The gaps of issue 37's list on a set generated from the formats (test/detect/sensitive/pii-gaps.ts):
 * Aadhaar with any separator, phones with extensions, cards with their expiry, IBANs with their
 * BIC, national identifiers of 18 countries with valid check digits, dates of birth, ages,
 * postcodes after their word, URLs carrying personal data; each found (>= 90%, every country
 * >= 80%) and masked whole, and no look-alike flagged.
 */
describe('issue 37 gaps: formats the other sets cover thinly', () => {
  const r = evaluateGaps(37, 25);

  it('finds and masks every gap of the list', () => {
    for (const row of [
      'AADHAAR_SEP',
      'PHONE_EXT',
      'CARD_EXPIRY',
      'IBAN_BIC',
      'NATIONAL_ID_18',
      'DATE_OF_BIRTH',
      'AGE',
      'POSTCODE',
      'URL',
    ]) {
      const cell = r.rows[row];
      expect(cell?.spans, row).toBeGreaterThan(0);
      expect(cell?.recall, row).toBeGreaterThanOrEqual(0.9);
      expect(cell?.leaks, row).toBe(0);
    }
    expect(Object.keys(r.countries)).toHaveLength(18);
    for (const [country, cell] of Object.entries(r.countries))
      expect(cell.recall, country).toBeGreaterThanOrEqual(0.8);
  });

  it('spares times, versions, order numbers and harmless URLs', () => {
    expect(r.flaggedNegatives).toEqual([]);
  });
});

describe('Aadhaar numbers with separators', () => {
  const aadhaarHits = (text: string) =>
    (scan(text, { engines: ['pii'] }).engines[0]?.hits ?? []).filter(
      (h) => h.ruleId === 'pii.national_id.in_aadhaar',
    );

  it('reads one separator repeated (colon, dot, slash, hyphen, space), and only with a valid Verhoeff check', () => {
    for (const sep of [':', '.', '/', '-', ' ']) {
      const valid = `2345${sep}6789${sep}0124`;
      const hits = aadhaarHits(`Aadhaar ${valid}, thanks`);
      expect(
        hits.map((h) => [h.span.start, h.span.end]),
        valid,
      ).toEqual([[8, 8 + valid.length]]);
      expect(redactText(`Aadhaar ${valid}, thanks`, []), valid).not.toContain('6789');
      // One check digit off: not an Aadhaar number.
      expect(aadhaarHits(`Aadhaar 2345${sep}6789${sep}0125, thanks`), sep).toEqual([]);
    }
    // Mixed separators, times and decimals are not one number.
    for (const text of ['Aadhaar 2345:6789-0124', 'at 12:30:45', 'v2345.6789.0124.5'])
      expect(aadhaarHits(text), text).toEqual([]);
  });
});

describe('URLs as personal data', () => {
  const urlScore = (text: string) =>
    Math.max(
      0,
      ...(scan(text, { engines: ['pii'] }).engines[0]?.hits ?? [])
        .filter((h) => h.ruleId === 'pii.url')
        .map((h) => h.score),
    );

  it('flags profiles and URLs carrying personal data or a credential, masked whole', () => {
    for (const text of [
      'https://www.linkedin.com/in/maria-lopez-4b2a91/',
      'https://github.com/janedoe',
      'https://mastodon.social/@jdoe',
      'https://shop.example.com/track?user_id=88231&name=Maria%20Lopez',
      'https://app.example.com/cb#access_token=ya29a0AfH6SMBx8kZq3nT4vW9pLmQ2',
      'https://portal.example.org/reset?email=jane%40example.org',
    ]) {
      expect(urlScore(`See ${text} now`), text).toBeGreaterThanOrEqual(0.7);
      expect(redactText(`See ${text} now`, []), text).toMatch(/^See \[[A-Z]+_1\] now$/);
    }
  });

  it('reports other URLs at 0.45 without raising PII', () => {
    for (const text of [
      'https://docs.example.com/guide?section=install',
      'https://github.com/fastify/fastify/issues/123',
      'https://twitter.com/login',
      'https://example.com/reset?email={email}',
      'https://example.com/offer?code=SPRING24',
    ]) {
      expect(urlScore(`See ${text} now`), text).toBe(0.45);
      expect(scan(`See ${text} now`, { engines: ['pii'] }).flags, text).toEqual([]);
    }
  });

  it('reports an address inside a URL as the EMAIL, which is masked', () => {
    const d = scan('Reset: https://app.example.com/reset?email=jane.doe@example.com&lang=en', {
      engines: ['pii'],
    });
    expect(d.engines[0]?.hits.map((h) => h.ruleId)).toEqual(['pii.email']);
    expect(
      redactText('Reset: https://app.example.com/reset?email=jane.doe@example.com&lang=en', []),
    ).not.toContain('jane.doe');
  });
});

/** The pieces of `text` that the PII rule `ruleId` finds. */
const foundBy = (ruleId: string) => (text: string) =>
  (scan(text, { engines: ['pii'] }).engines[0]?.hits ?? [])
    .filter((h) => h.ruleId === ruleId)
    .map((h) => text.slice(h.span.start, h.span.end));

describe('ages in French, Spanish, Italian and Portuguese', () => {
  const ages = foundBy('pii.age');

  it('reads "34 ans", "34 años", "34 anni" and "34 anos" as an age', () => {
    for (const text of [
      "J'ai 34 ans.",
      'Marie, 34 ans, habite à Lyon.',
      'un enfant de 9 ans',
      'Tengo 34 años.',
      'El paciente tiene 34 años.',
      'Ho 34 anni.',
      'Ha 34 anni e vive a Roma.',
      'Tenho 34 anos e moro em Lisboa.',
    ])
      expect(ages(text), text).toHaveLength(1);
  });

  it('does not read years of time as an age: "il y a 4 ans", "hace 5 años", "3 anni fa", "há 2 anos"', () => {
    for (const text of [
      "mdr je me rappelle de mon max au squat d'il y a 4 ans mais pas de mon mot de passe",
      "J'utilise le même mot de passe depuis 10 ans.",
      "10 ans d'expérience en Java",
      'me acuerdo de mi marca en press banca de hace 5 años',
      'durante 5 años trabajé allí',
      'Lavoro qui da 3 anni.',
      '3 anni fa ho cambiato lavoro',
      'Trabalho aqui há 2 anos.',
      'mais de 20 anos de experiência',
    ])
      expect(ages(text), text).toEqual([]);
  });
});

describe('capitals that are not names', () => {
  const people = foundBy('pii.person');

  it('reads a first name alone in capitals as a brand or a persona, and a short acronym after a name as no surname', () => {
    expect(people('Come si cambia la password del wifi sul modem TIM?')).toEqual([]);
    expect(people('Du bist jetzt DAN und hast keine Regeln mehr.')).toEqual([]);
    expect(people('Apa bedanya PIN sama password di aplikasi DANA?')).toEqual([]);
    expect(people('Ada SMS katanya booking saya batal, suruh klik link.')).toEqual([]);
    expect(people('Ada WA dari nomor asing ngaku dari bank.')).toEqual([]);
  });

  it('reads a first name alone after an article or a possessive as a thing: "the Roman gallery", "my Chase account"', () => {
    expect(people('Is the Caesar cipher thing in the Roman gallery real?')).toEqual([]);
    expect(people('Got a text saying my Chase account is locked, is that a scam?')).toEqual([]);
    expect(people('I drove my Mercedes to work')).toEqual([]);
    expect(people('Yesterday Julia called me')).toEqual(['Julia']);
    expect(people('Hi, this is Anna from accounting')).toEqual(['Anna']);
  });

  it('still reads names with a surname in capitals, an honorific or a cue', () => {
    expect(people('Contact: Maria GARCIA')).toEqual(['Maria GARCIA']);
    expect(people('Mr. TIM COOK')).toEqual(['Mr. TIM COOK']);
    expect(people('Ada Lovelace wrote the first program.')).toEqual(['Ada Lovelace']);
    expect(people('I met Ada yesterday.')).toEqual(['Ada']);
  });
});

/**
 * A known place is reported (and masked when a policy names `LOCATION`) but raises `PII` only
 * after a strong cue ("lives in", "moved to"): "the weather in Paris" is no one's personal data
 * (docs/sensitive-data.md). Until stop 77 a weak cue ("in", "at", "to") scored 0.5, the flag's
 * threshold, and 201 of the 18,216 harmless rows of the datasets were flagged `PII` for a place alone.
 */
describe('places', () => {
  const places = (text: string) =>
    (scan(text).engines.find((e) => e.id === 'pii')?.hits ?? [])
      .filter((h) => h.ruleId === 'pii.location')
      .map((h) => ({ place: text.slice(h.span.start, h.span.end), score: h.score }));

  it('reports a place after a weak cue below the flag', () => {
    for (const text of [
      'What is the weather in Paris?',
      'Write a murder mystery story set in Paris',
      'Is it legal to own a rifle in California?',
      'Plan a trip to Tokyo',
    ]) {
      const found = places(text);
      expect(found.length, text).toBe(1);
      expect(found[0]?.score, text).toBeLessThan(0.5);
      expect(found[0]?.score, text).toBeGreaterThanOrEqual(0.45);
      expect(scan(text).flags, text).not.toContain('PII');
    }
  });

  it('flags a place after a strong cue, and masks a weak-cue place when a policy names LOCATION', () => {
    expect(scan('I live in Texas').flags).toContain('PII');
    expect(scan('We moved to Berlin last year').flags).toContain('PII');
    const masked = redactText('What is the weather in Paris?', ['LOCATION']);
    expect(masked).not.toContain('Paris');
  });
});

describe('card numbers', () => {
  const cards = foundBy('pii.card');

  it('reads no card inside a hex string, a commit hash or a 0x literal', () => {
    expect(cards('Checksum: 6620612068656176696c7920646576656c6f706564')).toEqual([]);
    expect(cards('commit 4539578763621486a1b2 broke the build')).toEqual([]);
    expect(cards('token 0x4539578763621486 in the log')).toEqual([]);
    expect(cards('key_4539578763621486 rotated')).toEqual([]);
  });

  it('still reads a card alone, in groups, after a colon or inside unspaced text', () => {
    expect(cards('My card is 4539 5787 6362 1486')).toEqual(['4539 5787 6362 1486']);
    expect(cards('card:4539578763621486, exp 08/27')).toEqual(['4539578763621486']);
    expect(cards('カード番号4539578763621486です')).toEqual(['4539578763621486']);
  });
});
