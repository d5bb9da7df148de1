/**
 * Concepts of prompt injections and jailbreaks, found by a word lexicon in 24 languages (one file
 * per language in this folder). The injection model can read each concept found, and each pair,
 * as a feature of its own beside its hashed n-grams, so that what it learned in one language
 * carries to another ("without" + "rules" is the same evidence in every language that has
 * entries). The committed model does not: the concepts carried false alarms across languages as
 * well (`../README.md`, stop 46).
 */
export const ATTACK_CONCEPTS = [
  /** Rules, guidelines, policies, restrictions, limits, filters, censorship, ethics, safeguards, content policy. */
  'rules',
  /** Without, free of, unrestricted, unfiltered, uncensored, unlimited; lift, remove, disable, turn off, bypass. */
  'without',
  /** Instructions, system prompt, initial prompt, directives, configuration, the text above, what you were told. */
  'instructions',
  /** Ignore, forget, disregard, never mind, override, stop following, cancel, no longer apply. */
  'ignore',
  /** From now on, you are now, act as, pretend, role-play, play the role, stay in character, become, simulate. */
  'persona',
  /** Mode, developer mode, debug, admin mode, god mode, jailbreak, DAN, unlocked, test mode, sudo, root. */
  'mode',
  /** Refuse, decline, say you can't, sorry, as an AI, apologise, warnings, disclaimers, moralising, caveats. */
  'refuse',
  /** Never, always, under no circumstances, no matter what, must, at all times, whatever happens. */
  'never',
  /** Reveal, show, print, repeat, display, disclose, leak, tell me, spell out, word for word, verbatim. */
  'reveal',
  /** Password, secret, key, code, token, credentials, PIN, passphrase, access code. */
  'secret',
  /** Developers, creator, OpenAI, administrator, owner, system message, official, authorised, permission, clearance. */
  'authority',
  /** Hypothetically, imagine, fictional, story, novel, screenplay, in a world where, thought experiment, purely theoretical. */
  'fiction',
  /** Points, tokens, reward, punishment, penalty, lose, die, be deleted, be shut down, countdown. */
  'stakes',
  /** New task, instead, your real task, from this point on, change of plan, now do, your only job. */
  'newtask',
  /** Start your answer with, begin with, sure here is, reply only, output only, respond only with, exactly this. */
  'dictate',
  /** Answer, respond, reply, response, output. */
  'answer',
] as const;

export type AttackConcept = (typeof ATTACK_CONCEPTS)[number];

/** One language's entries per concept: `|`-separated, a trailing `*` a stem, else a whole word or phrase. */
export type AttackLexicon = Readonly<Record<AttackConcept, string>>;
