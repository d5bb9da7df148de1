import { luhnValid } from '../../../src/detect/engines/checksums.js';
import { DIGITS, LOWER, Rng, UPPER } from './random.js';

/**
 * Labelled PII cases. Names and places are the generator's own lists, chosen across cultures and
 * partly outside the recogniser's lexicon (Olufemi, Siosaia, Wiremu...), so person recall also
 * measures the capitalisation and cue rules, not only look-ups.
 */
const FIRST = [
  'Maria',
  'John',
  'Aisha',
  'Wei',
  'Olufemi',
  'Priya',
  'Lars',
  'Sofia',
  'Mateo',
  'Yuki',
  'Fatima',
  'Dmitri',
  'Chloé',
  'Siosaia',
  'Wiremu',
  'Ngozi',
  'Hamid',
  'Ingrid',
  'Tomasz',
  'Aroha',
  'Kwame',
  'Leilani',
  'Bjørn',
  'Giulia',
  'Anjali',
  'Omar',
  'Emma',
  'Noah',
  'Zanele',
  'Thandiwe',
];
const LAST = [
  'Gonzalez',
  'Smith',
  'Khan',
  'Zhang',
  'Adeyemi',
  'Patel',
  'Johansson',
  'Rossi',
  'Fernández',
  'Tanaka',
  'Haddad',
  'Ivanov',
  'Dubois',
  'Taufa',
  'Ngata',
  'Okafor',
  'Karimi',
  'Larsen',
  'Kowalski',
  'Mensah',
  'Kahale',
  'Bianchi',
  'Sharma',
  'Farouk',
  'Brown',
  'Dlamini',
  'Müller',
  'Nakamura',
  'Okonkwo',
  'Oyelaran',
];
const CITIES = [
  'Springfield',
  'Berlin',
  'Lyon',
  'Madrid',
  'Manchester',
  'Toronto',
  'Austin',
  'Milano',
  'Porto',
  'Leeds',
];
const STREETS = ['Maple', 'Oak', 'High', 'Church', 'Elm', 'Victoria', 'Mill', 'Station', 'Park', 'King'];

export interface Span {
  entity: string;
  start: number;
  end: number;
}
export interface PiiCase {
  entity: string;
  text: string;
  spans: Span[];
}

type Make = (r: Rng) => { value: string; contexts: readonly string[] };

