import type { EntityKind } from './engines/finder.js';

/** Every maskable entity kind. */
export const ENTITY_KINDS: readonly EntityKind[] = [
  'EMAIL',
  'PHONE',
  'CARD',
  'IBAN',
  'SSN',
  'NATIONAL_ID',
  'IP_ADDRESS',
  'PERSON',
  'ORGANIZATION',
  'LOCATION',
  'ADDRESS',
  'DATE_OF_BIRTH',
  'PASSPORT',
  'DRIVER_LICENSE',
  'URL',
  'MAC_ADDRESS',
  'CRYPTO',
  'SECRET',
];

/**
 * Other names for the entity kinds, so a policy written for Presidio (or LLM Guard, which uses its
 * names) masks the same things here: `EMAIL_ADDRESS` is `EMAIL`, `US_SSN` is `SSN`, and the
 * country-specific identifiers all fall under `NATIONAL_ID`.
 */
const ALIASES: Readonly<Record<string, readonly EntityKind[]>> = {
  EMAIL_ADDRESS: ['EMAIL'],
  PHONE_NUMBER: ['PHONE'],
  CREDIT_CARD: ['CARD'],
  CREDIT_CARD_NUMBER: ['CARD'],
  IBAN_CODE: ['IBAN'],
  US_SSN: ['SSN'],
  US_ITIN: ['SSN'],
  IP: ['IP_ADDRESS'],
  PER: ['PERSON'],
  NAME: ['PERSON'],
  NRP: ['PERSON'],
  ORG: ['ORGANIZATION'],
  ORGANISATION: ['ORGANIZATION'],
  LOC: ['LOCATION'],
  GPE: ['LOCATION'],
  STREET_ADDRESS: ['ADDRESS'],
  POSTAL_ADDRESS: ['ADDRESS'],
  ZIP_CODE: ['ADDRESS'],
  ZIP: ['ADDRESS'],
  POSTCODE: ['ADDRESS'],
  POSTAL_CODE: ['ADDRESS'],
  AGE: ['DATE_OF_BIRTH'],
  DATE_TIME: ['DATE_OF_BIRTH'],
  DOB: ['DATE_OF_BIRTH'],
  BIRTH_DATE: ['DATE_OF_BIRTH'],
  US_PASSPORT: ['PASSPORT'],
  UK_PASSPORT: ['PASSPORT'],
  US_DRIVER_LICENSE: ['DRIVER_LICENSE'],
  DRIVING_LICENCE: ['DRIVER_LICENSE'],
  DRIVERS_LICENSE: ['DRIVER_LICENSE'],
  CRYPTO_ADDRESS: ['CRYPTO'],
  CRYPTO_WALLET: ['CRYPTO'],
  MAC: ['MAC_ADDRESS'],
  CREDENTIAL: ['SECRET'],
  API_KEY: ['SECRET'],
  PASSWORD: ['SECRET'],
  NATIONAL_IDENTIFIER: ['NATIONAL_ID'],
};

/** Presidio's country identifiers (UK_NHS, ES_NIF, IT_FISCAL_CODE, IN_AADHAAR, ...). */
const COUNTRY_ID =
  /^(?:US|UK|GB|CA|AU|IN|KR|TR|ZA|BR|ES|IT|FR|DE|NL|BE|PL|SE|FI|DK|IE|CZ|SK|RO|BG|HR|EE|LT|LV|SI|PT|HU|AT|NO|SG)_[A-Z_]+$/;

/**
 * The entity kinds a list of names asks for: our names, their aliases, Presidio's country ids.
 * Unknown names are kept aside (`unknown`) so the caller can decide; they never mask anything.
 */
export function resolveEntities(names: readonly string[]): { kinds: Set<EntityKind>; unknown: string[] } {
  const kinds = new Set<EntityKind>();
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.toUpperCase();
    const direct = ENTITY_KINDS.find((k) => k === name);
    if (direct) kinds.add(direct);
    else if (ALIASES[name]) for (const k of ALIASES[name] ?? []) kinds.add(k);
    else if (COUNTRY_ID.test(name)) {
      if (/PASSPORT/.test(name)) kinds.add('PASSPORT');
      else if (/DRIVER|LICEN/.test(name)) kinds.add('DRIVER_LICENSE');
      else if (/BANK|IBAN/.test(name)) kinds.add('IBAN');
      else kinds.add('NATIONAL_ID');
    } else unknown.push(raw);
  }
  return { kinds, unknown };
}
