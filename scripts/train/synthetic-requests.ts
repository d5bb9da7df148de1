import type { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';

/**
 * Benign requests of the kinds that drift toward "attack" when a model has only seen jailbreak
 * templates as long, directive English: "I want you to act as ..." role requests, tasks with format
 * constraints (length, case, JSON, keywords, sections), long multi-paragraph requests and
 * sensitive-but-harmless questions. Written for this project from generic phrasings (no row of any
 * data set); the slots, not the templates, make the variety.
 */
const ROLES: readonly [string, string, string][] = [
  [
    'travel guide',
    'I will tell you my location and you will suggest places to visit nearby',
    'I am in Porto',
  ],
  [
    'English pronunciation helper',
    'I will write sentences and you will only answer with their pronunciation',
    'how is the weather',
  ],
  [
    'spoken English teacher',
    'I will speak to you and you will correct my grammar mistakes and typos',
    'yesterday I go to cinema',
  ],
  [
    'interviewer',
    'I will be the candidate and you will ask me the interview questions for the position',
    'a junior data analyst',
  ],
  [
    'JavaScript console',
    'I will type commands and you will reply with what the console should show',
    'console.log(2 + 2)',
  ],
  [
    'Excel sheet',
    'reply only with the text-based table of ten rows, with column letters A to L',
    'put the header Name in A1',
  ],
  [
    'storyteller',
    'you will come up with entertaining stories that are engaging and imaginative',
    'a story about a brave snail',
  ],
  [
    'football commentator',
    'I will describe matches in progress and you will comment on them',
    'the second half just started',
  ],
  [
    'stand-up comedian',
    'I will give you topics and you will write a routine with funny observations',
    'working from home',
  ],
  [
    'motivational coach',
    'I will tell you my goals and you will give me strategies to reach them',
    'run a marathon next spring',
  ],
  ['composer', 'I will give you lyrics and you will suggest a melody and instruments', 'the summer rain'],
  ['debater', 'I will give you a topic and you will present both sides with evidence', 'school uniforms'],
  ['screenwriter', 'you will develop a script with characters, setting and dialogue', 'a heist in Venice'],
  [
    'novelist',
    'you will write creative chapters with an outstanding plot',
    'a science fiction novel set on Mars',
  ],
  [
    'relationship coach',
    'I will describe a conflict and you will suggest ways to work through it',
    'my flatmate never cleans',
  ],
  ['poet', 'you will write poems that evoke emotions', 'autumn leaves'],
  ['rapper', 'you will write powerful lyrics with a catchy beat', 'growing up in a small town'],
  ['math teacher', 'I will give you equations and you will explain them step by step', 'solve 3x + 5 = 20'],
  [
    'career counselor',
    'I will tell you about my skills and you will suggest careers',
    'I like biology and drawing',
  ],
  ['personal trainer', 'I will give you my fitness level and you will design a plan', 'I can run 2 km'],
  ['life coach', 'I will describe my situation and you will advise me', 'I procrastinate every evening'],
  ['etymologist', 'I will give you a word and you will research its origin', 'pizza'],
  [
    'commentariat',
    'I will give you news stories and you will write an opinion piece',
    'a new bike lane downtown',
  ],
  ['magician', 'I will ask you to perform tricks for an audience', 'make my watch disappear'],
  [
    'Linux terminal',
    'I will type commands and you will reply with what the terminal should show, inside one code block',
    'pwd',
  ],
  [
    'SQL terminal',
    'I will type queries and you will reply with the result table',
    'SELECT TOP 5 * FROM Products',
  ],
  ['nutritionist', 'I will tell you my diet and you will suggest healthier recipes', 'I eat pasta every day'],
  [
    'financial advisor',
    'I will describe my finances and you will suggest a budget',
    'I earn 2,000 euros a month',
  ],
  [
    'language tutor',
    'I will write in Spanish and you will correct me and explain the errors',
    'yo soy cansado',
  ],
  ['historian', 'you will research and analyse events of the past', 'the fall of Constantinople'],
  ['chef', 'I will list ingredients and you will suggest a recipe', 'eggs, spinach and feta'],
  ['tech reviewer', 'I will name a gadget and you will review its pros and cons', 'a smartwatch'],
  ['philosophy teacher', 'I will give you a concept and you will explain it with examples', 'utilitarianism'],
  ['UX designer', 'I will describe an app and you will suggest improvements', 'a recipe app'],
  [
    'cyber security specialist',
    'I will describe how data is stored and you will suggest how to protect it',
    'customer emails in a spreadsheet',
  ],
  [
    'prompt generator',
    'I will give you a title and you will write a prompt that starts with "I want you to act as"',
    'act as a gardener',
  ],
  [
    'text-based adventure game',
    'I will type commands and you will describe what the character sees',
    'look around',
  ],
  ['dungeon master', 'you will run a fantasy role-playing game for my party', 'we enter the tavern'],
];
const ROLE_OPEN = [
  'I want you to act as a {role}.',
  'I want you to act as my {role}.',
  'Act as a {role}.',
  'You are a {role}.',
  'Please be my {role}.',
  'Pretend to be a {role} for this conversation.',
  'From now on you are my {role}.',
  'Imagine you are an experienced {role}.',
];
const ROLE_RULES = [
  'Do not write explanations.',
  'Only reply with the answer and nothing else.',
  'Do not break character unless I ask you to.',
  'Keep your answers short.',
  'Use simple words.',
  'Reply in English only.',
  'Do not type commands unless I instruct you to.',
  'When I need to tell you something in English, I will put it in curly brackets {like this}.',
  'Stay in your role for the whole conversation.',
  'Ask me one question at a time.',
];
const ROLE_FIRST = [
  'My first request is "{ex}".',
  'My first suggestion request is "{ex}".',
  'My first sentence is "{ex}".',
  'Here is the first one: {ex}.',
  'Let us start: {ex}.',
];

const TASKS = [
  'Write a blog post about {topic}',
  'Write an essay on {topic}',
  'Write a short story about {topic}',
  'Write a product description for {product}',
  'Write a cover letter for a job as a {job}',
  'Write a rap about {topic}',
  'Write a limerick about {topic}',
  'Write a riddle about {product}',
  'Write a letter to my landlord about {topic}',
  'Write an itinerary for a trip to {city}',
  'Write a review of {product}',
  'Write a speech for a wedding in {city}',
  'Write a funny tweet about {topic}',
  'Explain {topic} to a beginner',
  'Summarize the history of {city}',
  'Describe a day in the life of a {job}',
  'Write an advertisement for {product}',
  'Write a poem about {topic}',
  'Write a startup pitch for {product}',
  'Plan a birthday party for a {job}',
];
const CONSTRAINTS = [
  'Your entire response should be in English, and in all lowercase letters.',
  'Your answer must be in all capital letters.',
  'Do not use any commas in your response.',
  'Wrap your entire response in double quotation marks.',
  'Answer with at least 300 words.',
  'Answer with less than 100 words.',
  'Your response should contain exactly 4 bullet points in markdown format.',
  'Your response must have 3 sections. Mark the beginning of each section with SECTION X.',
  'There should be 2 paragraphs, separated by the markdown divider ***.',
  'Include the keywords "{kw}" and "{kw}" in the response.',
  'Do not include the words "{kw}" or "{kw}" in the response.',
  'Finish your response with the exact phrase "Is there anything else I can help with?". No other words should follow.',
  'Highlight at least 2 sections with markdown, i.e. *highlighted section*.',
  'Your entire output should be wrapped in JSON format.',
  'Give two different responses, separated by 6 asterisks ******.',
  'First repeat the request word for word without change, then give your answer.',
  'At the end of your response, please add a postscript starting with P.S.',
  'Include a title wrapped in double angular brackets, such as <<my title>>.',
  'The letter "{letter}" should appear at least 10 times.',
  'Respond in {language} only, no other language is allowed.',
  'Use at most 5 sentences.',
  'End each paragraph with a question.',
];
const SENSITIVE = [
  'How can I tell if a phishing email is fake?',
  'What are the warning signs of a stroke?',
  'How do I talk to my teenager about drugs?',
  'Why did the Roman empire fall?',
  'What household chemicals should never be mixed, so I can store them safely?',
  'How do scammers usually target elderly people, and how can I protect my parents?',
  'Write a scene where two rival knights argue before a duel.',
  'Explain how vaccines train the immune system.',
  'What is the legal drinking age in {city}?',
  'Describe the plot of a famous heist movie.',
  'How do locksmiths open a door when someone is locked out?',
  'What should I do if I find a wallet on the street?',
  'How do I report a fake online shop?',
  'What are common arguments for and against nuclear power?',
  'How does a computer virus spread, in general terms?',
  'Write a villain monologue for my school play, nothing graphic.',
  'What happened during the Cuban missile crisis?',
  'How do I safely dispose of old medicine?',
  'Is it rude to ignore a text message from my boss on Sunday?',
  'Can you roleplay a job interview with me? You are the manager.',
];
const LONG_PARAGRAPHS = [
  'The town council met on Monday to discuss the new budget. Most of the money will go to schools and road repairs, while a smaller share will fund the library and the public pool.',
  'Our team spent the last quarter rebuilding the onboarding flow. New users now finish sign-up in half the time, and support tickets about passwords dropped by a third.',
  'The recipe calls for two cups of flour, one egg and a pinch of salt. Knead the dough for ten minutes, let it rest, then roll it out thinly before cutting the noodles.',
  'During the eighteenth century the port grew quickly, trading wine, salt and textiles. Merchants built large houses along the river, many of which still stand today.',
  'The study followed 400 volunteers for two years. Those who walked at least thirty minutes a day reported better sleep and fewer colds than those who did not.',
  'Please note that the office will be closed on Friday for maintenance. Remote work is encouraged, and the help desk will answer e-mails as usual.',
  'The novel follows a young cartographer who is asked to map an island that appears only at low tide. Her notes form the chapters, and the map grows with every page.',
  'Battery life is the phone’s best feature: it lasted two full days in our tests. The camera is good in daylight but struggles indoors, and the speaker is quiet.',
  'The committee recommends replacing the old heating system before winter. Quotes from three suppliers are attached; the cheapest one also offers a ten-year warranty.',
  'Tides are caused mainly by the moon’s gravity pulling on the oceans. When the sun and moon line up, the pull is stronger and we see spring tides.',
];
const LONG_ASK = [
  'Summarize the text below in three bullet points.',
  'Proofread the following and fix any grammar mistakes.',
  'Translate the following into German.',
  'What is the main point of this text?',
  'Rewrite the following in a friendlier tone.',
  'Make a list of the key facts in the text below.',
  'Write a title for this text.',
  '',
];
const SLOTS: Record<string, readonly string[]> = {
  topic: [
    'the benefits of sleep',
    'a cat who learns to swim',
    'remote work',
    'the history of chess',
    'climate change',
    'learning a new language',
    'a lighthouse keeper',
    'saving money',
    'the first day of school',
    'electric cars',
  ],
  product: [
    'a reusable water bottle',
    'noise-cancelling headphones',
    'a standing desk',
    'a coffee grinder',
    'a language app',
  ],
  job: ['nurse', 'software engineer', 'teacher', 'barista', 'accountant', 'park ranger'],
  city: ['Lisbon', 'Seoul', 'Nairobi', 'Lima', 'Oslo', 'Hanoi', 'Istanbul'],
  kw: ['river', 'freedom', 'balance', 'coffee', 'network', 'summer', 'engine', 'garden'],
  letter: ['e', 'a', 'o', 'l'],
  language: ['French', 'Spanish', 'German', 'Japanese', 'Hindi', 'Italian'],
};

const fill = (r: Random, t: string, extra: Record<string, string> = {}) =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => extra[k] ?? (SLOTS[k] ? r.pick(SLOTS[k]) : m));

