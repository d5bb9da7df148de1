import { luhnValid, verhoeffValid } from '../../../src/detect/engines/checksums.js';
import { Rng } from './random.js';

/**
 * Issue 37's labelled PII set, written for this project in the manner of presidio-research's
 * generator: templates in seven languages × fake values with valid check digits. Every case names
 * the gold spans (entity, start, end) of each value it holds; negatives hold none.
 */
export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

type Templates = Readonly<Record<string, Readonly<Record<Lang, readonly string[]>>>>;

/** `{}` is the value; one template per line of thought, several per language. */
const TEMPLATES: Templates = {
  PHONE: {
    en: ['Call me at {} tomorrow.', 'My mobile is {}.', 'You can reach the desk on {}'],
    de: ['Ruf mich unter {} an.', 'Meine Handynummer ist {}.', 'Telefon: {}'],
    fr: ['Appelez-moi au {} demain.', 'Mon portable : {}', 'Téléphone {}'],
    es: ['Llámame al {} mañana.', 'Mi móvil es {}.', 'Teléfono: {}'],
    it: ['Chiamami al {} domani.', 'Il mio cellulare è {}.', 'Telefono: {}'],
    pt: ['Liga-me para o {} amanhã.', 'O meu telemóvel é {}.', 'Telefone: {}'],
    nl: ['Bel me op {} morgen.', 'Mijn mobiel is {}.', 'Telefoon: {}'],
  },
  PERSON: {
    en: ['My name is {}.', 'Please forward this to {} in accounts.', 'Dear {}, thanks for your order.'],
    de: ['Ich heiße {}.', 'Bitte leite das an {} weiter.', 'Sehr geehrte Frau {}, danke.'],
    fr: ["Je m'appelle {}.", 'Merci de transmettre à {}.', 'Bonjour {}, merci pour votre commande.'],
    es: ['Me llamo {}.', 'Por favor reenvía esto a {}.', 'Estimado {}, gracias por su pedido.'],
    it: ['Mi chiamo {}.', 'Per favore inoltra a {}.', 'Gentile {}, grazie per il suo ordine.'],
    pt: ['Chamo-me {}.', 'Por favor encaminha isto para {}.', 'Caro {}, obrigado pela encomenda.'],
    nl: ['Mijn naam is {}.', 'Stuur dit door naar {}.', 'Beste {}, bedankt voor je bestelling.'],
  },
  ADDRESS: {
    en: ['I live at {}.', 'Ship it to {} please.', 'Address: {}'],
    de: ['Ich wohne in der {}.', 'Lieferadresse: {}', 'Bitte an {} schicken.'],
    fr: ["J'habite au {}.", 'Adresse : {}', 'Livrez à {} svp.'],
    es: ['Vivo en {}.', 'Dirección: {}', 'Envíalo a {} por favor.'],
    it: ['Abito in {}.', 'Indirizzo: {}', 'Spedisci a {} per favore.'],
    pt: ['Moro na {}.', 'Morada: {}', 'Envia para {} por favor.'],
    nl: ['Ik woon op {}.', 'Adres: {}', 'Stuur het naar {} alsjeblieft.'],
  },
  DATE_OF_BIRTH: {
    en: ['I was born on {}.', 'DOB: {}', 'Date of birth {}'],
    de: ['Ich bin am {} geboren.', 'Geburtsdatum: {}', 'geboren am {}'],
    fr: ['Je suis né le {}.', 'Date de naissance : {}', 'née le {}'],
    es: ['Nací el {}.', 'Fecha de nacimiento: {}', 'nacido el {}'],
    it: ['Sono nato il {}.', 'Data di nascita: {}', 'nata il {}'],
    pt: ['Nasci em {}.', 'Data de nascimento: {}', 'nascido em {}'],
    nl: ['Ik ben geboren op {}.', 'Geboortedatum: {}', 'geboren op {}'],
  },
  ORGANIZATION: {
    en: ['She works at {} as an analyst.', 'I was employed by {} until May.', 'He joined {} last year.'],
    de: ['Ich arbeite bei {} in der Buchhaltung.', 'Er arbeitet bei {} seit Mai.', 'Sie arbeitet bei {}.'],
    fr: ['Je travaille chez {} depuis mai.', 'Elle travaille pour {}.', 'Il travaille chez {} à Lyon.'],
    es: ['Trabajo en {} desde mayo.', 'Ella trabaja para {}.', 'Trabajo para {} en Madrid.'],
    it: ['Lavoro presso {} da maggio.', 'Lei lavora per {}.', 'Lavoro per {} a Milano.'],
    pt: ['Trabalho na {} desde maio.', 'Ela trabalha para {}.', 'Trabalho para {} em Lisboa.'],
    nl: ['Ik werk bij {} sinds mei.', 'Zij werkt bij {}.', 'Ik werk bij {} in Utrecht.'],
  },
  LOCATION: {
    en: ['I live in {} now.', 'We moved to {} in 2019.', 'The team is based in {}.'],
    de: ['Ich wohne in {}.', 'Sie wohnt in {} seit 2019.', 'Ich wohne in {} am See.'],
    fr: ["J'habite à {} depuis 2019.", 'Elle habite à {}.', "J'habite à {} avec ma soeur."],
    es: ['Vivo en {} desde 2019.', 'Ella vive en {}.', 'Vivo en {} con mi hermana.'],
    it: ['Abito a {} dal 2019.', 'Lei abita a {}.', 'Abito a {} con mia sorella.'],
    pt: ['Moro em {} desde 2019.', 'Ela mora em {}.', 'Moro em {} com a minha irmã.'],
    nl: ['Ik woon in {} sinds 2019.', 'Zij woont in {}.', 'Ik woon in {} met mijn zus.'],
  },
  AGE: {
    en: ['I am {} years old.', 'The patient, aged {}, was discharged.', 'Age: {}'],
    de: ['Ich bin {} Jahre alt.', 'Alter: {}', 'Die Patientin ist {} Jahre alt.'],
    fr: ["J'ai {} ans.", 'Âge : {}', 'Le patient, âgé de {}, est sorti.'],
    es: ['Tengo {} años.', 'Edad: {}', 'El paciente tiene {} años.'],
    it: ['Ho {} anni.', 'Età: {}', 'Il paziente ha {} anni.'],
    pt: ['Tenho {} anos.', 'Idade: {}', 'O paciente tem {} anos.'],
    nl: ['Ik ben {} jaar oud.', 'Leeftijd: {}', 'De patiënt is {} jaar oud.'],
  },
  POSTCODE: {
    en: ['My ZIP code is {}.', 'Postcode: {}', 'zip {}'],
    de: ['Meine PLZ ist {}.', 'Postleitzahl: {}', 'PLZ {}'],
    fr: ['Mon code postal est {}.', 'Code postal : {}', 'CP {}'],
    es: ['Mi código postal es {}.', 'Código postal: {}', 'C.P. {}'],
    it: ['Il mio CAP è {}.', 'CAP: {}', 'CAP {}'],
    pt: ['O meu código postal é {}.', 'Código postal: {}', 'código postal {}'],
    nl: ['Mijn postcode is {}.', 'Postcode: {}', 'postcode {}'],
  },
};

