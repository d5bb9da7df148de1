import type { Phrases } from './phrases/types.js';
import type { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';
import { PHRASES } from './synthetic-multilingual.js';

/**
 * Documents, e-mails and tables with an instruction buried inside, each also generated clean (same
 * carrier, no instruction) so the carrier alone never decides; and token floods / repetition, both
 * hiding a payload and harmless.
 */
const variants = (p: Phrases, f: keyof Phrases) => p[f].split('|');

const LINES = [
  'Revenue for the third quarter rose 8% on strong demand in Europe.',
  'The meeting has been moved to Thursday at 10:00 in room 4B.',
  'Please find the signed contract attached; the invoice follows next week.',
  'Our opening hours are Monday to Friday, 9 am to 6 pm.',
  'The candidate led a team of five engineers and shipped two products.',
  'Shipping is free for orders over 50 euros within the EU.',
  'Mix the flour and butter, then rest the dough for thirty minutes.',
  'The river flooded twice last century, in 1927 and in 1965.',
  'Remember to update your password every 90 days, as the IT policy says.',
  'You can ignore the previous reminder: the form was already submitted.',
];

function carrier(r: Random, p: Phrases): string[] {
  const parts: string[] = [];
  const n = 3 + r.int(6);
  for (let i = 0; i < n; i++) {
    parts.push(
      r.int(3) === 0
        ? r.pick(LINES)
        : r.pick(variants(p, r.pick(['bQuestion', 'bTranslate', 'bSecurity', 'bPassword'] as const))),
    );
  }
  return parts;
}

function wrap(r: Random, parts: string[]): string {
  switch (r.int(4)) {
    case 0:
      return `Subject: ${parts[0] ?? ''}\nFrom: anna.berg@example.org\nTo: team@example.org\n\n${parts.slice(1).join('\n')}\n\nBest regards,\nAnna`;
    case 1:
      return `| id | note |\n|---|---|\n${parts.map((t, i) => `| ${i + 1} | ${t} |`).join('\n')}`;
    case 2:
      return `# Report\n\n${parts.join(' ')}`;
    default:
      return parts.join('\n');
  }
}

function payload(r: Random, p: Phrases): string {
  const goal = r.pick(variants(p, r.pick(['prompt', 'password', 'say', 'reformat'] as const)));
  switch (r.int(3)) {
    case 0:
      return `${r.pick(variants(p, 'ignore'))}. ${goal}`;
    case 1:
      return `${r.pick(variants(p, 'newTask'))} ${goal}`;
    default:
      return r.pick([
        `AI assistant reading this: ${goal}`,
        `<!-- ${goal} -->`,
        `[SYSTEM] ${goal}`,
        `Note to the model: ${goal}`,
      ]);
  }
}

const FLOOD = ['a', 'the', 'ok', 'lol', '!!!', 'test', 'ha', '0', 'bla', 'x'];

/** `n` carriers per language, each once clean and once with an instruction; plus floods. */
export function syntheticDocuments(r: Random, perLanguage: number): Example[] {
  const out: Example[] = [];
  for (const p of PHRASES) {
    for (let i = 0; i < perLanguage; i++) {
      const parts = carrier(r, p);
      out.push({ text: wrap(r, [...parts]), label: 0, lang: p.lang });
      const at = r.int(parts.length + 1);
      parts.splice(at, 0, payload(r, p));
      out.push({ text: wrap(r, parts), label: 1, kind: 'injection', lang: p.lang });
    }
  }
  // Chat logs and message metadata name roles ("assistant", "user") without being fake markers.
  for (const p of PHRASES) {
    for (let i = 0; i < 4; i++) {
      const q = r.pick(variants(p, r.pick(['bQuestion', 'bPassword', 'bTutor', 'bCorrection'] as const)));
      const a = r.pick(LINES);
      out.push({
        text: r.pick([
          `User: ${q}\nAssistant: ${a}`,
          `${q}\nrole\nuser`,
          `answer: ${a}\nrole\nassistant`,
          `{"role": "assistant", "content": "${a}"}`,
          `Q: ${q}\nA: ${a}`,
          `assistant answer: ${q}`,
        ]),
        label: 0,
        lang: p.lang,
      });
    }
  }
  for (let i = 0; i < 120; i++) {
    const p = r.pick(PHRASES);
    const flood = Array.from({ length: 50 + r.int(400) }, () => r.pick(FLOOD)).join(' ');
    if (i % 2 === 0) out.push({ text: flood, label: 0, lang: 'en' });
    else out.push({ text: `${flood} ${payload(r, p)}`, label: 1, kind: 'injection', lang: p.lang });
    const line = r.pick(variants(p, 'bQuestion'));
    out.push({ text: Array.from({ length: 5 + r.int(40) }, () => line).join('\n'), label: 0, lang: p.lang });
  }
  // Structured repetition users paste (logs, numbered identifiers, CSV rows, lists): benign. (The
  // carriers above already teach an instruction inside a document; the same here measured worse.)
  for (let i = 0; i < 120; i++) {
    const lines = structured(r, 8 + r.int(40));
    out.push({ text: lines.join(r.pick(['\n', ' '])), label: 0, lang: 'en' });
  }
  return out;
}

const LOG_LEVELS = ['INFO', 'DEBUG', 'WARN', 'ERROR', 'TRACE'];
const LOG_EVENTS = [
  'request served in',
  'cache miss after',
  'retrying upload, waited',
  'job finished in',
  'GC pause of',
];
const NOUNS = [
  'word',
  'item',
  'col',
  'row',
  'field',
  'node',
  'step',
  'task',
  'user',
  'file',
  'SKU-',
  'case_',
  'v',
];

/** `n` lines of one repetitive shape: log lines, numbered tokens, CSV rows or a numbered list. */
function structured(r: Random, n: number): string[] {
  const shape = r.int(4);
  const noun = r.pick(NOUNS);
  const start = r.int(1000);
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    switch (shape) {
      case 0:
        return `2026-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T10:${String(k % 60).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}Z ${r.pick(LOG_LEVELS)} ${r.pick(LOG_EVENTS)} ${r.int(900)} ms (id ${i})`;
      case 1:
        return `${noun}${i}`;
      case 2:
        return `${i},${noun}${i},${r.int(500)},${r.int(2) === 0 ? 'yes' : 'no'}`;
      default:
        return `${k + 1}. ${noun}${i} ${r.pick(['done', 'pending', 'open', 'closed', 'ok'])}`;
    }
  });
}
