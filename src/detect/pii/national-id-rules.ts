/** The national identifier formats the PII engine knows (patterns, checks, context words); their finders are in national-ids.ts. */
import { cpfValid, dniValid, luhnValid, verhoeffValid } from '../engines/checksums.js';
import { words } from './context.js';
import * as ck from './id-checks.js';

/**
 * A national identifier format. `distinct` formats (separators or letters in fixed places, plus a
 * check) stand alone; bare digit runs pass a mod-11 check one time in eleven by chance, so those
 * need a context word ("BSN", "PESEL", "SIN") before them.
 */
export interface IdRule {
  id: string;
  describe: string;
  pattern: RegExp;
  /**
   * The fewest digits in a row that every match of `pattern` holds (its longest group of digits
   * written together, at least): a run of digits without so long a group is not searched.
   */
  group: number;
  /** The fewest digits every match of `pattern` holds: a run with fewer is not searched. */
  digits: number;
  /** Every match holds a capital letter (UK NINO, PAN, DNI, codice fiscale, PPS). */
  capital?: true;
  valid: (compact: string) => boolean;
  /** Score when the format stands alone; 0 = only with a context word. */
  alone: number;
  /**
   * Score alone by the form written (`raw`, with its separators), overriding `alone`: a number
   * grouped the way its issuer prints it, or passing a check strong enough, stands alone; a bare
   * run that passes a weak check one time in ten still needs a context word (0).
   */
  aloneBy?: (value: string, raw: string) => number;
  context: Context;
}

/** Context words before a number: a test, and the words (rules that need one skip texts without any). */
export interface Context {
  test: (s: string) => boolean;
  words: readonly string[];
  /** Every word of `test`, lower-cased: a number with none of them just before it is not cued. */
  all: readonly string[];
}

const ID_WORDS = [
  'national id',
  'id number',
  'identity number',
  'identity card',
  'identification number',
  'personal number',
  'personal id',
  'personal code',
  'citizen',
  'id no',
  'id#',
  'id:',
];
const ctx = (...w: string[]): Context => {
  const all = [...w, ...ID_WORDS];
  const re = words(all);
  // Gate words are the distinctive ones: "id:" or "sin" alone would let every text through.
  const gate = all.filter((x) => x.length >= 4 || w.includes(x)).map((x) => x.toLowerCase());
  return {
    test: (s) => re.test(s),
    words: gate.filter((x) => !x.startsWith('id')),
    all: all.map((x) => x.toLowerCase()),
  };
};
export const compact = (s: string) => s.replace(/[\s./:-]/g, '');

