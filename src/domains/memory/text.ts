/**
 * Text preparation for keyword search, shared by the write path (what is indexed) and the query
 * path (what is looked up), so both cut words the same way.
 *
 * - Unspaced scripts (Chinese, Japanese, Korean, Thai, Lao, Khmer, Myanmar) are cut into words
 *   with `Intl.Segmenter` (ICU's dictionary segmentation, shipped with Node), so "我喜欢吃素食"
 *   is indexed as "我 喜欢 吃 素食" and a query for "素食" finds it. Both engines' tokenizers
 *   then see space-separated words.
 * - Stemming is the engine's: FTS5's `porter` tokenizer on SQLite (English), PostgreSQL's
 *   snowball text search configuration for the language `guessLanguage` picks per fact and per
 *   query (29 configurations ship with PostgreSQL 15).
 */

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const cjkSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The words of `text` in order (letters, digits and marks), unspaced scripts cut by ICU. */
export function words(text: string): string[] {
  const out: string[] = [];
  const nfc = text.normalize('NFC');
  const seg = UNSPACED.test(nfc) ? cjkSegmenter : segmenter;
  for (const s of seg.segment(nfc)) {
    if (!s.isWordLike) continue;
    // A segment can still hold punctuation joined to a word ("snake_case", "a.b"): keep the
    // letter/digit runs, which is what the engines' own tokenizers index.
    for (const m of s.segment.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) out.push(m[0]);
  }
  return out;
}

/**
 * The text the full-text index holds for `content`: the content itself when it has no unspaced
 * script (the tokenizers cut spaced scripts well), else its words joined by spaces.
 */
export function searchText(content: string): string {
  return UNSPACED.test(content) ? words(content).join(' ') : content;
}

/** PostgreSQL text search configurations `guessLanguage` may answer (all ship with PostgreSQL). */
export const LANGUAGES = [
  'simple',
  'english',
  'german',
  'french',
  'spanish',
  'italian',
  'portuguese',
  'dutch',
  'swedish',
  'danish',
  'norwegian',
  'finnish',
  'russian',
  'greek',
  'arabic',
  'hindi',
  'turkish',
] as const;
export type Language = (typeof LANGUAGES)[number];

// The most frequent function words of each Latin-script language: a cheap, deterministic guess
// that needs no model. A text with none of them counts as English (the SQLite stemmer's language).
const STOPWORDS: Record<string, readonly string[]> = {
  english:
    'the and is of to in that it was for with what does she he her his my are on a an do did who where when which how at be by as this they them their we you i me has have had were from about any there'.split(
      ' ',
    ),
  german: 'der die das und ist nicht ich sie er ein eine mit auf den was zu von hat'.split(' '),
  french: 'le la les et est un une des que qui pas elle il dans pour du au aime'.split(' '),
  spanish: 'el los las y es que una del por con para ella su lo qué gusta'.split(' '),
  italian: 'il gli di che è non una per con della lei sono cosa piace'.split(' '),
  portuguese: 'o os as e é que um uma não com para ela do da gosta'.split(' '),
  dutch: 'de het een en is niet van ik zij hij met wat houdt'.split(' '),
  swedish: 'och är att det som en på hon han inte vad med'.split(' '),
  danish: 'og er at det som en på hun han ikke hvad med'.split(' '),
  norwegian: 'og er å det som en på hun han ikke hva med'.split(' '),
  finnish: 'ja on ei hän se että mitä oli kuin tai'.split(' '),
  turkish: 've bir bu da de ne için çok ile mi'.split(' '),
};

/**
 * The text search configuration for a text: by script first (Cyrillic is Russian, Greek, Arabic,
 * Devanagari is Hindi; unspaced scripts get `simple`, their words are already cut), then for Latin
 * text by its function words. Deterministic and cheap (one pass over at most 2000 characters).
 */
export function guessLanguage(text: string): Language {
  const head = text.slice(0, 2000).toLowerCase();
  if (/\p{Script=Cyrillic}/u.test(head)) return 'russian';
  if (/\p{Script=Greek}/u.test(head)) return 'greek';
  if (/\p{Script=Arabic}/u.test(head)) return 'arabic';
  if (/\p{Script=Devanagari}/u.test(head)) return 'hindi';
  if (UNSPACED.test(head)) return 'simple';
  const counts = new Map<string, number>();
  for (const m of head.matchAll(/[\p{L}]+/gu)) {
    for (const [lang, list] of Object.entries(STOPWORDS)) {
      if (list.includes(m[0])) counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
  }
  let best: Language = 'english';
  let n = 0;
  for (const [lang, c] of counts) {
    if (c > n) {
      best = lang as Language;
      n = c;
    }
  }
  return best;
}

const ALL_STOPWORDS = new Set(Object.values(STOPWORDS).flat());

/**
 * Whether a word is a function word of one of the guessed languages. Keyword queries drop them
 * (when a query has other words): "what does she like to eat" would otherwise match, and rank,
 * nearly every fact of a large project.
 */
export function isStopword(word: string): boolean {
  return ALL_STOPWORDS.has(word);
}
