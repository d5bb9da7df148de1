import type { Finder, Found } from '../engines/finder.js';
import { after, before, thingContext } from './context.js';
import { hasNumericRun, nearDigitMatches, numericMatches, numericRuns } from './windows.js';

/**
 * Postcodes on their own (an address's postcode is part of the address) and ages. Neither has a
 * kind of its own in the policy contract: a postcode is masked as `ADDRESS` (policies may name it
 * `ZIP_CODE` or `POSTCODE`), an age as `DATE_OF_BIRTH` (`AGE`), the personal detail it stands for.
 */

/** Postcode words of eight languages, right before the code. */
const POSTCODE_WORD =
  /(?:zip(?: ?code)?|postcode|post code|postal code|postleitzahl|plz|code postal|cp|c\.p\.|cap|código postal|codigo postal|postcode|postnummer|postnr\.?)(?: (?:is|es|ist|est|è|é))?\s{0,2}[:#]?\s{0,2}$/i;

/**
 * Forms that stand alone: UK (`SW1A 1AA`), Canada (`K1A 0B1`), Netherlands (`1012 AB` before a
 * town), and a US ZIP+4 (`94105-1234`); a plain 4-5 digit code (US, DE, FR, ES, IT...) and
 * Portugal's `1100-048` only after a postcode word.
 */
const UK = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}\b/g;
const CA = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/g;
const NL = /(?<![\d-])[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}\b/g;
const ZIP4 = /(?<![\d-])\d{5}-\d{4}(?![\d-])/g;
const PT = /(?<![\d-])\d{4}-\d{3}(?![\d-])/g;
const PLAIN = /(?<![\d.,-])\d{4,5}(?![\d,-]|\.\d)/g;

/** A piece of every POSTCODE_WORD alternative, lower-cased. */
const POSTCODE_STEMS = ['zip', 'post', 'plz', 'cp', 'c.p.', 'cap'];
/** Characters before a postcode in which its word must be (POSTCODE_WORD is tested on them). */
const WORD_REACH = 24;

/**
 * Whether run `run` of `text` or the {@link WORD_REACH} characters before it hold a postcode word's
 * stem: plain 4-5 digit groups (every year, price and phone group) are looked at only there.
 */
function postcodeWordNear(text: string, run: number): boolean {
  const runs = numericRuns(text);
  const near = text
    .slice(Math.max(0, (runs[run * 3] as number) - WORD_REACH), runs[run * 3 + 1])
    .toLowerCase();
  for (const s of POSTCODE_STEMS) if (near.includes(s)) return true;
  return false;
}

export const postcode: Finder = {
  ruleId: 'pii.postcode',
  entity: 'ADDRESS',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    // Every form holds at least two digits and consumes only number-shaped characters (capitals,
    // digits, space, '-'): each pattern runs on the digit runs only (see windows.ts).
    if (!hasNumericRun(text, 2)) return out;
    for (const [re, digits] of [
      [UK, 2],
      [CA, 3],
    ] as const) {
      for (const m of numericMatches(re, text, digits)) {
        // Alone it is reported (and masked where a policy names it) without raising PII: product
        // and room codes share the shape. A postcode word makes it sure.
        const said = POSTCODE_WORD.test(before(text, m.index, 24));
        out.push({ start: m.index, end: m.index + m[0].length, score: said ? 0.85 : 0.45 });
      }
    }
    for (const m of numericMatches(NL, text, 4)) {
      // "1012 AB Amsterdam": the town after it, or a postcode word before it.
      const end = m.index + m[0].length;
      if (POSTCODE_WORD.test(before(text, m.index, 24)) || /^,? \p{Lu}\p{Ll}/u.test(text.slice(end, end + 4)))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.7 });
    }
    for (const m of numericMatches(ZIP4, text, 9)) {
      if (!thingContext(text, m.index)) out.push({ start: m.index, end: m.index + m[0].length, score: 0.6 });
    }
    for (const m of [
      ...numericMatches(PLAIN, text, 4, 256, postcodeWordNear),
      ...numericMatches(PT, text, 7, 256, postcodeWordNear),
    ]) {
      if (POSTCODE_WORD.test(before(text, m.index, WORD_REACH)))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.8 });
    }
    return out;
  },
};

/** An age: "aged 34", "34 years old", "34-year-old", "age: 34", and the same in six languages. */
const AGE =
  /(?<![\p{L}\d])(?:(?:aged?|age:|alter:?|im alter von|âge ?:?|âgée? de|edad:?|de edad|età:?|idade:?|leeftijd:?)\s{0,2}(\d{1,3})\b|(\d{1,3})[ -](?:years?[ -]old|yrs?[ -]old|y\/o|jahre alt|jährige[rn]?|ans\b|años\b|anni\b|anos\b|jaar oud|jarige))/giu;

/**
 * "ans", "años", "anni" and "anos" are years of age and years of time alike: "j'ai 34 ans" is an
 * age, "il y a 4 ans", "hace 5 años", "da 3 anni", "há 2 anos" and "3 anni fa" are not. A number
 * of them is no age where a word of duration stands right before it ("depuis", "durante", "per",
 * "mais de") or one of time right after ("fa", "atrás", "plus tard", "de experiencia").
 */
const ROMANCE_YEARS = /^(?:ans|años|anni|anos)$/;
const DURATION_BEFORE =
  /(?<!\p{L})(?:il y a|y a|depuis|pendant|durant|dans|en|pour|après|apres|plus de|moins de|près de|pres de|tous les|d'ici|hace|durante|desde|por|tras|después de|despues de|más de|mas de|menos de|cada|dentro de|da|per|tra|fra|dopo|entro|più di|piu di|meno di|ogni|in|há|faz|em|daqui a|após|apos|depois de|mais de|a cada|últimos|ultimos|derniers|dernières|prochains|próximos|proximos|ultimi|prossimi)\s+$/u;
const TIME_AFTER =
  /^\s*(?:fa|atrás|atras|antes|plus tard|más tarde|mas tarde|dopo|depois|plus tôt|auparavant|d'expérience|d'experience|de experiencia|de experiência|di esperienza|de carrière|de carrera|di carriera|de prison|de cárcel|de carcel|di carcere|de prisão|de garantie|de garantía|di garanzia|de garantia|de mariage|de casados|di matrimonio|de casamento)(?!\p{L})/u;

/** Reach of an AGE match before its digits' run and after it (see nearDigitMatches). */
const AGE_BEFORE_DIGITS = 16;
const AGE_AFTER_DIGITS = 12;

export const age: Finder = {
  ruleId: 'pii.age',
  entity: 'DATE_OF_BIRTH',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    // An age's digits are at most 14 characters after the start of its match ("im alter von  34")
    // and its match ends at most 10 after them ("34-years-old"): searched near digits only.
    for (const m of nearDigitMatches(AGE, text, AGE_BEFORE_DIGITS, AGE_AFTER_DIGITS)) {
      const value = m[1] ?? m[2] ?? '';
      const n = Number(value);
      if (n === 0 || n > 125) continue;
      const start = m.index + m[0].indexOf(value, m[1] === undefined ? 0 : m[0].length - value.length - 1);
      if (m[2] !== undefined && ROMANCE_YEARS.test(m[0].slice(value.length + 1).toLowerCase())) {
        if (DURATION_BEFORE.test(before(text, start, 24))) continue;
        if (TIME_AFTER.test(after(text, m.index + m[0].length, 24).toLowerCase())) continue;
      }
      out.push({ start, end: start + value.length, score: 0.6 });
    }
    return out;
  },
};