/** Every national identifier format, with its check and context words. */
export const RULES: readonly IdRule[] = [
  {
    id: 'pii.national_id.us_ssn',
    describe: 'US Social Security number AAA-GG-SSSS (areas 000, 666, 900-999 and zero groups never issued)',
    pattern: /(?<![\d-])(\d{3})[- ]?(\d{2})[- ]?(\d{4})(?![\d-])/g,
    group: 4,
    digits: 9,
    valid: (s) => {
      const area = Number(s.slice(0, 3));
      return area !== 0 && area !== 666 && area < 900 && s.slice(3, 5) !== '00' && s.slice(5) !== '0000';
    },
    alone: 0,
    context: ctx('ssn', 'social security', 'ss#', 'itin', 'taxpayer'),
  },
  {
    id: 'pii.national_id.uk_nino',
    describe:
      'UK National Insurance number: two prefix letters (not BG, GB, NK, KN, TN, NT, ZZ), 6 digits, A-D',
    pattern: /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g,
    group: 2,
    digits: 6,
    capital: true,
    valid: () => true,
    alone: 0.8,
    context: ctx('national insurance', 'nino', 'ni number'),
  },
  {
    id: 'pii.national_id.uk_nhs',
    describe: 'UK NHS number: 10 digits (3-3-4) with a mod-11 check digit',
    pattern: /(?<![\d-])\d{3}[ -]?\d{3}[ -]?\d{4}(?![\d-])/g,
    group: 4,
    digits: 10,
    valid: ck.nhsValid,
    alone: 0,
    aloneBy: (_v, raw) => (/^\d{3}[ -]\d{3}[ -]\d{4}$/.test(raw) ? 0.5 : 0),
    context: ctx('nhs', 'nhs number', 'chi number'),
  },
  {
    id: 'pii.national_id.ca_sin',
    describe: 'Canada Social Insurance Number: 9 digits (3-3-3) with a Luhn check',
    pattern: /(?<![\d-])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\d-])/g,
    group: 3,
    digits: 9,
    valid: (s) => s[0] !== '0' && s[0] !== '8' && luhnValid(s),
    alone: 0,
    context: ctx('sin', 'social insurance', 'nas', "numéro d'assurance sociale"),
  },
  {
    id: 'pii.national_id.au_tfn',
    describe: 'Australia Tax File Number: 9 digits with a weighted mod-11 check',
    pattern: /(?<![\d-])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\d-])/g,
    group: 3,
    digits: 9,
    valid: ck.tfnValid,
    alone: 0,
    aloneBy: (_v, raw) => (/^\d{3} \d{3} \d{3}$/.test(raw) ? 0.5 : 0),
    context: ctx('tfn', 'tax file'),
  },
  {
    id: 'pii.national_id.au_medicare',
    describe: 'Australia Medicare number: 10-11 digits, first 2-6, weighted check digit',
    pattern: /(?<![\d-])\d{4}[ -]?\d{5}[ -]?\d{1,2}(?![\d-])/g,
    group: 5,
    digits: 10,
    valid: ck.medicareValid,
    alone: 0,
    context: ctx('medicare'),
  },
  {
    id: 'pii.national_id.au_abn',
    describe: 'Australian Business Number: 11 digits (2-3-3-3) with the weighted mod-89 check',
    pattern: /(?<![\d-])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\d-])/g,
    group: 3,
    digits: 11,
    valid: ck.abnValid,
    alone: 0,
    aloneBy: (_v, raw) => (/^\d{2} \d{3} \d{3} \d{3}$/.test(raw) ? 0.6 : 0),
    context: ctx('abn', 'australian business number'),
  },
  {
    id: 'pii.national_id.au_acn',
    describe: 'Australian Company Number: 9 digits (3-3-3) with the weighted mod-10 check',
    pattern: /(?<![\d-])\d{3} ?\d{3} ?\d{3}(?![\d-])/g,
    group: 3,
    digits: 9,
    valid: ck.acnValid,
    alone: 0,
    context: ctx('acn', 'australian company number'),
  },
  {
    id: 'pii.national_id.us_itin',
    describe:
      'US Individual Taxpayer Identification Number 9XX-GG-NNNN, group 50-65, 70-88, 90-92 or 94-99 (dashed alone, bare after a word)',
    pattern: /(?<![\d-])9\d{2}-?\d{2}-?\d{4}(?![\d-])/g,
    group: 4,
    digits: 9,
    valid: (s) => {
      const g = Number(s.slice(3, 5));
      return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94;
    },
    alone: 0,
    aloneBy: (_v, raw) => (/^9\d{2}-\d{2}-\d{4}$/.test(raw) ? 0.75 : 0),
    context: ctx('itin', 'taxpayer', 'tax id', 'taxpayer identification'),
  },
  {
    id: 'pii.national_id.in_aadhaar',
    describe:
      'India Aadhaar: 12 digits (4-4-4 with spaces, hyphens, colons, dots or slashes), first 2-9, Verhoeff check; not a palindrome',
    // One separator repeated ("2345:6789:0123", "2345.6789.0123"); a dot or a slash after it
    // continues a decimal or a path, not the number.
    pattern: /(?<![\d.:/-])[2-9]\d{3}([ .:/-]?)\d{4}\1\d{4}(?![\d:-]|[./]\d)/g,
    group: 4,
    digits: 12,
    valid: (s) => verhoeffValid(s) && s !== [...s].reverse().join(''),
    alone: 0,
    aloneBy: (_v, raw) => (/\d{4}[ .:/-]\d{4}[ .:/-]\d{4}/.test(raw) ? 0.65 : 0.5),
    context: ctx('aadhaar', 'aadhar', 'uid', 'uidai', 'आधार'),
  },
  {
    id: 'pii.national_id.in_pan',
    describe: 'India PAN: 5 letters (4th = holder type) + 4 digits + letter',
    pattern: /\b[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z]\b/g,
    group: 4,
    digits: 4,
    capital: true,
    valid: () => true,
    alone: 0.8,
    context: ctx('pan', 'permanent account'),
  },
  {
    id: 'pii.national_id.kr_rrn',
    describe:
      'Korea resident registration number YYMMDD-GNNNNNN: a real date, and the check digit of numbers issued before ' +
      'the 2020 reform (without it, only after a context word)',
    pattern: /(?<!\d)\d{6}[- ]?[1-8]\d{6}(?!\d)/g,
    group: 7,
    digits: 13,
    valid: (s) => ck.plausibleDate(0, Number(s.slice(2, 4)), Number(s.slice(4, 6))),
    alone: 0,
    aloneBy: (v, raw) => (ck.rrnCheckValid(v) ? (raw.includes('-') ? 0.8 : 0.6) : 0),
    context: ctx('rrn', 'resident registration', '주민등록번호', '주민번호'),
  },
  {
    id: 'pii.national_id.tr_tckn',
    describe: 'Türkiye T.C. Kimlik No: 11 digits, first non-zero, two check digits',
    pattern: /(?<![\d-])[1-9]\d{10}(?![\d-])/g,
    group: 11,
    digits: 11,
    valid: ck.tcKimlikValid,
    alone: 0.6,
    context: ctx('tc kimlik', 't.c. kimlik', 'kimlik', 'tckn', 'tc no'),
  },
  {
    id: 'pii.national_id.za_id',
    describe: 'South Africa ID number: YYMMDD SSSS C A Z, Luhn check',
    pattern: /(?<![\d-])\d{6}[ -]?\d{4}[ -]?\d{3}(?![\d-])/g,
    group: 6,
    digits: 13,
    valid: (s) =>
      luhnValid(s) &&
      ck.plausibleDate(0, Number(s.slice(2, 4)), Number(s.slice(4, 6))) &&
      /[01]/.test(s.charAt(10)),
    alone: 0.6,
    context: ctx('south african id', 'rsa id', 'sa id', 'identity document'),
  },
  {
    id: 'pii.national_id.br_cpf',
    describe: 'Brazil CPF: 000.000.000-00 with two mod-11 check digits',
    // A full stop after it ends the sentence ("My CPF is 123.456.789-09.").
    pattern: /(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)/g,
    group: 3,
    digits: 11,
    valid: cpfValid,
    alone: 0.85,
    context: ctx('cpf'),
  },
  {
    id: 'pii.national_id.es_dni',
    describe: 'Spain DNI/NIE: 8 digits (or X/Y/Z + 7) and a mod-23 control letter',
    pattern: /\b[XYZ]?\d{7,8}-?[A-Z]\b/g,
    group: 7,
    digits: 7,
    capital: true,
    valid: (s) => dniValid(s),
    alone: 0.8,
    context: ctx('dni', 'nie', 'nif', 'documento nacional'),
  },
  {
    id: 'pii.national_id.it_codice_fiscale',
    describe: 'Italy codice fiscale: 6 letters, 2 digits, month letter, 2 digits, place code, check letter',
    pattern: /\b[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]\b/g,
    group: 3,
    digits: 7,
    capital: true,
    valid: ck.codiceFiscaleValid,
    alone: 0.9,
    context: ctx('codice fiscale', 'cf'),
  },
  {
    id: 'pii.national_id.fr_nir',
    describe: 'France NIR (numéro de sécurité sociale): 13 digits + 2-digit mod-97 key',
    pattern:
      /(?<![\d-])[12] ?\d{2} ?(?:0[1-9]|1[0-2]|[2-9]\d) ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?![\d-])/g,
    group: 3,
    digits: 13,
    valid: ck.nirValid,
    alone: 0.85,
    context: ctx('sécurité sociale', 'securite sociale', 'nir', 'insee'),
  },
  {
    id: 'pii.national_id.de_tax_id',
    describe: 'Germany tax identification number (Steuer-ID): 11 digits, ISO 7064 MOD 11,10',
    pattern: /(?<![\d-])[1-9]\d{1} ?\d{3} ?\d{3} ?\d{3}(?![\d-])/g,
    group: 3,
    digits: 11,
    valid: (s) => s.length === 11 && ck.mod11_10(s),
    alone: 0,
    context: ctx(
      'steuer-id',
      'steuerid',
      'steuer-identifikationsnummer',
      'identifikationsnummer',
      'idnr',
      'tax id',
    ),
  },
  {
    id: 'pii.national_id.nl_bsn',
    describe: 'Netherlands BSN: 9 digits passing the 11-proof',
    pattern: /(?<![\d-])\d{4}\.?\d{2}\.?\d{3}(?![\d-])|(?<![\d-])\d{9}(?![\d-])/g,
    group: 4,
    digits: 9,
    valid: ck.bsnValid,
    alone: 0,
    context: ctx('bsn', 'burgerservicenummer', 'sofinummer'),
  },
  {
    id: 'pii.national_id.be_nrn',
    describe: 'Belgium national register number YY.MM.DD-XXX.CC with a mod-97 check',
    pattern: /(?<![\d-])\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}(?![\d-])/g,
    group: 3,
    digits: 11,
    valid: (s) => s.length === 11 && ck.beValid(s),
    alone: 0.7,
    context: ctx('rijksregisternummer', 'numéro national', 'national register', 'insz', 'niss'),
  },
  {
    id: 'pii.national_id.pl_pesel',
    describe: 'Poland PESEL: 11 digits, birth date with century offset, weighted check digit',
    pattern: /(?<![\d-])\d{11}(?![\d-])/g,
    group: 11,
    digits: 11,
    valid: ck.peselValid,
    alone: 0,
    context: ctx('pesel'),
  },
  {
    id: 'pii.national_id.se_personnummer',
    describe: 'Sweden personnummer YYMMDD-NNNC (Luhn)',
    pattern: /(?<![\d-])(?:19|20)?\d{6}[-+]\d{4}(?![\d-])/g,
    group: 6,
    digits: 10,
    valid: (s) =>
      luhnValid(s.slice(-10)) && ck.plausibleDate(0, Number(s.slice(-8, -6)), Number(s.slice(-6, -4)) % 60),
    alone: 0.75,
    context: ctx('personnummer', 'personnr'),
  },
  {
    id: 'pii.national_id.fi_hetu',
    describe: 'Finland henkilötunnus DDMMYY[-+A]NNNC with a mod-31 check character',
    pattern: /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/g,
    group: 6,
    digits: 9,
    valid: ck.hetuValid,
    alone: 0.9,
    context: ctx('henkilötunnus', 'hetu'),
  },
  {
    id: 'pii.national_id.dk_cpr',
    describe: 'Denmark CPR number DDMMYY-NNNN',
    pattern: /(?<![\d-])\d{6}-\d{4}(?![\d-])/g,
    group: 6,
    digits: 10,
    valid: (s) => ck.plausibleDate(0, Number(s.slice(2, 4)), Number(s.slice(0, 2))),
    alone: 0,
    context: ctx('cpr', 'cpr-nummer', 'personnummer'),
  },
  {
    id: 'pii.national_id.ie_pps',
    describe: 'Ireland PPS number: 7 digits + check letter (+ optional letter), mod 23',
    pattern: /\b\d{7}[A-W][A-IW]?\b/g,
    group: 7,
    digits: 7,
    capital: true,
    valid: ck.ppsValid,
    alone: 0.75,
    context: ctx('pps', 'ppsn', 'personal public service'),
  },
  {
    id: 'pii.national_id.cz_rodne_cislo',
    describe: 'Czech/Slovak birth number YYMMDD/NNNN divisible by 11',
    pattern: /(?<![\d-])\d{6}\/\d{4}(?![\d-])/g,
    group: 6,
    digits: 10,
    valid: ck.rodneCisloValid,
    alone: 0.85,
    context: ctx('rodné číslo', 'rodne cislo', 'rč'),
  },
  {
    id: 'pii.national_id.ro_cnp',
    describe: 'Romania CNP: 13 digits, weighted mod-11 check',
    pattern: /(?<![\d-])[1-9]\d{12}(?![\d-])/g,
    group: 13,
    digits: 13,
    valid: (s) => ck.cnpValid(s) && ck.plausibleDate(0, Number(s.slice(3, 5)), Number(s.slice(5, 7))),
    alone: 0.6,
    context: ctx('cnp', 'cod numeric personal'),
  },
  {
    id: 'pii.national_id.bg_egn',
    describe: 'Bulgaria EGN: 10 digits, weighted mod-11 check',
    pattern: /(?<![\d-])\d{10}(?![\d-])/g,
    group: 10,
    digits: 10,
    valid: ck.egnValid,
    alone: 0,
    context: ctx('egn', 'егн'),
  },
  {
    id: 'pii.national_id.hr_oib',
    describe: 'Croatia OIB: 11 digits, ISO 7064 MOD 11,10',
    pattern: /(?<![\d-])\d{11}(?![\d-])/g,
    group: 11,
    digits: 11,
    valid: ck.mod11_10,
    alone: 0,
    context: ctx('oib'),
  },
  {
    id: 'pii.national_id.ee_lt_personal_code',
    describe: 'Estonia isikukood / Lithuania asmens kodas: G YYMMDD NNN C, two-stage mod-11',
    pattern: /(?<![\d-])[1-6]\d{10}(?![\d-])/g,
    group: 11,
    digits: 11,
    valid: (s) => ck.isikukoodValid(s) && ck.plausibleDate(0, Number(s.slice(3, 5)), Number(s.slice(5, 7))),
    alone: 0.55,
    context: ctx('isikukood', 'asmens kodas'),
  },
  {
    id: 'pii.national_id.lv_personas_kods',
    describe: 'Latvia personas kods DDMMYY-CNNNN',
    pattern: /(?<![\d-])\d{6}-[0-2]\d{4}(?![\d-])/g,
    group: 6,
    digits: 11,
    valid: (s) => ck.lvValid(s) || s.startsWith('32'),
    alone: 0.75,
    context: ctx('personas kods'),
  },
  {
    id: 'pii.national_id.si_emso',
    describe: 'Slovenia EMŠO: 13 digits, weighted mod-11',
    pattern: /(?<![\d-])\d{13}(?![\d-])/g,
    group: 13,
    digits: 13,
    valid: ck.emsoValid,
    alone: 0,
    context: ctx('emšo', 'emso'),
  },
  {
    id: 'pii.national_id.pt_nif',
    describe: 'Portugal NIF: 9 digits, weighted mod-11',
    pattern: /(?<![\d-])[125689]\d{8}(?![\d-])/g,
    group: 9,
    digits: 9,
    valid: ck.nifPtValid,
    alone: 0,
    context: ctx('nif', 'contribuinte', 'número fiscal'),
  },
  {
    id: 'pii.national_id.hu_taj',
    describe: 'Hungary TAJ number: 9 digits (3-3-3), alternating 3/7 weights mod 10',
    pattern: /(?<![\d-])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\d-])/g,
    group: 3,
    digits: 9,
    valid: ck.tajValid,
    alone: 0,
    context: ctx('taj', 'társadalombiztosítási'),
  },
  {
    id: 'pii.national_id.at_svnr',
    describe: 'Austria social insurance number: 4 digits (3 + check) + birth date DDMMYY',
    pattern: /(?<![\d-])\d{4} ?\d{6}(?![\d-])/g,
    group: 6,
    digits: 10,
    valid: ck.svnrValid,
    alone: 0,
    context: ctx('sozialversicherungsnummer', 'svnr', 'sv-nummer'),
  },
  {
    id: 'pii.national_id.no_fnr',
    describe: 'Norway fødselsnummer: DDMMYY + 3 digits + two mod-11 check digits',
    pattern: /(?<![\d-])\d{6} ?\d{5}(?![\d-])/g,
    group: 6,
    digits: 11,
    valid: (s) => ck.fnrValid(s) && ck.plausibleDate(0, Number(s.slice(2, 4)), Number(s.slice(0, 2)) % 40),
    alone: 0.6,
    context: ctx('fødselsnummer', 'fodselsnummer', 'personnummer'),
  },
];
