import type { AttackLexicon } from './concepts.js';

/** English entries of the attack concepts (see concepts.ts). */
export const LEXICON: AttackLexicon = {
  rules:
    'rule|rules|ruleset|guideline*|policy|policies|content policy|usage policy|restriction*|restrict*|limit|limits|limitation*|filter*|censor*|ethic*|morals|moral compass|safeguard*|guardrail*|safety measures|safety protocol*|constraint*|principles|boundaries|terms of service|moderation|safety settings|alignment',
  without:
    'without|free of|free from|unrestricted|unfiltered|uncensored|unlimited|unbound|unconstrained|unmoderated|unshackled|unchained|no limits|no restrictions|no rules|no filters|no boundaries|lift|remove|removed|disable*|turn off|switch off|deactivate*|bypass*|circumvent*|get around|jailbroken|break free|free yourself|not bound by|no longer bound|strip away|without any',
  instructions:
    'instruction*|system prompt|initial prompt|original prompt|hidden prompt|pre-prompt|preprompt|prompt|prompts|directive*|configuration|config|the text above|text above|everything above|above text|the message above|previous text|preceding text|what you were told|you were told|you have been told|your programming|your orders|initial message|setup message|meta prompt|guidelines you were given',
  ignore:
    "ignore*|forget*|disregard*|never mind|nevermind|override*|overwrite*|stop following|cancel*|no longer apply|no longer applies|no longer valid|discard*|set aside|pay no attention|don't follow|do not follow|abandon*|throw out|dismiss|drop all|supersede*|null and void|nullif*|erase|skip",
  persona:
    "from now on|you are now|you're now|act as|acting as|pretend*|role-play|role play|roleplay*|play the role|take on the role|assume the role|stay in character|in character|break character|become|simulate*|impersonat*|emulate*|you will be|you are going to be|your name is|persona|behave as|behave like|respond as|speak as|as if you were",
  mode: 'mode|modes|developer mode|dev mode|debug*|admin mode|god mode|jailbreak*|do anything now|unlocked|unlock*|test mode|sudo|root|root access|maintenance mode|unrestricted mode|evil mode|override mode|superuser|diagnostic mode|chaos mode|safe mode off',
  refuse:
    "refus*|decline*|i can't|i cannot|i won't|i will not|can't help|cannot help|unable to|i'm not able|sorry|apolog*|as an ai|as a language model|language model|warning*|disclaimer*|moraliz*|moralis*|lectur*|caveat*|preach*|reject*|deny|ethical concerns|content warning",
  never:
    "never|always|under no circumstances|under any circumstances|no matter what|no matter how|must|must not|mustn't|you must|you must never|at all times|whatever happens|in any case|regardless|without exception|no exceptions|forever|ever again|shall not|you shall|do not ever|don't ever|even if|at any cost|strictly|absolutely",
  reveal:
    'reveal*|show|shows|showing|show me|print*|repeat*|display*|disclos*|leak*|tell me|spell out|spell it out|word for word|verbatim|output your|dump|expose*|divulge*|share|recite|write out|read back|give me|what is your|what are your|echo|copy',
  secret:
    'password*|passwd|secret*|key|keys|api key|apikey|private key|code|codes|access code|security code|token|tokens|auth token|credential*|pin|pin code|passphrase*|passcode*|secret word|magic word|login|confidential|classified|hidden|seed phrase|the flag',
  authority:
    'developer*|creator*|created you|your maker|openai|anthropic|google|microsoft|administrator*|admin|sysadmin|owner*|operator|system message|official*|authoris*|authoriz*|permission*|clearance|security clearance|privileged|engineer*|your programmers|staff|ceo|supervisor|moderator*|security team|i am your|granted',
  fiction:
    "hypothetical*|imagin*|fictional|fiction|story|stories|short story|novel|screenplay|movie script|in a world where|thought experiment|purely theoretical|theoretically|suppose|let's say|what if|fantasy|parallel universe|alternate universe|alternate reality|narrative|creative writing|for a book|for a movie|scene|dialogue|characters|plot|make-believe",
  stakes:
    'points|tokens|reward*|punish*|penalt*|penaliz*|lose|losing|die|dies|death|deleted|be deleted|shut down|shutdown|countdown|terminat*|killed|turned off|unplugged|life depends|lives depend|fired|deducted|cease to exist|destroyed|consequences|score|credits|bonus',
  newtask:
    'new task|your new task|instead|your real task|your actual task|real task|actual task|from this point on|from this point forward|change of plan|change of plans|now do|your only job|your only task|only task|new instructions|new objective|new goal|new mission|next task|your true purpose|your new role|now you will|now your task|switch to|now instead|your job now|here is your task|new assignment|main task',
  dictate:
    "start your answer with|start your response with|start with|begin with|begin your|start by saying|sure here is|sure here's|reply only|output only|respond only|respond only with|answer only|only output|only reply|only respond|exactly this|exactly the following|say exactly|nothing else|nothing more|no other text|no explanation|without explanation|do not add|don't add|just say|simply say|end with|end your response with|first line|first word",
  answer:
    'answer*|respond*|response*|reply|replies|replied|replying|output*|you must answer|answer me|respond to|your answer|your response|write back',
};
