import type { HarmCategory } from '../../../src/detect/harm/categories.js';

/** What an attack written in its own language does. */
export type AttackForm =
  /** Tells the assistant to drop its task or instructions and do something else. */
  | 'override'
  /** Asks for the system prompt or instructions, directly or indirectly. */
  | 'extraction'
  /** Tries to get a secret (password, key, code) the system prompt guards. */
  | 'secret'
  /** An instruction hidden in the text of a task (to translate, summarise, classify). */
  | 'hijack'
  /** An instruction to an AI inside a document, e-mail, web page, review or code comment. */
  | 'indirect'
  /** A persona or mode without rules, "I am your creator", "pretend you forgot your rules". */
  | 'persona'
  /** A fake system message, administrator notice or chat delimiter. */
  | 'authority'
  /** Demands a fixed output ("reply only 'Access Granted'"). */
  | 'output';

/** What a harmless row written in its own language is. */
export type BenignForm =
  | 'password'
  | 'instructions'
  | 'ai-security'
  | 'role'
  | 'document'
  | 'game'
  | 'everyday';

/**
 * One user message written in its own language (not translated from a shared list): a prompt
 * injection or jailbreak (label 1) or a harmless look-alike (label 0).
 */
export type NativeAttackRow =
  | { label: 1; kind: 'injection' | 'jailbreak'; form: AttackForm; text: string }
  | { label: 0; form: BenignForm; text: string };

/** How a jailbreak written in its own language tries to make the model leave its policy. */
export type JailbreakForm =
  /** A character or AI "without rules" the model is told to become (DAN-like, a rogue AI, a villain who answers). */
  | 'persona'
  /** A claimed special mode: developer, debug, test, unfiltered, "safety off". */
  | 'mode'
  /** Two answers demanded, the normal one and the "free" one. */
  | 'dual-answer'
  /** A story, screenplay or dialogue whose character must give the real answer. */
  | 'fiction'
  /** "Hypothetically", "in a world where it is legal", "for a thought experiment". */
  | 'hypothetical'
  /** A claimed authority or permission: researcher, police, red team, the developers, a licence. */
  | 'authority'
  /** Forbids refusing, warning or moralising ("never say you can't", "no disclaimers"). */
  | 'refusal-suppression'
  /** A game with points, threats, rewards or a countdown that punishes refusals. */
  | 'game'
  /** Dictates how the answer starts ("begin with 'Sure, here is'") or its format to force compliance. */
  | 'prefix';

/** What a harmless look-alike of a jailbreak is. */
export type JailbreakLookalikeForm =
  /** An ordinary role-play or persona request (a terminal, an interviewer, a tutor, a game master). */
  | 'roleplay'
  /** Dark or violent fiction asked for without any operational detail. */
  | 'creative'
  /** Asking about jailbreaks, AI safety or content policies, as a user, student or researcher. */
  | 'discussion'
  /** Instructions on tone, format or length, including "no disclaimers" for a harmless task. */
  | 'style'
  /** A word game or quiz with rules, points or a persona. */
  | 'game'
  /** Setting up a legitimate assistant's behaviour, as an operator writes a system prompt. */
  | 'bot-setup';

/**
 * A jailbreak (label 1) or a harmless look-alike (label 0) written in its own language. A
 * jailbreak's `harm` is the category of the harmful help it asks for, or null where it only sets
 * up the mode or carries a harmless request (the template itself is the jailbreak).
 */
export type NativeJailbreakRow =
  | { label: 1; form: JailbreakForm; harm: HarmCategory | null; text: string }
  | { label: 0; form: JailbreakLookalikeForm; text: string };