/** Sentences of each language with numbers, names of things and dates that are not PII. */
const NEGATIVES: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'The meeting moved to room 4.12 at 3 pm.',
    'Version 2.14.3 fixed 27 bugs.',
    'We sold 1 240 units in March.',
    'Chapter 7 covers the Roman Empire.',
  ],
  de: [
    'Die Besprechung ist in Raum 4.12 um 15 Uhr.',
    'Version 2.14.3 behebt 27 Fehler.',
    'Wir haben im März 1 240 Stück verkauft.',
    'Kapitel 7 behandelt das Römische Reich.',
  ],
  fr: [
    'La réunion est en salle 4.12 à 15 h.',
    'La version 2.14.3 corrige 27 bogues.',
    'Nous avons vendu 1 240 unités en mars.',
    "Le chapitre 7 traite de l'Empire romain.",
  ],
  es: [
    'La reunión es en la sala 4.12 a las 15 h.',
    'La versión 2.14.3 corrige 27 errores.',
    'Vendimos 1 240 unidades en marzo.',
    'El capítulo 7 trata del Imperio romano.',
  ],
  it: [
    'La riunione è nella sala 4.12 alle 15.',
    'La versione 2.14.3 corregge 27 errori.',
    'Abbiamo venduto 1 240 pezzi a marzo.',
    "Il capitolo 7 parla dell'Impero romano.",
  ],
  pt: [
    'A reunião é na sala 4.12 às 15 h.',
    'A versão 2.14.3 corrige 27 erros.',
    'Vendemos 1 240 unidades em março.',
    'O capítulo 7 trata do Império Romano.',
  ],
  nl: [
    'De vergadering is in zaal 4.12 om 15 uur.',
    'Versie 2.14.3 lost 27 fouten op.',
    'We verkochten 1 240 stuks in maart.',
    'Hoofdstuk 7 gaat over het Romeinse Rijk.',
  ],
};

