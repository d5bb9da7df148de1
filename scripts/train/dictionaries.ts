/**
 * Bilingual dictionaries for training only: FreeDict's dictionaries as Debian packages them
 * (`dict-freedict-*`, dictd format under /usr/share/dictd), read into "this word means these English
 * words". The harm model gives a word in another language the mean of its English translations'
 * word vectors (`glove.ts`), so the word scores learned on English carry to the languages the
 * dictionaries cover ("Gift" reads as "poison", "bomba" as "bomb").
 *
 * Both directions are read: a foreign-English dictionary gives its headword the English words of
 * its senses; an English-foreign one gives each single-word translation its English headword.
 * Examples, notes, cross-references and text in brackets are skipped; a multi-word English sense
 * gives its content words ("to kill sb." -> "kill").
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const DICTD = '/usr/share/dictd';

/** The FreeDict packages read, by the language they translate (ISO 639-1 as the rows carry it). */
export const DICTIONARIES: Readonly<Record<string, { toEnglish?: string; fromEnglish?: string }>> = {
  de: { toEnglish: 'deu-eng', fromEnglish: 'eng-deu' },
  fr: { toEnglish: 'fra-eng', fromEnglish: 'eng-fra' },
  es: { toEnglish: 'spa-eng', fromEnglish: 'eng-spa' },
  it: { toEnglish: 'ita-eng', fromEnglish: 'eng-ita' },
  pt: { toEnglish: 'por-eng', fromEnglish: 'eng-por' },
  nl: { toEnglish: 'nld-eng', fromEnglish: 'eng-nld' },
  pl: { toEnglish: 'pol-eng', fromEnglish: 'eng-pol' },
  tr: { toEnglish: 'tur-eng', fromEnglish: 'eng-tur' },
  ar: { toEnglish: 'ara-eng', fromEnglish: 'eng-ara' },
  sw: { toEnglish: 'swh-eng', fromEnglish: 'eng-swh' },
  ru: { fromEnglish: 'eng-rus' },
  hi: { fromEnglish: 'eng-hin' },
  id: { fromEnglish: 'eng-ind' },
};

/** The Debian packages that hold them (for the data card and CI). */
export function dictionaryPackages(): string[] {
  return Object.values(DICTIONARIES)
    .flatMap((d) => [d.toEnglish, d.fromEnglish])
    .filter((n): n is string => n !== undefined)
    .map((n) => `dict-freedict-${n}`);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd's base-64 numbers (offsets and lengths in the index). */
function b64(s: string): number {
  let n = 0;
  for (const c of s) n = n * 64 + B64.indexOf(c);
  return n;
}

/** Each entry's text, in index order (one headword may have several entries). */
function entries(name: string): string[] {
  const index = `${DICTD}/freedict-${name}.index`;
  const dict = `${DICTD}/freedict-${name}.dict.dz`;
  if (!existsSync(index) || !existsSync(dict))
    throw new Error(`${dict} missing: apt-get install dict-freedict-${name}`);
  const data = gunzipSync(readFileSync(dict));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const [word, offset, length] = line.split('\t');
    if (word === undefined || offset === undefined || length === undefined || word.startsWith('00database'))
      continue;
    const key = `${offset}\t${length}`;
    if (seen.has(key)) continue; // one entry indexed under several spellings
    seen.add(key);
    const at = b64(offset);
    out.push(data.subarray(at, at + b64(length)).toString('utf8'));
  }
  return out;
}

/** English words that say nothing of a sense ("to", "sb.", "a"). */
const FILLER = new Set(
  "a an the to of sb sth sb.'s one oneself someone something be is are was for in on at by with or and as from up out off into".split(
    ' ',
  ),
);

const WORD = /\p{L}+/gu;

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((w) => !FILLER.has(w));
}

/** The sense lines of an entry: not its headword line, examples, notes or cross-references. */
function senseLines(entry: string): string[] {
  return entry
    .split('\n')
    .slice(1)
    .filter((l) => {
      const t = l.trim();
      return (
        t !== '' &&
        !t.startsWith('"') &&
        !/^(see|synonyms?|note|antonyms?|also):/i.test(t) &&
        !t.startsWith('(') // a definition in the source language
      );
    });
}

/** A sense line's pieces: brackets, part-of-speech tags and numbering taken out, split at , and ;. */
function pieces(line: string): string[] {
  return line
    .replace(/<[^>]*>|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}/g, ' ')
    .replace(/^\s*\d+\.\s*/, '')
    .replace(/~/g, ' ')
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The headword of an entry (its first line, before the pronunciation or tags), lower-cased. */
function headword(entry: string): string {
  const first = entry.split('\n', 1)[0] ?? '';
  return first
    .replace(/\s*[/<[].*$/, '')
    .trim()
    .toLowerCase();
}

/**
 * Foreign word -> English words, over every dictionary of `langs` (all by default). Only
 * single-word foreign keys: a phrase's words are not each its meaning.
 */
export function translations(langs: readonly string[] = Object.keys(DICTIONARIES)): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (foreign: string, english: readonly string[]) => {
    if (english.length === 0 || !/^\p{L}+$/u.test(foreign)) return;
    const list = out.get(foreign) ?? [];
    for (const e of english) if (!list.includes(e)) list.push(e);
    out.set(foreign, list);
  };
  for (const lang of langs) {
    const d = DICTIONARIES[lang];
    if (d === undefined) continue;
    if (d.toEnglish !== undefined)
      for (const entry of entries(d.toEnglish)) for (const [f, e] of toEnglishPairs(entry)) add(f, e);
    if (d.fromEnglish !== undefined)
      for (const entry of entries(d.fromEnglish)) for (const [f, e] of fromEnglishPairs(entry)) add(f, e);
  }
  return out;
}

/** A foreign-English entry as [its headword, the English words of its senses]. */
export function toEnglishPairs(entry: string): Array<[string, string[]]> {
  return [[headword(entry), senseLines(entry).flatMap(pieces).flatMap(words)]];
}

/** An English-foreign entry as [a single-word translation, [its English headword]] per translation. */
export function fromEnglishPairs(entry: string): Array<[string, string[]]> {
  const english = words(headword(entry));
  if (english.length !== 1) return [];
  return senseLines(entry)
    .flatMap(pieces)
    .map((p) => [p.toLowerCase(), english]);
}
