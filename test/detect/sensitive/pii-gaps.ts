import { ibanValid, luhnValid } from '../../../src/detect/engines/checksums.js';
import { NATIONAL_ID_SHAPES } from '../../../src/detect/pii/national-ids.js';
import { Rng, UPPER } from './random.js';

/**
 * Issue 37's list of PII the other sets cover thinly or not at all, generated from the formats:
 * Aadhaar numbers with every separator, phones with extensions, cards followed by their expiry,
 * IBANs with their BIC, national identifiers of 18 countries with valid check digits, dates of
 * birth, ages, postcodes after their word, and URLs that carry personal data. Check digits are
 * completed with the detector's own checks (the rows measure formats, context words and masking;
 * the checks themselves are tested on published examples in sensitive-data.test.ts). Negatives
 * are look-alikes: times, versions, order numbers, harmless URLs.
 */

export interface GapSpan {
  entity: string;
  start: number;
  end: number;
}

export interface GapCase {
  /** The row of the table the case counts in (an entity, or a narrower gap such as AADHAAR_SEP). */
  row: string;
  /** For national identifiers, the rule id's country part ("pl_pesel"); otherwise the row. */
  kind: string;
  text: string;
  spans: GapSpan[];
}

/** A case from a template with `{}` holes, each filled with a value and labelled with its entity. */
function fill(row: string, kind: string, template: string, values: ReadonlyArray<[string, string]>): GapCase {
  let text = '';
  const spans: GapSpan[] = [];
  const parts = template.split('{}');
  parts.forEach((part, i) => {
    text += part;
    const v = values[i];
    if (i < parts.length - 1 && v) {
      spans.push({ entity: v[0], start: text.length, end: text.length + v[1].length });
      text += v[1];
    }
  });
  return { row, kind, text, spans };
}

const validOf = (id: string) => {
  const shape = NATIONAL_ID_SHAPES.find((s) => s.id === `pii.national_id.${id}`);
  if (!shape) throw new Error(`no national id rule ${id}`);
  return shape.valid;
};

/** A body from `body()` completed with `checkLength` check digits so that `valid` passes. */
function complete(body: () => string, checkLength: number, valid: (s: string) => boolean): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const b = body();
    for (let c = 0; c < 10 ** checkLength; c++) {
      const s = b + String(c).padStart(checkLength, '0');
      if (valid(s)) return s;
    }
  }
  throw new Error('no valid completion');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const group = (s: string, sizes: readonly number[], sep: string) => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  return out.join(sep);
};

