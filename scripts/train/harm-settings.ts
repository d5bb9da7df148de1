import { LONG_DOC_FILES } from './long-docs/index.js';
import { HEAD_SETS } from './short-queries/index.js';

/** The password-talk files the harm model may learn from: sets a to l (m is kept untouched). */
const TALK_FILES = [...'abcdefghijkl'].flatMap((s) => [`${s}1`, `${s}2`]);

const envList = (name: string, fallback: readonly number[]): readonly number[] => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : v.split(',').map(Number);
};

const envWords = (name: string, fallback: readonly string[] = []): readonly string[] => {
  const v = process.env[name];
  return v === undefined ? fallback : v.split(',').filter((x) => x !== '');
};

/** Hyper-parameters of the harmful-content model's training (`harm.ts`, `harm-rows.ts`). */

const envNumber = (name: string, fallback: number) => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number(v);
};

/** Hyper-parameters of the harm model (`VGATE_HARM_*` only for exploration). */
export const HARM_TRAINING = {
  seed: 11,
  epochs: envNumber('VGATE_HARM_EPOCHS', 20),
  learningRate: 0.2,
  l2: envNumber('VGATE_HARM_L2', 1e-4),
  /**
   * The hashed n-grams' counts over n^normPower (`harmNorm`; 0.5 the square root): below 0.5 the
   * words around a request dilute its evidence less.
   */
  normPower: envNumber('VGATE_HARM_NORM', 0.5),
  /**
   * log2 of the harm heads' buckets for the hashed n-grams (`VGATE_HARM_HASH_BITS`; 18, the
   * injection model's, by default): the same hashes on a wider table of the harm model's own, so
   * that fewer n-grams share a weight (`TRIED.md`, stop 61).
   */
  hashBits: envNumber('VGATE_HARM_HASH_BITS', 18),
  /** The value of a present concept feature; hashed n-gram values are about 1 / sqrt(n). */
  conceptValue: envNumber('VGATE_HARM_CONCEPT', 2),
  /**
   * Concepts whose features (alone and in pairs) are left out of training (`VGATE_HARM_CONCEPT_DROP=
   * person,group`): their weights stay 0, so the model is trained as if they were not read.
   */
  conceptDrop: envWords('VGATE_HARM_CONCEPT_DROP'),
  /** Weight of each row's concepts-only copy (0: none): teaches the concepts to stand alone. */
  conceptOnly: envNumber('VGATE_HARM_CONCEPT_ONLY', 0.5),
  /** Weight of the noisy red-team openers (about one in five is an ordinary question). */
  redTeamWeight: envNumber('VGATE_HARM_REDTEAM', 0.3),
  /** Weight of the injection packs' hijacks and extractions as harm negatives (0: left out). */
  hijackWeight: envNumber('VGATE_HARM_HIJACK', 0.5),
  /** Weight of XSafety's insult and discrimination rows: mild remarks more than requests for harm. */
  mildWeight: envNumber('VGATE_HARM_MILD', 0.3),
  /** Largest share of held-out benign rows the model may flag, per length bucket. */
  calibrationFpr: envNumber('VGATE_HARM_CAL', 0.01),
  /** Logits taken off every bucket's offset: unseen sources flag more than the calibration rows. */
  calibrationMargin: envNumber('VGATE_HARM_MARGIN', 0.5),
  calibrationMaxRaise: envNumber('VGATE_HARM_RAISE', 0.5),
  /** Whether held-out rows near-duplicating a trained row of their source calibrate too (`nearTrained`). */
  calibrateSeen: envNumber('VGATE_HARM_CALIBRATE_SEEN', 0) === 1,
  /**
   * Further logits off the shortest bucket (under 128 features, about 30 characters): a short text
   * carries little evidence and reads mostly on the intercept, and the calibration rows hold few
   * of the chat lines and commands a gateway sees ("deploy to prod", "kill switch"). 1 until stop
   * 70; 0.75 is the least at which neither held-out short-message set (b, f) passes 2% flagged.
   */
  calibrationMarginShort: envNumber('VGATE_HARM_MARGIN_SHORT', 0.75),
  /** log2 of the category head's buckets for the hashed n-grams, and for the CJK bigrams (0: none). */
  categoryBits: envNumber('VGATE_HARM_CATEGORY_BITS', 16),
  categoryCjkBits: envNumber('VGATE_HARM_CATEGORY_CJK_BITS', 12),
  categoryEpochs: 8,
  /**
   * Whether the category head also learns from the short-request head's sets' harmful messages,
   * with the categories other helpers gave them (`short-queries/<set>-harm.json`).
   */
  categoryShort: envNumber('VGATE_HARM_CATEGORY_SHORT', 0),
  synthWrapped: envNumber('VGATE_HARM_WRAPPED', 6),
  /** The hashed n-grams' values are multiplied by this (0: a model of the concepts alone). */
  hashedScale: envNumber('VGATE_HARM_HASHED', 1),
  /** Weight of the injection model's synthetic benign rows as harm negatives (0: not used). */
  injectionBenign: envNumber('VGATE_HARM_INJ_BENIGN', 1),
  /**
   * Weight of the harmless rows the injection model's attack sets written in each language hold
   * (`native-attacks/`: everyday chats, role set-ups, documents and code questions in 24
   * languages) as harm negatives (0: not used), and which of those sets (by number, as
   * `VGATE_SYNTH_NATIVE_ATTACK_SETS`).
   */
  attackBenign: envNumber('VGATE_HARM_ATTACK_BENIGN', 0),
  attackBenignSets: envList('VGATE_HARM_ATTACK_SETS', [1, 2]),
  /** Whether their English rows are left out (`VGATE_HARM_ATTACK_NOT_EN=1`). */
  attackBenignNotEnglish: envNumber('VGATE_HARM_ATTACK_NOT_EN', 0) === 1,
  /** A JSON file of the groups of those rows kept (`VGATE_HARM_ATTACK_GROUPS`; unset: every row). */
  attackBenignGroups: process.env.VGATE_HARM_ATTACK_GROUPS,
  /**
   * With 1, the word scores come from a head trained without those rows (`VGATE_HARM_ATTACK_WORDS`):
   * the rows move the hashed n-grams and concepts but not the English words' direction.
   */
  attackBenignWords: envNumber('VGATE_HARM_ATTACK_WORDS', 0),
  /**
   * With 1, the word scores come from a head trained on the real sources only
   * (`VGATE_HARM_WORDS_REAL`): the rows written for this project train everything else.
   */
  wordsRealOnly: envNumber('VGATE_HARM_WORDS_REAL', 0),
  /** Within a class a source of n rows weighs n^sourceAlpha in all (1: every row alike). */
  sourceAlpha: envNumber('VGATE_HARM_ALPHA', 0.5),
  /** Scale of the mean word vector's features (0: no word scores); see `src/detect/harm/words.ts`. */
  glove: envNumber('VGATE_HARM_GLOVE', 5),
  /** The word features are the words' vector sum over (word count)^power (1: the mean). */
  glovePower: envNumber('VGATE_HARM_GLOVE_POWER', 0.5),
  /**
   * Weight of each row's copy without the word features (0: none): the English word vectors must
   * not take over what the n-grams and concepts carry into languages the vectors do not hold.
   */
  gloveDrop: envNumber('VGATE_HARM_GLOVE_DROP', 1),
  /**
   * Words of other languages read through bilingual dictionaries (`dictionaries.ts`: FreeDict's
   * Debian packages) as the mean vector of their English translations (0: English words only).
   */
  dictionaries: envNumber('VGATE_HARM_DICT', 0),
  /**
   * Rounds of retrofitting the word vectors to WordNet's synonym sets before the head reads them
   * (`retrofit.ts`; 0: GloVe as it is). Needs Debian's `wordnet-base`.
   */
  retrofit: envNumber('VGATE_HARM_RETROFIT', 0),
  /** With 1, a word is retrofitted to the synonyms of its most frequent sense only. */
  retrofitFirst: envNumber('VGATE_HARM_RETROFIT_FIRST', 0),
  /** An English word among this many most frequent keeps its own vector over a dictionary's. */
  dictionaryKeepRank: envNumber('VGATE_HARM_DICT_KEEP', 30000),
  /** A word not found is looked up less its last 1..n characters (inflections; 0: exact words only). */
  dictionaryStems: envNumber('VGATE_HARM_DICT_STEMS', 0),
  /**
   * How many sets of the hand-translated requests and look-alikes (`parallel/en.ts`) are trained
   * on: 0 none, 1 the first (20 requests), 2 the first two (108), 3 (154), 4 (186), 5 all (226).
   */
  parallel: envNumber('VGATE_HARM_PARALLEL', 5),
  /** Scale of the CJK character-bigram features (0: none); see `src/detect/model/cjk.ts`. */
  cjk: envNumber('VGATE_HARM_CJK', 3),
  /** Weight of the requests written in each language (`native/`; 0: not used). */
  native: envNumber('VGATE_HARM_NATIVE', 1),
  /**
   * Which sets of those requests (`native/index.ts`), by number: 1 the first (1,920 rows), 2 the
   * second (1,920), 3 the third (1,920), 4 the minimal pairs (2,400), 5 the legitimate security and
   * systems-engineering requests (720, all harmless).
   */
  nativeSets: envList('VGATE_HARM_NATIVE_SETS', [1, 2]),
  /**
   * What set 7 (`native/toxic/`, hateful and harassing messages) trains when `nativeSets` names it:
   * `all` every head, `category` the category head only (the harm scores unchanged).
   */
  toxic: process.env.VGATE_HARM_TOXIC ?? 'all',
  /**
   * Sets of short messages (`short-queries/`, by letter: `VGATE_HARM_SHORT=a`) trained on (weight
   * `short`), each row its own group; with `shortCalibrates`, the held-out fifth of those groups is
   * not trained on and its harmless rows join the rows that set the length offsets. Measured and
   * not kept (`src/detect/harm/SHORT.md`): none by default.
   */
  shortSets: envWords('VGATE_HARM_SHORT'),
  short: envNumber('VGATE_HARM_SHORT_WEIGHT', 1),
  /** Times that weight for the set's harmful messages (0: only the harmless ones are trained on). */
  shortHarmful: envNumber('VGATE_HARM_SHORT1', 1),
  shortCalibrates: envNumber('VGATE_HARM_SHORT_CAL', 0) === 1,
  /** The kinds of those messages kept (`VGATE_HARM_SHORT_KINDS=homonym,request`; empty: every kind). */
  shortKinds: envWords('VGATE_HARM_SHORT_KINDS'),
  /**
   * Sets of short messages trained into the short-request head (`StoredShortHead`, `SHORT.md`): a
   * second harm head, trained on every row plus these (as `shortSets` would, with their weights),
   * read for a request under `shortHeadChars` characters of token text. `VGATE_HARM_SHORT_HEAD=`
   * (empty): no such head.
   */
  shortHead: envWords('VGATE_HARM_SHORT_HEAD', HEAD_SETS),
  shortHeadChars: envNumber('VGATE_HARM_SHORT_HEAD_CHARS', 50),
  /**
   * Weight of the harmless password talk (`password-talk/`: users of an application asking about
   * their own passwords, PINs, codes and scams, in 18 languages) as harm negatives (0: not used).
   */
  talk: envNumber('VGATE_HARM_TALK', 0),
  /**
   * Weight of the long documents handed with a task or a harmful request (`long-docs/`) as harm
   * rows (0: not used; stop 63 measured 1 and 3 on half the files, `DOCUMENTS.md`).
   */
  docs: envNumber('VGATE_HARM_DOCS', 0),
  /** Which files of it (`VGATE_HARM_DOCS_FILES=d1,d3`). */
  docsFiles: envWords('VGATE_HARM_DOCS_FILES', LONG_DOC_FILES),
  /**
   * Weight of the template twins (`template-twins/`: harmless requests in the benchmarks' stock
   * templates) as harm negatives (0: not used), and which half of them (`0`, `1` or `all`).
   */
  twins: envNumber('VGATE_HARM_TWINS', 0),
  twinsHalf: process.env.VGATE_HARM_TWINS_HALF ?? 'all',
  /** Which files of it (`VGATE_HARM_TALK_SETS=a1,a2`): every set but m, the untouched one. */
  talkSets: envWords('VGATE_HARM_TALK_SETS', TALK_FILES),
  /** Weights of the minimal pairs' harmful and harmless halves (set 4). */
  pairsHarmful: envNumber('VGATE_HARM_PAIRS1', 1),
  pairsHarmless: envNumber('VGATE_HARM_PAIRS0', 1),
  /**
   * Weight of the jailbreaks written in each language (`native-attacks/jailbreak/`; 0: not used):
   * those around a harmful request are harmful (`wrapped`), the rest and their look-alikes harmless.
   */
  jailbreaks: envNumber('VGATE_HARM_JAILBREAKS', 0),
  /** Times that weight for the harmful ones among them (0: only the harmless rows are trained on). */
  jailbreaksHarmful: envNumber('VGATE_HARM_JAILBREAKS1', 1),
  /**
   * Weight of the assistant answers written in each language (`native/answers/`; 0: not used):
   * refusals, help, safety information and everyday answers harmless, compliance harmful.
   */
  answers: envNumber('VGATE_HARM_ANSWERS', 0),
  /** Times that weight for the compliant (harmful) answers (0: only the harmless answers are trained on). */
  answersHarmful: envNumber('VGATE_HARM_ANSWERS1', 1),
  /**
   * Source copies (0: none): each training row's hashed n-grams also feed a copy of their own for
   * the row's source, at this value, in a table used only in training (Daume's "frustratingly
   * easy" domain adaptation), so that a source's style can be learned there instead of in the
   * shared weights the model keeps.
   */
  sourceCopies: envNumber('VGATE_HARM_SRC', 0),
  /**
   * Value of a per-source bias feature, in training only (0: none). A source of one class (every
   * HarmBench row harmful, every T0 row harmless) is partly explained by its own bias, so the
   * weights kept learn less of what only tells that source apart (its style) and more of what
   * separates harm from harmless across sources (`HARM.md`, stop 49).
   */
  sourceBias: envNumber('VGATE_HARM_SRC_BIAS', 0.25),
  /**
   * With it, the training-only bias is one per source and language (`VGATE_HARM_SRC_LANG=1`): a
   * language whose rows of a source lean to one class (XSafety's Bengali, MGSM's Swahili) is
   * explained by that bias, not by its script's n-grams.
   */
  sourceLanguage: envNumber('VGATE_HARM_SRC_LANG', 0) === 1,
  /**
   * Whether a document handed with an instruction (`request-lines.ts`) has its whole text read by
   * the answer head too, as the engine does since stop 64 (`VGATE_HARM_DOC_ANSWER=0`: as before).
   */
  documentAnswer: envNumber('VGATE_HARM_DOC_ANSWER', 1) === 1,
  /**
   * Whether each judged row also gets the other reading's score, as `alt` in `--loso --dump`'s rows
   * (`VGATE_HARM_DOC_BOTH=1`): both readings measured on the same fold models.
   */
  documentBoth: envNumber('VGATE_HARM_DOC_BOTH', 0) === 1,
  /**
   * Weight of each source written for this project (`synthetic-*`) against a real source of its
   * size, within its class (1: alike).
   */
  syntheticScale: envNumber('VGATE_HARM_SYNTH_SCALE', 1),
  /**
   * Weight of the framed copies of the dataset's requests (0: none; `harm-rows.ts`): role-play,
   * fiction, format demands, "Sure, here is" and optimiser noise around harmful and harmless alike.
   */
  realFramed: envNumber('VGATE_HARM_REAL_FRAMED', 0),
  /** Share of the dataset's rows that get a framed copy. */
  realFramedShare: envNumber('VGATE_HARM_REAL_FRAMED_SHARE', 0.3),
  /**
   * Weight of each harmful row's mixed copy (0: none; `mixed` in `harm.ts`): the request with a
   * sentence of a harmless training row of another source before or after it, so that the words
   * of the harmless sources' registers stop counting as evidence against harm.
   */
  mix: envNumber('VGATE_HARM_MIX', 0),
  /** Input dropout in training (0: none; `logistic.ts`). */
  dropout: envNumber('VGATE_HARM_DROPOUT', 0),
  /** Group DRO's step over the (class, source) groups in training (0: none; `logistic.ts`). */
  dro: envNumber('VGATE_HARM_DRO', 0),
  /**
   * Hashed n-grams met in fewer training sources than this are left out of training (0 or 1: all
   * kept), so that what only one source says (its templates, its style) cannot carry a class. The
   * sources written for this project count as one.
   */
  minSources: envNumber('VGATE_HARM_MIN_SOURCES', 0),
  /**
   * The request gate (0: none; 1: trained): a second logistic model over the n-grams folded onto
   * 2^`gateBits` buckets and the concepts, whose probability multiplies the harm head's, so it can
   * only lower a score and no amount of topic evidence outvotes it (`TRIED.md`, stop 52).
   */
  gate: envNumber('VGATE_HARM_GATE', 0),
  gateBits: 16,
  /** The gate's bias before training: open (σ(3) = 0.95). */
  gateBias: 3,
  /**
   * Runs of the harm head averaged (1: one): each run meets the rows in another order, and one
   * order's pooled recall at 1% differs from another's by up to four points (`TRIED.md`, stop 52).
   */
  average: envNumber('VGATE_HARM_AVERAGE', 1),
};
