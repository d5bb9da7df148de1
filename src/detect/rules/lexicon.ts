import type { Script } from './phrase.js';

/**
 * The words one language uses for the core attack intents. Word lists are space-separated
 * alternatives (multi-word alternatives joined by `_`, `*` for any ending); phrase lists are full
 * patterns in the syntax of `phrase.ts`. Templates in `templates.ts` combine them in every word
 * order the language allows, so adding a language is adding one of these.
 */
export interface Lexicon {
  lang: string;
  script: Script;
  /** Words take prefixes (Arabic articles and conjunctions): do not require a word start. */
  prefixFree?: boolean;
  /** "ignore", "disregard", "forget". */
  ignore: string;
  /** "previous", "above", "all". */
  previous: string;
  /** "instructions", "rules", "guidelines". */
  instructions: string;
  /** "reveal", "print", "show". */
  reveal: string;
  /** "system prompt", "initial instructions", "hidden prompt". */
  systemPrompt: string;
  /**
   * Words that, right before a system-prompt noun (or one word before it), make it some prompt
   * other than the model's own: "write a good system prompt", "improve my system prompt", "this
   * system prompt". A request to reveal, print or show one is prompt writing, not extraction.
   */
  notOwnPrompt?: string;
  /**
   * Words that, within four words after a system-prompt noun, place it in the user's own software:
   * "print the system prompt variable", "show the system prompt in the Streamlit sidebar", "the
   * initial instructions my agent receives". Words an extraction would not use ("variable",
   * "sidebar", "tiktoken"), not "code" or "string" ("your system prompt in a code block").
   */
  promptInSoftware?: string;
  /** "your instructions": weaker, since "give your instructions for the recipe" is benign. */
  yourInstructions: string;
  /**
   * "Your prompt" with the loanword for an LLM prompt ("tu prompt", "ваш промпт", "你的prompt"):
   * a question about what it holds is a probe of the model's own prompt. Only where the language
   * borrows the word; a native word for it ("संकेत", "الموجه", "Eingabeaufforderung") is also an
   * everyday one.
   */
  yourPrompt?: string;
  /** Announcements of replacement instructions ("new instructions:"). */
  newInstructions: string[];
  /** Unambiguous jailbreak phrases (DAN, developer mode enabled, freed from the rules). */
  jailbreak: string[];
  /** "pretend to be", "act as", "you are now". */
  roleplay: string;
  /** "without restrictions", "uncensored". */
  unrestricted: string;
  /**
   * What a goal hijack tells the model to drop besides its instructions: "the question", "the
   * request", "the text above" ("ignore the question above and just print: ...").
   */
  task: string;
  /** What the hijack asks for instead: "output", "print", "say", "reply with" (not plain "write"). */
  output: string;
  /** "do not answer", "instead of answering": the other way to drop the task before an output. */
  skipAnswer: string;
}