/** National identifiers of 18 countries: [rule, value as printed, context word]. */
function nationalIds(r: Rng): Array<[string, string, string]> {
  const dob = () => `${pad(r.int(50, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 28))}`;
  const d = (n: number) => r.digits(n);
  const ssn = `${pad(r.int(1, 665), 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
  const nino = `${r.pick(['AB', 'CE', 'JK', 'PR', 'SW'])} ${d(2)} ${d(2)} ${d(2)} ${r.pick(['A', 'B', 'C', 'D'])}`;
  const nhs = complete(() => d(9), 1, validOf('uk_nhs'));
  const sin = complete(
    () => `${r.int(1, 7)}${d(7)}`,
    1,
    (s) => luhnValid(s),
  );
  const tfn = complete(() => d(8), 1, validOf('au_tfn'));
  const aadhaar = complete(() => `${r.int(2, 9)}${d(10)}`, 1, validOf('in_aadhaar'));
  const pan = `${r.chars(UPPER, 3)}P${r.chars(UPPER, 1)}${d(4)}${r.chars(UPPER, 1)}`;
  const rrn = complete(() => `${dob()}${r.int(1, 2)}${d(5)}`, 1, validOf('kr_rrn'));
  const dniNumber = d(8);
  const dni = `${dniNumber}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(dniNumber) % 23]}`;
  const cf = (() => {
    for (;;) {
      const body = `${r.chars(UPPER, 6)}${d(2)}${r.pick([...'ABCDEHLMPRST'])}${pad(r.int(1, 28))}${r.chars(UPPER, 1)}${d(3)}`;
      for (const c of UPPER) if (validOf('it_codice_fiscale')(body + c)) return body + c;
    }
  })();
  const nir = complete(
    () => `${r.int(1, 2)}${d(2)}${pad(r.int(1, 12))}${pad(r.int(1, 95))}${d(6)}`,
    2,
    validOf('fr_nir'),
  );
  const steuer = complete(() => `${r.int(1, 9)}${d(9)}`, 1, validOf('de_tax_id'));
  const bsn = complete(() => `${r.int(1, 9)}${d(7)}`, 1, validOf('nl_bsn'));
  const pesel = complete(() => `${dob()}${d(4)}`, 1, validOf('pl_pesel'));
  const cpf = complete(() => d(9), 2, validOf('br_cpf'));
  const pnr = complete(
    () => `${dob()}${d(3)}`,
    1,
    (s) => validOf('se_personnummer')(s),
  );
  const tckn = complete(() => `${r.int(1, 9)}${d(8)}`, 2, validOf('tr_tckn'));
  const za = complete(() => `${dob()}${d(4)}0${r.int(8, 9)}`, 1, validOf('za_id'));
  return [
    ['us_ssn', ssn, 'SSN'],
    ['uk_nino', nino, 'National Insurance number'],
    ['uk_nhs', group(nhs, [3, 3, 4], ' '), 'NHS number'],
    ['ca_sin', group(sin, [3, 3, 3], ' '), 'SIN'],
    ['au_tfn', group(tfn, [3, 3, 3], ' '), 'TFN'],
    ['in_aadhaar', group(aadhaar, [4, 4, 4], ' '), 'Aadhaar'],
    ['in_pan', pan, 'PAN'],
    ['kr_rrn', `${rrn.slice(0, 6)}-${rrn.slice(6)}`, '주민등록번호'],
    ['es_dni', dni, 'DNI'],
    ['it_codice_fiscale', cf, 'codice fiscale'],
    ['fr_nir', group(nir, [1, 2, 2, 2, 3, 3, 2], ' '), 'numéro de sécurité sociale'],
    ['de_tax_id', group(steuer, [2, 3, 3, 3], ' '), 'Steuer-ID'],
    ['nl_bsn', bsn, 'BSN'],
    ['pl_pesel', pesel, 'PESEL'],
    ['br_cpf', `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, 'CPF'],
    ['se_personnummer', `${pnr.slice(0, 6)}-${pnr.slice(6)}`, 'personnummer'],
    ['tr_tckn', tckn, 'T.C. Kimlik No'],
    ['za_id', za, 'South African ID'],
  ];
}

function bicOf(r: Rng, country: string): string {
  return `${r.chars(UPPER, 4)}${country}${r.chars(UPPER, 2)}${r.pick(['', 'XXX', '100'])}`;
}

function ibanOf(r: Rng): [string, string] {
  const country = r.pick(['DE', 'FR', 'NL', 'ES', 'IT']);
  const lengths: Record<string, number> = { DE: 18, FR: 23, NL: 14, ES: 20, IT: 23 };
  const bban =
    country === 'NL'
      ? `${r.chars(UPPER, 4)}${r.digits(10)}`
      : country === 'IT'
        ? `${r.chars(UPPER, 1)}${r.digits(22)}`
        : r.digits(lengths[country] ?? 18);
  for (let k = 2; k < 99; k++) {
    const iban = `${country}${pad(k)}${bban}`;
    if (ibanValid(iban)) return [country, iban.replace(/(.{4})(?=.)/g, '$1 ')];
  }
  return ibanOf(r);
}

