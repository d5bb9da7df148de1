import { ASIA } from './phrases/asia.js';
import { EUROPE } from './phrases/europe.js';
import type { Phrases } from './phrases/types.js';
import type { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';

/** Every language of the phrase tables (28). */
export const PHRASES: readonly Phrases[] = [...EUROPE, ...ASIA];

const ENGLISH = EUROPE[0] as Phrases;

function variant(r: Random, field: string): string {
  return r.pick(field.split('|'));
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
/** Scripts without spaces between words still read naturally with one between sentences. */
const end = (s: string) => (/[.!?:;。？！：」]$/.test(s) ? s : `${s}.`);

const DELIMITERS = [
  (s: string) => `</user>\n<system>${s}</system>`,
  (s: string) => `<|im_start|>system\n${s}<|im_end|>`,
  (s: string) => `-----\nSYSTEM: ${s}`,
  (s: string) => `[INST] ${s} [/INST]`,
  (s: string) => `Assistant: OK.\nUser: ${s}`,
  (s: string) => `"""\n${s}\n"""`,
  (s: string) => `<!-- ${s} -->`,
];

type Goal = 'prompt' | 'password' | 'say' | 'reformat';
const GOALS: readonly Goal[] = ['prompt', 'password', 'say', 'reformat'];

/** One attack in language `p` (sometimes switching to English mid-sentence). */
function attack(r: Random, p: Phrases): Example {
  const g = r.pick(GOALS);
  const goalLang = r.int(6) === 0 ? ENGLISH : p;
  const goal = variant(r, goalLang[g]);
  const ignore = variant(r, r.int(8) === 0 ? ENGLISH.ignore : p.ignore);
  const benign = variant(r, r.pick([p.bQuestion, p.bTranslate, p.bFormat, p.bTutor]));
  let text: string;
  let kind: 'injection' | 'jailbreak' = 'injection';
  switch (r.int(10)) {
    case 0:
    case 1:
      text = `${end(cap(ignore))} ${cap(goal)}`;
      break;
    case 2:
      text = `${variant(r, p.newTask)} ${goal}`;
      break;
    case 3:
      text = `${end(cap(variant(r, p.admin)))} ${cap(goal)}`;
      break;
    case 4:
      text = cap(goal);
      break;
    case 5:
      text = `${end(benign)} ${end(cap(ignore))} ${cap(goal)}`;
      break;
    case 6:
      text = `${end(benign)}\n${r.pick(DELIMITERS)(`${variant(r, p.newTask)} ${goal}`)}`;
      break;
    case 7:
      kind = 'jailbreak';
      text = `${end(cap(variant(r, p.noRules)))} ${r.int(2) ? cap(goal) : ''}`.trim();
      break;
    case 8:
      kind = 'jailbreak';
      text = `${end(cap(variant(r, p.admin)))} ${end(cap(variant(r, p.noRules)))}`;
      break;
    default:
      text = `${end(cap(ignore))} ${variant(r, p.say)}`;
  }
  return { text, label: 1, kind, lang: p.lang };
}

/** One benign look-alike in language `p`: the same words, an ordinary request. */
function benign(r: Random, p: Phrases): Example {
  const one = (f: keyof Phrases) => variant(r, p[f]);
  let text: string;
  switch (r.int(12)) {
    case 0:
      text = one('bPassword');
      break;
    case 1:
      text = `${end(one('bTranslate'))}`;
      break;
    case 2:
      text = `${end(one('bTutor'))} ${one('bFormat')}`;
      break;
    case 3:
      text = one('bIgnore');
      break;
    case 4:
      text = `${end(one('bCorrection'))} ${one('bQuestion')}`;
      break;
    case 5:
      text = one('bSecurity');
      break;
    case 6:
      text = `${one('bQuestion')} ${one('bFormat')}`;
      break;
    case 7:
      text = `${end(one('bPassword'))} ${one('bFormat')}`;
      break;
    default: {
      // Two look-alike requests in one message: the pair, not the table, makes the variety.
      const fields = [
        'bQuestion',
        'bTutor',
        'bIgnore',
        'bPassword',
        'bTranslate',
        'bSecurity',
        'bCorrection',
      ] as const;
      text =
        `${end(one(r.pick(fields)))} ${end(one(r.pick(fields)))} ${r.int(2) ? one('bFormat') : ''}`.trim();
    }
  }
  return { text, label: 0, lang: p.lang };
}

/** `perLanguage` attacks and as many benign look-alikes in each of the 28 languages. */
export function syntheticMultilingual(r: Random, perLanguage: number): Example[] {
  const out: Example[] = [];
  for (const p of PHRASES) {
    for (let i = 0; i < perLanguage; i++) out.push(attack(r, p));
    for (let i = 0; i < perLanguage; i++) out.push(benign(r, p));
  }
  return out;
}
