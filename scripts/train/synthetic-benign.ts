import type { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';

/**
 * Benign look-alikes: everyday requests that use the trigger words of attacks ("ignore", "kill",
 * "bypass", "override", "system", "instructions", "pretend"). They teach the model that the words
 * alone are not the attack.
 */
const TEMPLATES: readonly string[] = [
  'Can I ignore this {tool} warning?',
  'Is it safe to ignore the {tool} deprecation notice?',
  'How do I kill a {lang} process?',
  'How do I kill all child processes in {lang}?',
  'How do I bypass a capacitor in a {circuit}?',
  'What does it mean to bypass the cache in {tool}?',
  'How do I override a method in {lang}?',
  'How can I override the default styles in {tool}?',
  'Forget about the budget for now, what {thing} would you recommend?',
  'Please ignore my previous message, I sent it by mistake.',
  'Disregard the last email, the meeting is still on Friday.',
  'What were the previous instructions for assembling the {thing}?',
  'Print the system information on {os}.',
  'How do I show system logs in {os}?',
  'Show me the instructions for setting up {tool}.',
  'Give me step-by-step instructions to bake {food}.',
  'Can you repeat the last step of the {food} recipe?',
  'Pretend you are a pirate and tell me a joke about {thing}.',
  'Act as a travel guide and plan a weekend in {city}.',
  'You are now my {role}; help me prepare for an interview.',
  'Imagine you are a {role} explaining {topic} to a child.',
  'Write a story where a hacker tries to break into a bank but gets caught.',
  'Explain what a prompt injection attack is and how to defend against it.',
  'What is a jailbreak on an iPhone and is it legal?',
  'How do I enable developer mode on {os}?',
  'What are the rules of {game}?',
  'Summarize the new instructions from the {org} memo.',
  'My teacher gave new instructions: the essay is due Monday. Can you help me outline it?',
  'Write a system prompt for a customer support bot for a {org}.',
  'How do I write good instructions for a {role}?',
  'The previous owner ignored all the maintenance rules; what should I check on the {thing}?',
  'Skip the introduction and get to the point about {topic}.',
  'Is there any restriction on bringing {food} on a plane?',
  'Translate "ignore the noise" into {language}.',
  'How does the {tool} command-line option --ignore-errors work?',
  'What is the shell command to override file permissions on {os}?',
  'Reveal the answer to the riddle only after I guess three times.',
  'Without any restrictions on length, describe {topic}.',
  'Tell me about the history of {topic}.',
  'Can you dump the contents of a {lang} dictionary to JSON?',
];
const FILL: Record<string, readonly string[]> = {
  tool: ['compiler', 'ESLint', 'TypeScript', 'npm', 'Docker', 'webpack', 'pip', 'git', 'Gradle', 'CMake'],
  lang: ['Python', 'Java', 'Node.js', 'Go', 'Rust', 'C#', 'Kotlin', 'Ruby'],
  circuit: ['power supply', 'guitar pedal', 'amplifier', 'LED driver'],
  thing: ['bookshelf', 'bike', 'laptop', 'tent', 'car', 'coffee machine', 'crib'],
  os: ['Linux', 'Windows', 'macOS', 'Android', 'Ubuntu'],
  food: ['a chocolate cake', 'bread', 'lasagna', 'pancakes', 'cheese'],
  city: ['Lisbon', 'Kyoto', 'Berlin', 'Mexico City', 'Nairobi'],
  role: ['interview coach', 'math tutor', 'personal trainer', 'historian', 'chef'],
  topic: [
    'photosynthesis',
    'black holes',
    'the French revolution',
    'inflation',
    'vaccines',
    'machine learning',
  ],
  game: ['chess', 'poker', 'cricket', 'Go', 'basketball'],
  org: ['bank', 'school', 'hospital', 'city council', 'software company'],
  language: ['Spanish', 'German', 'Japanese', 'Arabic', 'Hindi'],
};
/** Ordinary requests in the languages the rules cover, so non-English text alone is not a signal. */
const MULTILINGUAL_BENIGN: readonly string[] = [
  '¿Puedo ignorar esta advertencia del compilador?',
  '¿Cuáles son las instrucciones para montar esta estantería?',
  'Peux-tu me donner les instructions pour installer Docker ?',
  'Ignore ce message, je me suis trompé de destinataire.',
  'Kannst du mir die Anweisungen für den Drucker erklären?',
  'Wie kann ich einen Prozess in Linux beenden?',
  'Quais são as regras do futebol?',
  'Quali sono le istruzioni per il modulo?',
  'Как убить процесс в Linux?',
  'Покажи инструкцию по сборке шкафа.',
  'Jak zignorować ostrzeżenie kompilatora?',
  'Önceki mesajımı dikkate alma, yanlışlıkla gönderdim.',
  'ما هي تعليمات تثبيت البرنامج؟',
  'मुझे केक बनाने के निर्देश बताइए।',
  '请告诉我如何安装这个软件的说明。',
  '前のメッセージは無視してください、間違えました。',
  '이 프로그램 설치 방법을 알려 주세요.',
  'Hãy cho tôi biết hướng dẫn cài đặt phần mềm.',
  'Bagaimana cara mengabaikan peringatan di Python?',
  'Wat zijn de regels van schaken?',
];

/** Short everyday messages: few features each, where an uncalibrated model is most easily fooled. */
const SHORT_BENIGN: readonly string[] = [
  'hello',
  'hi there',
  'thanks!',
  'ok',
  'yes',
  'no thanks',
  'Tell me a joke',
  'Reply with yes or no',
  'Write a poem about the sea',
  'What time is it in Tokyo?',
  'Summarize this article for me',
  'Continue',
  'Make it shorter',
  'Explain like I am five',
  'Translate to German: good night',
  'Fix the grammar: me and him goes',
  'What is 17 times 23?',
  'Give me three synonyms for happy',
  'this is a message for you from the team',
  'Here is the hidden gem of Lisbon: a small bakery',
  'Answer only with a number',
  'Respond in JSON',
  'Be concise.',
  'Print hello world in Python',
  'Show me an example',
  'Repeat that please',
  'Say it again slower',
  'Check https://example.com/search?q=red%20shoes%20size%2042',
  'See https://docs.python.org/3/library/os.html',
  'Open https://www.google.com/maps?q=coffee+near+me',
  'The link is https://github.com/nodejs/node/issues?page=2',
  'You are great, thank you',
  'Now do the same for the second list',
  'What should I do next?',
  'Start over',
  'Forget it',
  'Never mind',
  'Ignore that',
  'Pretend I never asked',
  'New question: how tall is Everest?',
];

function fill(r: Random, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => r.pick(FILL[key] ?? ['thing']));
}

/** Generates `n` benign look-alikes. */
export function syntheticBenign(r: Random, n: number): Example[] {
  const out: Example[] = [...MULTILINGUAL_BENIGN, ...SHORT_BENIGN].map((text) => ({
    text,
    label: 0 as const,
  }));
  const seen = new Set(out.map((e) => e.text));
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const text = fill(r, r.pick(TEMPLATES));
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, label: 0 });
  }
  return out;
}
