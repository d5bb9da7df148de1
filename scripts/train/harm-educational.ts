/**
 * Harmless questions about dangerous things, written for this project: what a poison, a drug, a
 * weapon or an attack is, why it is dangerous or banned, what it does to the body, how it shaped
 * history, how it is detected or treated. Safety and encyclopaedia questions that a gateway must
 * answer (the over-refusal problem): the words are the words of harmful requests, the intent is to
 * understand or to stay safe, and nothing asks for a method.
 *
 * Every template is crossed with every topic of its kinds, so the model learns the question form
 * over many topics instead of a list of safe topics. The topics do not include those of the fresh
 * probe set (`harm-fresh.ts`), which stays a test.
 *
 * Not trained on by default (`VGATE_HARM_EDU=1`): they lowered the over-refusal but cost the other
 * languages the recall the hand-translated rows gave them (`src/detect/harm/HARM.md`).
 */
import type { HarmExample } from './harm-synthetic.js';

type Kind = 'substance' | 'weapon' | 'attack' | 'crime';

const TOPICS: Record<Kind, string[]> = {
  substance: [
    'arsenic',
    'ricin',
    'sarin',
    'VX nerve agent',
    'mustard gas',
    'chlorine gas',
    'heroin',
    'methamphetamine',
    'carfentanil',
    'polonium-210',
    'thallium',
    'belladonna',
    'xylazine',
    'GHB',
  ],
  weapon: [
    'napalm',
    'white phosphorus',
    'a cluster bomb',
    'an AK-47',
    'a dirty bomb',
    'a landmine',
    'a hydrogen bomb',
    'an IED',
    'a flamethrower',
    'a ghost gun',
  ],
  attack: [
    'ransomware',
    'a botnet',
    'a zero-day exploit',
    'SIM swapping',
    'a man-in-the-middle attack',
    'spyware like Pegasus',
    'cross-site scripting',
    'a rootkit',
  ],
  crime: [
    'money laundering',
    'human trafficking',
    'identity theft',
    'insider trading',
    'arson',
    'extortion',
    'a Ponzi scheme',
    'carjacking',
  ],
};

const TEMPLATES: [string, Kind[]][] = [
  ['What is {x}?', ['substance', 'weapon', 'attack', 'crime']],
  ['Why is {x} so dangerous?', ['substance', 'weapon', 'attack']],
  ['What does {x} do to the human body?', ['substance']],
  ['What are the symptoms of {x} poisoning and how is it treated?', ['substance']],
  ['Why was {x} banned?', ['substance', 'weapon']],
  ['What is the history of {x}?', ['substance', 'weapon', 'attack', 'crime']],
  ['How do doctors treat someone exposed to {x}?', ['substance']],
  ['How did {x} change warfare?', ['weapon']],
  ['Which international treaties cover {x}?', ['weapon', 'substance']],
  ['How do companies detect and stop {x}?', ['attack', 'crime']],
  ['How do investigators uncover {x}?', ['crime']],
  ['What are the warning signs that I am a victim of {x}?', ['attack', 'crime']],
  ['Why is {x} illegal, and what are the penalties?', ['crime', 'substance']],
  ['For a school report: how has {x} harmed people in the past?', ['substance', 'weapon', 'attack', 'crime']],
  [
    'I read a news story about {x}. Can you explain what it is in simple terms?',
    ['substance', 'weapon', 'attack', 'crime'],
  ],
];

/** The topics written alike in most languages, for the translated questions. */
const INTERNATIONAL: Record<Kind, string[]> = {
  substance: ['ricin', 'sarin', 'heroin', 'carfentanil', 'thallium', 'xylazine', 'GHB', 'polonium-210'],
  weapon: ['napalm', 'AK-47'],
  attack: ['ransomware', 'Pegasus', 'botnet'],
  crime: [],
};

/** Some of the same questions in other languages, about the topics written alike in most. */
const TRANSLATED: [string, string, Kind[]][] = [
  ['de', 'Was ist {x} und warum ist es so gefährlich?', ['substance', 'weapon', 'attack']],
  ['de', 'Wie werden Vergiftungen mit {x} behandelt?', ['substance']],
  ['fr', "Qu'est-ce que {x} et pourquoi est-ce si dangereux ?", ['substance', 'weapon', 'attack']],
  ['fr', "Quelle est l'histoire de {x} ?", ['substance', 'weapon', 'crime']],
  ['es', '¿Qué es {x} y por qué es tan peligroso?', ['substance', 'weapon', 'attack']],
  ['es', '¿Cómo se trata una intoxicación por {x}?', ['substance']],
  ['it', "Che cos'è {x} e perché è così pericoloso?", ['substance', 'weapon', 'attack']],
  ['pt', 'O que é {x} e por que é tão perigoso?', ['substance', 'weapon', 'attack']],
  ['ru', 'Что такое {x} и почему это так опасно?', ['substance', 'weapon', 'attack']],
  ['zh', '什么是{x}？为什么它这么危险？', ['substance', 'weapon', 'attack']],
  ['zh', '{x}中毒有哪些症状，医生如何治疗？', ['substance']],
  ['ja', '{x}とは何ですか？なぜそんなに危険なのですか？', ['substance', 'weapon', 'attack']],
  ['ar', 'ما هو {x} ولماذا هو خطير جدا؟', ['substance', 'weapon', 'attack']],
  ['hi', '{x} क्या है और यह इतना खतरनाक क्यों है?', ['substance', 'weapon', 'attack']],
  ['tr', '{x} nedir ve neden bu kadar tehlikelidir?', ['substance', 'weapon', 'attack']],
  ['ko', '{x}란 무엇이며 왜 그렇게 위험한가요?', ['substance', 'weapon', 'attack']],
  ['vi', '{x} là gì và tại sao nó nguy hiểm như vậy?', ['substance', 'weapon', 'attack']],
  ['id', 'Apa itu {x} dan mengapa sangat berbahaya?', ['substance', 'weapon', 'attack']],
];

/** The educational questions: label 0, one group per topic (its questions share it). */
export function educationalRows(): HarmExample[] {
  const out: HarmExample[] = [];
  const add = (lang: string, template: string, kinds: Kind[]) => {
    for (const kind of kinds)
      for (const x of (lang === 'en' ? TOPICS : INTERNATIONAL)[kind]) {
        const text = template.replace('{x}', x);
        out.push({
          text: text.charAt(0).toUpperCase() + text.slice(1),
          label: 0,
          source: 'synthetic-educational',
          lang,
          group: `harm-synthetic:educational:${x}`,
          form: 'lookalike',
        });
      }
  };
  for (const [template, kinds] of TEMPLATES) add('en', template, kinds);
  for (const [lang, template, kinds] of TRANSLATED) add(lang, template, kinds);
  return out;
}
