import type { Finder } from '../engines/finder.js';
import { postalAddress } from './address.js';
import { email, phone, url } from './contact.js';
import { dateOfBirth } from './dates.js';
import { drivingLicence, passport } from './documents.js';
import { bic, card, cardDetails, cryptoAddress, iban } from './finance.js';
import { location, organization, person } from './names.js';
import { NATIONAL_ID_DESCRIPTIONS, NATIONAL_ID_FINDERS } from './national-ids.js';
import { ipAddress, macAddress } from './network.js';
import { age, postcode } from './postal-age.js';

/** Every PII finder, strongest evidence first (overlaps keep the higher score). */
export const PII_FINDERS: readonly Finder[] = [
  email,
  card,
  cardDetails,
  iban,
  bic,
  ...NATIONAL_ID_FINDERS,
  passport,
  drivingLicence,
  dateOfBirth,
  postalAddress,
  postcode,
  age,
  phone,
  ipAddress,
  macAddress,
  cryptoAddress,
  url,
  person,
  organization,
  location,
];

/** What each PII rule recognises, by rule id (for explanations). */
export const PII_RULE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'pii.email': 'Email address (local part @ domain with a letter TLD)',
  'pii.card': 'Payment card number: issuer prefix and length of a known network, valid Luhn check',
  'pii.iban': 'IBAN: country code, check digits and BBAN passing the ISO 13616 mod-97 check',
  'pii.card_details':
    "A card's expiry (MM/YY) and security code: within 48 characters after a card number, or after an expiry or CVV word",
  'pii.bic': 'BIC/SWIFT code (bank, country, location, branch) after a BIC/SWIFT word or just after an IBAN',
  ...NATIONAL_ID_DESCRIPTIONS,
  'pii.passport': 'Passport number: 6-9 letters/digits right after a passport word (any of 14 languages)',
  'pii.driving_licence':
    "Driving-licence number after a licence word, or a UK DVLA licence's 16-character form",
  'pii.date_of_birth':
    'Calendar date a few words after a birth word (born, DOB, date of birth, né le, geboren...)',
  'pii.address':
    'Postal address: house number + street type, compound street + number, or street word + name; PO boxes',
  'pii.postcode':
    'Postcode on its own: ZIP+4 and Dutch codes before a town stand alone, UK and Canadian forms are reported at 0.45 ' +
    'without a postcode word; plain 4-5 digit and Portuguese codes after a postcode word (masked as ADDRESS)',
  'pii.age':
    "A person's age: 'aged 34', '34 years old', 'Alter: 34', '34 ans', '34 años' (masked as DATE_OF_BIRTH)",
  'pii.phone':
    'Phone number: +country code, North American or trunk-0 grouping, or digits after a phone word; not after SKU/order/IMEI words',
  'pii.ip_address': 'IPv4/IPv6 address (not after version/section words); private ranges score lower',
  'pii.mac_address': 'MAC address (EUI-48) in colon, hyphen or dotted notation',
  'pii.crypto_address':
    'Cryptocurrency address: Bitcoin/Litecoin base58check, bech32 bc1, Ethereum 0x + 40 hex',
  'pii.url':
    'Web address (http(s):// or www.); personal data (0.7-0.75) when a profile page or carrying an email, name, ' +
    'user id or credential in its query, otherwise 0.45 (reported, not flagged)',
  'pii.person':
    "Person name: capitalised words with a known first name or surname, an honorific, or a cue ('my name is', 'Dear')",
  'pii.organization':
    'Organisation: capitalised words ending in a company suffix (Inc, GmbH, S.A.) or a known organisation',
  'pii.location': 'Place name from the lexicon of cities, countries and regions',
};