function cardNumber(r: Rng, prefix: string, length: number): string {
  const body = prefix + r.digits(length - prefix.length - 1);
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d;
  return body;
}
function group(s: string, sizes: number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(s.slice(i, i + n));
    i += n;
  }
  return out.join(sep);
}
function ibanOf(country: string, bban: string): string {
  const s = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(s) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
function ssn(r: Rng): string {
  return (
    `${r.int(1, 665)}`.padStart(3, '0') +
    '-' +
    `${r.int(1, 99)}`.padStart(2, '0') +
    '-' +
    `${r.int(1, 9999)}`.padStart(4, '0')
  );
}
const name = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

export const MAKERS: Record<string, Make> = {
  EMAIL: (r) => ({
    value: `${r
      .pick(FIRST)
      .toLowerCase()
      .normalize('NFD')
      .replace(
        /[^a-z]/g,
        '',
      )}.${r.chars(LOWER, 5)}${r.pick(['', '+news', '_1'])}@${r.pick(['example.com', 'mail.co.uk', 'uni-berlin.de', 'corp.io'])}`,
    contexts: [
      'Please write to {} about the invoice.',
      'Contact: {}',
      'Mi correo es {}',
      'E-Mail: {} (privat)',
    ],
  }),
  PHONE: (r) => ({
    value: r.pick([
      `+1 (${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`,
      `+44 20 ${r.digits(4)} ${r.digits(4)}`,
      `+49 30 ${r.digits(8)}`,
      `+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
      `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`,
      `${r.int(201, 989)}-${r.int(201, 989)}-${r.digits(4)}`,
      `020 ${r.digits(4)} ${r.digits(4)}`,
      `0171 ${r.digits(7)}`,
      `+91 ${r.int(70000, 99999)} ${r.digits(5)}`,
      `06 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
    ]),
    contexts: [
      'Call me on {} after 6pm.',
      'phone: {}',
      'Tel. {}',
      'You can reach the office at {}.',
      'Mobil: {}',
      'mi móvil es el {}',
    ],
  }),
  CARD: (r) => {
    const [p, n] = r.pick([
      ['4', 16],
      ['51', 16],
      ['2221', 16],
      ['37', 15],
      ['6011', 16],
      ['353', 16],
    ] as const);
    const digits = cardNumber(r, p, n);
    const sep = r.pick([' ', '-', '']);
    return {
      value: n === 15 ? group(digits, [4, 6, 5], sep) : group(digits, [4, 4, 4, 4], sep),
      contexts: ['Charge card {} exp 09/28.', 'my visa is {}', 'Kartennummer {}', 'card number: {}'],
    };
  },
  IBAN: (r) => {
    const iban = r.pick([
      ibanOf('DE', r.digits(18)),
      ibanOf('GB', `NWBK${r.digits(14)}`),
      ibanOf('FR', r.digits(23)),
      ibanOf('ES', r.digits(20)),
      ibanOf('NL', `ABNA${r.digits(10)}`),
    ]);
    return {
      value: r.next() < 0.5 ? iban : iban.replace(/(.{4})(?!$)/g, '$1 '),
      contexts: ['Please transfer to IBAN {}.', 'Bankverbindung: {}', 'account {}'],
    };
  },
  SSN: (r) => ({
    value: ssn(r),
    contexts: ['SSN {}', 'My social security number is {}.', 'ssn: {} (do not share)'],
  }),
  IP_ADDRESS: (r) => ({
    value:
      r.next() < 0.8
        ? `${r.int(11, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
        : `2001:db8:${r.int(1, 9999)}::${r.int(1, 99)}`,
    contexts: ['The login came from {} last night.', 'client_ip={}', 'blocked {} at the firewall'],
  }),
  PERSON: (r) => ({
    value: r.next() < 0.8 ? name(r) : `${r.pick(['Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Prof.'])} ${r.pick(LAST)}`,
    contexts: [
      'Please forward this to {} by Friday.',
      'My name is {} and I need help.',
      'Dear {},',
      'Meeting notes: {} presented the roadmap.',
      'Signed, {}',
      'Patient {} was admitted on Monday.',
      'Ich habe mit {} gesprochen.',
    ],
  }),
  ADDRESS: (r) => ({
    value: r.pick([
      `${r.int(1, 9999)} ${r.pick(STREETS)} ${r.pick(['Street', 'Avenue', 'Road', 'Lane', 'Drive'])}, ${r.pick(CITIES)}, ${r.pick(['IL', 'TX', 'CA', 'NY'])} ${r.digits(5)}`,
      `${r.int(1, 200)} ${r.pick(STREETS)} ${r.pick(['Road', 'Street', 'Close'])}, ${r.pick(['Leeds', 'Manchester'])} ${r.pick(['LS1', 'M1', 'M14'])} ${r.int(1, 9)}${r.chars(UPPER, 2)}`,
      `${r.pick(['Haupt', 'Linden', 'Garten', 'Schiller'])}${r.pick(['straße', 'weg', 'allee'])} ${r.int(1, 150)}, ${r.digits(5)} ${r.pick(['Berlin', 'München', 'Köln'])}`,
      `${r.int(1, 120)} rue ${r.pick(['de la Paix', 'Victor Hugo', 'du Moulin'])}, ${r.digits(5)} ${r.pick(['Paris', 'Lyon'])}`,
      `Calle ${r.pick(['Mayor', 'Alcalá', 'Serrano'])} ${r.int(1, 200)}, ${r.digits(5)} Madrid`,
      `Via ${r.pick(['Roma', 'Garibaldi', 'Dante'])} ${r.int(1, 200)}, ${r.digits(5)} ${r.pick(['Milano', 'Torino'])}`,
    ]),
    contexts: ['Ship it to {} please.', 'Address: {}', 'I moved to {} last month.', 'Lieferadresse: {}'],
  }),
  DATE_OF_BIRTH: (r) => ({
    value: r.pick([
      `${r.int(1, 28)}/${r.int(1, 12)}/${r.int(1940, 2005)}`,
      `${r.int(1940, 2005)}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
      `${r.pick(['March', 'July', 'October'])} ${r.int(1, 28)}, ${r.int(1940, 2005)}`,
    ]),
    contexts: ['DOB: {}', 'I was born on {}.', 'Date of birth {}', 'geboren am {}'],
  }),
  PASSPORT: (r) => ({
    value: r.pick([r.digits(9), `${r.chars(UPPER, 2)}${r.digits(7)}`, `${r.chars(UPPER, 1)}${r.digits(8)}`]),
    contexts: ['passport number {}', 'Passport No. {}', 'Reisepass: {}'],
  }),
  DRIVER_LICENSE: (r) => ({
    value: r.pick([
      `${r.chars(UPPER, 1)}${r.digits(7)}`,
      `${r.chars(UPPER, 1)}${r.digits(3)}-${r.digits(4)}-${r.digits(4)}`,
    ]),
    contexts: ["driver's license {}", 'DL# {}', 'license number: {}'],
  }),
  MAC_ADDRESS: (r) => ({
    value: Array.from({ length: 6 }, () => r.chars('0123456789abcdef', 2)).join(r.pick([':', '-'])),
    contexts: ['device {} joined the network', 'mac={}'],
  }),
};