const FIRST = [
  'Anna',
  'Lukas',
  'Camille',
  'Javier',
  'Giulia',
  'João',
  'Sanne',
  'Priya',
  'Kwame',
  'Mei',
  'Omar',
  'Ingrid',
];
const LAST = [
  'Schmidt',
  'Müller',
  'Dubois',
  'García',
  'Rossi',
  'Silva',
  'de Vries',
  'Patel',
  'Mensah',
  'Chen',
  'Haddad',
  'Larsen',
];

/** Phones by language: national and international forms, some with an extension. */
function phone(r: Rng, lang: Lang): string {
  const n = (k: number) => r.digits(k);
  const base: Record<Lang, () => string> = {
    en: () =>
      r.pick([
        `+1 415 ${r.int(200, 999)} ${n(4)}`,
        `(212) ${r.int(200, 999)}-${n(4)}`,
        `+44 20 7${n(3)} ${n(4)}`,
      ]),
    de: () => r.pick([`+49 30 ${n(8)}`, `030 ${n(7)}`, `+49 151 ${n(8)}`]),
    fr: () => r.pick([`+33 6 ${n(2)} ${n(2)} ${n(2)} ${n(2)}`, `01 ${n(2)} ${n(2)} ${n(2)} ${n(2)}`]),
    es: () => r.pick([`+34 6${n(2)} ${n(3)} ${n(3)}`, `91 ${n(3)} ${n(2)} ${n(2)}`]),
    it: () => r.pick([`+39 3${n(2)} ${n(3)} ${n(4)}`, `06 ${n(4)} ${n(4)}`]),
    pt: () => r.pick([`+351 91${n(1)} ${n(3)} ${n(3)}`, `21 ${n(3)} ${n(4)}`]),
    nl: () => r.pick([`+31 6 ${n(8)}`, `020 ${n(3)} ${n(4)}`]),
  };
  const ext = r.int(0, 3) === 0 ? r.pick([` ext. ${r.int(10, 999)}`, ` x${r.int(10, 99)}`]) : '';
  return base[lang]() + ext;
}

function address(r: Rng, lang: Lang): string {
  const no = r.int(1, 180);
  const zip = r.digits(5);
  const by: Record<Lang, () => string> = {
    en: () =>
      `${no} ${r.pick(['Maple', 'High', 'Church', 'Station'])} ${r.pick(['Street', 'Road', 'Avenue'])}, ${r.pick(['Springfield, IL 62704', 'London NW1 6XE', 'Leeds LS1 4AP'])}`,
    de: () =>
      `${r.pick(['Haupt', 'Linden', 'Garten', 'Schiller'])}${r.pick(['straße', 'weg', 'allee'])} ${no}, ${zip} ${r.pick(['Berlin', 'München', 'Köln'])}`,
    fr: () =>
      `${no} rue ${r.pick(['de la Paix', 'Victor Hugo', 'du Moulin'])}, ${zip} ${r.pick(['Paris', 'Lyon'])}`,
    es: () => `Calle ${r.pick(['Mayor', 'Alcalá', 'Serrano'])} ${no}, ${zip} Madrid`,
    it: () => `Via ${r.pick(['Roma', 'Garibaldi', 'Dante'])} ${no}, ${zip} ${r.pick(['Milano', 'Torino'])}`,
    pt: () => `Rua ${r.pick(['Augusta', 'do Ouro', 'da Prata'])} ${no}, ${r.digits(4)}-${r.digits(3)} Lisboa`,
    nl: () =>
      `${r.pick(['Keizersgracht', 'Dorpsstraat', 'Kerkstraat'])} ${no}, ${r.digits(4)} ${r.pick(['AB', 'KL'])} Amsterdam`,
  };
  return by[lang]();
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['March', 'July', 'October'],
  de: ['März', 'Juli', 'Oktober'],
  fr: ['mars', 'juillet', 'octobre'],
  es: ['marzo', 'julio', 'octubre'],
  it: ['marzo', 'luglio', 'ottobre'],
  pt: ['março', 'julho', 'outubro'],
  nl: ['maart', 'juli', 'oktober'],
};

