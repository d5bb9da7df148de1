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