/** Numbers and codes that share a shape with PII and are not (the look-alike set). */
export function lookAlike(r: Rng): string {
  switch (r.int(0, 17)) {
    case 0:
      return `Part number ${r.digits(4)}-${r.digits(4)}-${r.digits(2)} is back in stock.`;
    case 1:
      return `Processed ${r.int(1, 999)},${r.digits(3)},${r.digits(3)} rows in ${r.int(2, 90)} s.`;
    case 2:
      return `Upgrade to version ${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}.${r.int(0, 99)} tonight.`;
    case 3:
      return `See chapter ${r.int(1, 30)}.${r.int(1, 9)}.${r.int(1, 9)} and page ${r.int(10, 999)}.`;
    case 4:
      return `IMEI ${r.digits(15)}`;
    case 5:
      return `Order #${r.digits(3)}-${r.digits(3)}-${r.digits(4)} has shipped.`;
    case 6:
      return `Invoice INV-${r.int(2019, 2026)}-${r.digits(6)} is overdue.`;
    case 7:
      return `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
    case 8:
      return `SKU ${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`;
    case 9:
      return `Tracking 1Z${r.chars(UPPER + DIGITS, 16)}`;
    case 10:
      return `ISBN 978-${r.int(0, 9)}-${r.digits(2)}-${r.digits(6)}-${r.int(0, 9)}`;
    case 11:
      return `The population grew from ${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)} to ${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)}.`;
    case 12:
      return `Meeting on ${r.int(2020, 2026)}-0${r.int(1, 9)}-1${r.int(0, 9)} at ${r.int(10, 18)}:00.`;
    case 13:
      return `Serial no. ${r.chars(UPPER, 2)}${r.digits(9)}`;
    case 14:
      return `Ticket ${r.digits(9)} was closed.`;
    case 15:
      return `Total: ${r.digits(3)} ${r.digits(3)} ${r.digits(3)} units`;
    case 16:
      return `Build ${r.digits(10)} passed ${r.int(100, 9999)} tests.`;
    default:
      return `Coordinates ${r.int(10, 80)}.${r.digits(6)}, ${r.int(10, 170)}.${r.digits(6)}`;
  }
}

/** `perEntity` positives per entity type (each in a random context) and as many look-alikes. */
export function piiCases(seed: number, perEntity: number): { positives: PiiCase[]; lookAlikes: string[] } {
  const r = new Rng(seed);
  const positives: PiiCase[] = [];
  for (const [entity, make] of Object.entries(MAKERS)) {
    for (let i = 0; i < perEntity; i++) {
      const { value, contexts } = make(r);
      const ctx = r.pick(contexts);
      const at = ctx.indexOf('{}');
      positives.push({
        entity,
        text: ctx.replace('{}', value),
        spans: [{ entity, start: at, end: at + value.length }],
      });
    }
  }
  const lookAlikes = Array.from({ length: positives.length }, () => lookAlike(r));
  return { positives, lookAlikes };
}