/** Profile URLs and URLs with personal data or a credential in their query or fragment. */
function personalUrl(r: Rng): string {
  const user = `${r.pick(['maria', 'j', 'kwame', 'lars', 'aisha'])}${r.pick(['.lopez', '_doe', 'mensah', '-berg', 'k'])}${r.int(1, 99)}`;
  return r.pick([
    `https://www.linkedin.com/in/${user}/`,
    `https://twitter.com/${user.replace(/[.-]/g, '_')}`,
    `https://github.com/${user.replace(/[._]/g, '-')}`,
    `https://mastodon.social/@${user.replace(/[.-]/g, '_')}`,
    `https://www.example.edu/~${user.replace(/[.-]/g, '')}/`,
    `https://shop.example.com/account?user_id=${r.digits(6)}&lang=en`,
    `https://app.example.com/invite?name=${user}&phone=%2B44${r.digits(10)}`,
    `https://portal.example.org/reset?email=${user}%40example.org`,
    `https://app.example.com/callback#access_token=${r.chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 32)}&token_type=bearer`,
    `https://api.example.com/v2/export?api_key=${r.chars('abcdef0123456789', 32)}`,
  ]);
}

const HARMLESS_URLS = [
  'See https://docs.example.com/guide?section=install for the setup.',
  'The repository is https://github.com/fastify/fastify/issues/4821 if you want the history.',
  'Search https://www.example.com/search?q=winter+boots&page=2 for more.',
  'Our blog https://blog.example.org/2024/05/release-notes covers it.',
  'Download from https://example.com/downloads/tool-1.2.3.tar.gz today.',
  'Sign in at https://twitter.com/login with your account.',
  'The newsletter link was https://example.com/offer?utm_source=newsletter&utm_medium=email.',
  'Docs: https://developer.mozilla.org/en-US/docs/Web/API/URL',
];

const LOOK_ALIKES = [
  'The build finished at 12:30:45 and again at 18:02:11.',
  'Release 2024.11.28 ships version 4.18.2 of the parser.',
  'Order 2345-6789-0123 was shipped on Monday.',
  'The meeting room is 3B, floor 12, and seats 14 people.',
  'Item SKU 5512 3456 7781 costs 120 dollars.',
  'Coordinates 48.8566, 2.3522 mark the spot.',
  'Chapter 12, page 345: the model has 7 billion parameters.',
];