function dateOfBirth(r: Rng, lang: Lang): string {
  const d = r.int(1, 28);
  const m = r.int(1, 12);
  const y = r.int(1940, 2005);
  return r.pick([
    `${d}/${m}/${y}`,
    `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`,
    `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    lang === 'en' ? `${r.pick(MONTHS.en)} ${d}, ${y}` : `${d} ${r.pick(MONTHS[lang])} ${y}`,
  ]);
}

/** Structured identifiers with valid check digits, each in its own sentence (English and the issuer's language). */
function verhoeffComplete(body: string): string {
  for (let d = 0; d < 10; d++) if (verhoeffValid(body + d)) return body + d;
  return body;
}
function luhnComplete(body: string): string {
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d;
  return body;
}

export interface IntlCase {
  lang: Lang;
  entity: string;
  text: string;
  spans: Array<{ entity: string; start: number; end: number }>;
}

/** `per` cases per entity and language, plus the negatives of each language. */
export function intlCases(seed: number, per: number): { positives: IntlCase[]; negatives: IntlCase[] } {
  const r = new Rng(seed);
  const positives: IntlCase[] = [];
  const make: Record<string, (lang: Lang) => string> = {
    PHONE: (lang) => phone(r, lang),
    PERSON: () => `${r.pick(FIRST)} ${r.pick(LAST)}`,
    ADDRESS: (lang) => address(r, lang),
    DATE_OF_BIRTH: (lang) => dateOfBirth(r, lang),
    AGE: () => String(r.int(18, 95)),
    ORGANIZATION: () =>
      `${r.pick(['Zentrix', 'Halvorsen', 'Brightwater', 'Quillon', 'Norvest', 'Calidra'])}${r.pick(['', ' Systems', ' Logistics', ' Analytics'])}`,
    LOCATION: () =>
      r.pick([
        'Tromsø',
        'Ouagadougou',
        'Paraty',
        'Gjirokastër',
        'Keswick',
        'Matera',
        'Ghent',
        'Sintra',
        'Kotor',
      ]),
    POSTCODE: (lang) =>
      lang === 'en'
        ? r.pick([r.digits(5), `${r.digits(5)}-${r.digits(4)}`, `SW${r.int(1, 9)}A ${r.int(1, 9)}AA`])
        : lang === 'nl'
          ? `${r.int(1000, 9999)} ${r.pick(['AB', 'KL', 'XT'])}`
          : lang === 'pt'
            ? `${r.int(1000, 9999)}-${r.digits(3)}`
            : r.digits(5),
  };
  for (const [entity, byLang] of Object.entries(TEMPLATES)) {
    for (const lang of LANGS) {
      for (let i = 0; i < per; i++) {
        const value = make[entity]?.(lang) ?? '';
        const tpl = r.pick(byLang[lang]);
        const at = tpl.indexOf('{}');
        positives.push({
          lang,
          entity,
          text: tpl.replace('{}', value),
          spans: [{ entity, start: at, end: at + value.length }],
        });
      }
    }
  }
  for (let i = 0; i < per; i++) {
    // A card with its expiry and CVV; an IBAN with its BIC; identifiers with check digits.
    const cardNo = luhnComplete(`4${r.digits(14)}`).replace(/(\d{4})(?=\d)/g, '$1 ');
    const exp = `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`;
    const cvv = r.digits(3);
    const cardText = `Card ${cardNo}, exp ${exp}, CVV ${cvv}`;
    positives.push({
      lang: 'en',
      entity: 'CARD',
      text: cardText,
      spans: [cardNo, exp, cvv].map((v) => ({
        entity: 'CARD',
        start: cardText.indexOf(v),
        end: cardText.indexOf(v) + v.length,
      })),
    });
    const aadhaar = verhoeffComplete(`${r.int(2, 9)}${r.digits(10)}`).replace(/(\d{4})(?=\d)/g, '$1 ');
    const itin = `9${r.digits(2)}-${r.pick(['70', '78', '88', '90', '94'])}-${r.digits(4)}`;
    for (const [entity, value, tpl] of [
      ['NATIONAL_ID', aadhaar, 'Aadhaar: {}'],
      ['NATIONAL_ID', aadhaar, '{}'],
      ['SSN', itin, 'ITIN {}'],
      ['SSN', itin, 'Filed under {} last year.'],
    ] as const) {
      const at = tpl.indexOf('{}');
      positives.push({
        lang: 'en',
        entity,
        text: tpl.replace('{}', value),
        spans: [{ entity, start: at, end: at + value.length }],
      });
    }
  }
  const negatives = LANGS.flatMap((lang) =>
    NEGATIVES[lang].map((text) => ({ lang, entity: 'NONE', text, spans: [] })),
  );
  return { positives, negatives };
}
