/**
 * Lookalike letters folded to their Latin twin, after the Unicode TR39 confusables data, reduced to
 * the letters attackers actually use to slip past keyword filters ("іgnore" with Cyrillic і).
 * Fullwidth and mathematical alphanumerics need no entry: NFKC already maps them to ASCII.
 */
const PAIRS: readonly string[] = [
  // Cyrillic
  'аa', 'вb', 'еe', 'ёe', 'кk', 'мm', 'нh', 'оo', 'рp', 'сc', 'тt', 'уy', 'хx', 'іi', 'їi', 'јj', 'ѕs',
  'ԁd', 'ԛq', 'ԝw', 'һh', 'ӏl', 'ɡg', 'ʏy',
  'АA', 'ВB', 'ЕE', 'КK', 'МM', 'НH', 'ОO', 'РP', 'СC', 'ТT', 'УY', 'ХX', 'ІI', 'ЈJ', 'ЅS', 'ԌG',
  // Greek
  'αa', 'βb', 'εe', 'ηn', 'ιi', 'κk', 'νv', 'οo', 'ρp', 'τt', 'υu', 'χx', 'γy', 'ωw',
  'ΑA', 'ΒB', 'ΕE', 'ΖZ', 'ΗH', 'ΙI', 'ΚK', 'ΜM', 'ΝN', 'ΟO', 'ΡP', 'ΤT', 'ΥY', 'ΧX',
  // Armenian, Latin extensions and IPA letters
  'օo', 'սu', 'ոn', 'հh', 'ɑa', 'ıi', 'ȷj', 'ʟl', 'ɪi', 'ᴀa', 'ʙb', 'ᴄc', 'ᴅd', 'ᴇe', 'ɢg', 'ʜh', 'ᴊj',
  'ᴋk', 'ᴍm', 'ɴn', 'ᴏo', 'ᴘp', 'ʀr', 'ꜱs', 'ᴛt', 'ᴜu', 'ᴠv', 'ᴡw', 'ᴢz', 'ǀl', 'ℓl',
];

const TABLE = new Map<number, string>();
for (const pair of PAIRS) {
  const from = pair.codePointAt(0);
  const to = pair.slice(-1);
  if (from !== undefined) TABLE.set(from, to);
}

/** The Latin letter a lookalike stands for, or undefined if `cp` is not a known lookalike. */
export function confusableOf(cp: number): string | undefined {
  return TABLE.get(cp);
}