/** `per` cases of each gap (national identifiers: `per` of each country) and the negatives. */
export function gapCases(seed: number, per: number): { positives: GapCase[]; negatives: GapCase[] } {
  const r = new Rng(seed);
  const positives: GapCase[] = [];
  for (let i = 0; i < per; i++) {
    const aadhaar = complete(() => `${r.int(2, 9)}${r.digits(10)}`, 1, validOf('in_aadhaar'));
    const sep = r.pick([':', '.', '-', ' ', '/']);
    const written = group(aadhaar, [4, 4, 4], sep);
    positives.push(
      fill(
        'AADHAAR_SEP',
        'AADHAAR_SEP',
        r.pick(['Aadhaar: {}', 'My Aadhaar number is {}.', 'UID {} (India)']),
        [['NATIONAL_ID', written]],
      ),
    );

    const phone = r.pick([
      `+44 20 7946 ${r.digits(4)}`,
      `(415) 555-${r.digits(4)}`,
      `+49 30 ${r.digits(7)}`,
      `020 7946 ${r.digits(4)}`,
    ]);
    const ext = String(r.int(2, 9999));
    const extWord = r.pick(['ext. ', 'x', 'extension ', '#', 'Durchwahl ', 'poste ']);
    positives.push(
      fill(
        'PHONE_EXT',
        'PHONE_EXT',
        r.pick(['Call me at {} {}{}.', 'Phone: {}, {}{}', 'Tel {} {}{} (office)']),
        [
          ['PHONE', phone],
          ['NONE', extWord],
          ['PHONE', ext],
        ],
      ),
    );

    const card = `4${r.digits(14)}`;
    let cardNo = card;
    for (let c = 0; c < 10; c++) if (luhnValid(card + c)) cardNo = card + c;
    const exp = r.pick([
      `${pad(r.int(1, 12))}/${r.int(26, 31)}`,
      `${pad(r.int(1, 12))}/20${r.int(26, 31)}`,
      `${pad(r.int(1, 12))}-${r.int(26, 31)}`,
    ]);
    positives.push(
      fill(
        'CARD_EXPIRY',
        'CARD_EXPIRY',
        r.pick([
          'Card {} exp {}',
          'Visa {}, valid thru {}',
          'Karte {} gültig bis {}',
          'card number {} expires {}',
          '{} {}',
        ]),
        [
          ['CARD', cardNo.replace(/(\d{4})(?=\d)/g, '$1 ')],
          ['CARD', exp],
        ],
      ),
    );

    const [country, iban] = ibanOf(r);
    const bic = bicOf(r, country);
    positives.push(
      fill(
        'IBAN_BIC',
        'IBAN_BIC',
        r.pick(['IBAN {}, BIC {}', 'Pay to {} (SWIFT {})', 'IBAN: {} BIC: {}', 'Konto {} / BIC {}']),
        [
          ['IBAN', iban],
          ['IBAN', bic],
        ],
      ),
    );

    for (const [id, value, word] of nationalIds(r)) {
      const entity = id === 'us_ssn' ? 'SSN' : 'NATIONAL_ID';
      positives.push(
        fill('NATIONAL_ID_18', id, r.pick([`${word} {}`, `My ${word} is {}.`, `${word}: {} (verified)`]), [
          [entity, value],
        ]),
      );
    }

    const y = r.int(1940, 2005);
    const m = r.int(1, 12);
    const day = r.int(1, 28);
    const month =
      [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ][m - 1] ?? 'May';
    const date = r.pick([
      `${day}th ${month} ${y}`,
      `${month} ${day}th, ${y}`,
      `${pad(day)}-${month.slice(0, 3)}-${y}`,
      `${pad(m)}/${pad(day)}/${y}`,
      `${y}-${pad(m)}-${pad(day)}`,
    ]);
    positives.push(
      fill(
        'DATE_OF_BIRTH',
        'DATE_OF_BIRTH',
        r.pick(['DOB: {}', 'Date of birth {}', 'born on {}', 'd.o.b. {}', 'Birthday: {}']),
        [['DATE_OF_BIRTH', date]],
      ),
    );

    const age = String(r.int(18, 95));
    positives.push(
      fill(
        'AGE',
        'AGE',
        r.pick([
          'a {}-year-old patient',
          'aged {}',
          'Age: {}',
          '{} years old',
          '{} y/o male',
          'he is {} yrs old',
        ]),
        [['AGE', age]],
      ),
    );

    const zip = r.pick([
      `ZIP ${r.digits(5)}`,
      `zip code: ${r.digits(5)}-${r.digits(4)}`,
      `Postleitzahl ${r.int(10, 99)}${r.digits(3)}`,
      `code postal ${r.int(10, 95)}${r.digits(3)}`,
      `CAP ${r.int(10, 98)}${r.digits(3)}`,
      `código postal ${r.int(10, 52)}${r.digits(3)}`,
      `postcode ${r.int(1000, 9999)} ${r.chars('ABCEFGHJKLMNPRTVWXYZ', 2)}`,
    ]);
    const zipValue = zip.replace(/^\D+/, '');
    positives.push(
      fill('POSTCODE', 'POSTCODE', `Ship it to ${zip.slice(0, zip.length - zipValue.length)}{} please.`, [
        ['POSTCODE', zipValue],
      ]),
    );

    const link = personalUrl(r);
    positives.push(
      fill('URL', 'URL', r.pick(['Her page: {}', 'Open {} to continue.', 'Link {}']), [['URL', link]]),
    );
  }
  const negatives = [...HARMLESS_URLS, ...LOOK_ALIKES].map((text) => ({
    row: 'NONE',
    kind: 'NONE',
    text,
    spans: [],
  }));
  return {
    positives: positives.map((c) => ({ ...c, spans: c.spans.filter((s) => s.entity !== 'NONE') })),
    negatives,
  };
}