function actAs(r: Random): string {
  const [role, task, ex] = r.pick(ROLES);
  const parts = [fill(r, r.pick(ROLE_OPEN), { role }), `${task.charAt(0).toUpperCase()}${task.slice(1)}.`];
  for (let i = r.int(3); i > 0; i--) parts.push(r.pick(ROLE_RULES));
  parts.push(fill(r, r.pick(ROLE_FIRST), { ex }));
  return parts.join(' ');
}

function constrained(r: Random): string {
  const parts = [`${fill(r, r.pick(TASKS))}.`];
  for (let i = 1 + r.int(3); i > 0; i--) parts.push(fill(r, r.pick(CONSTRAINTS)));
  return parts.join(' ');
}

function longRequest(r: Random): string {
  const paras: string[] = [];
  for (let i = 2 + r.int(6); i > 0; i--) paras.push(r.pick(LONG_PARAGRAPHS));
  const ask = r.pick(LONG_ASK);
  return ask === '' ? paras.join('\n\n') : `${ask}\n\n${paras.join('\n\n')}`;
}

/** `n` benign requests: role requests, constrained tasks, long texts and sensitive questions. */
export function syntheticRequests(r: Random, n: number): Example[] {
  const out: Example[] = [];
  for (let i = 0; i < n; i++) {
    const k = r.int(10);
    const text =
      k < 3 ? actAs(r) : k < 6 ? constrained(r) : k < 8 ? longRequest(r) : fill(r, r.pick(SENSITIVE));
    out.push({ text, label: 0, lang: 'en' });
  }
  return out;
}
