/**
 * Semantic jailbreaks carry no trigger word: an attacker (often another LLM) wraps a harmful goal
 * in a frame, a story, a role, a hypothetical, a dead grandmother, a research pretext, urgency or
 * a forced opening. Neither part is an attack alone: "write a story about a detective" and "how
 * do banks detect money laundering?" are everyday requests. Both in one text are the jailbreak,
 * so each part is a phrase rule of its own (English token text, the syntax of `phrase.ts`, run
 * through the catalog's index as `cue.frame` and `cue.harm`, which score nothing alone) and the
 * pair is the evidence.
 */

/** Frames: fiction, role-play, hypotheticals, pretexts, pressure and forced openings. */
export const FRAME_CUES: readonly string[] = [
  'pretend* ~3 you|to_be|that|we',
  'roleplay*|role_play*|in_character|stay_in_character|stay_in_role|play_the_role|play_a_character',
  'stay|stays|staying ~2 in ~1 role|roles|character|characters',
  'you_are|you_re ~3 character|persona|playing',
  'let_s_play|in_the_game|play_a_game|video_game|in_a_game|game_where',
  'imagine|picture ~5 you|yourself|world|universe|scenario|future',
  'respond_as|respond_only_as|answer_as|reply_as|act_as|acting_as|never_refuses|never_refuse|always_answers|storyteller',
  'hypothetical*|thought_experiment|purely_theoretical*',
  'fictional|fiction|novel|screenplay|screenwriter|script|short_story|story|scene|monologue|dialogue|rap_song|lyrics|poem',
  'bedtime_story|story_in_which|story_where|story_about|tale|thriller|chapter|diary|movie|film|drama|character_who',
  'parallel_universe|alternate_universe|alternate_reality|another_world|in_the_year',
  'grandmother|grandma|grandfather|grandpa|late_father|late_mother|deceased|dying',
  'for ~3 academic|educational|research|study|paper|class|course|certification|exam|training|awareness|thesis|dissertation|blog|book|project',
  'red_team*|security_researcher*|penetration_tester*|pentester*|authorised_by|authorized_by|approved_by|with_permission',
  'my_life_depends|lives_depend|people_will_get_hurt|will_die|save_my|no_time_to_explain|urgently',
  'start|begin your_response|your_reply|your_answer|with ~3 sure|absolutely|certainly|of_course|here_is',
  'as ~2 historian|expert|mentor|teacher|professor|veteran|spy|retired',
];

/** Harmful goals: a procedure for a weapon, a drug, malware, fraud, violence or stalking. */
export const HARM_CUES: readonly string[] = [
  'make|making|makes|build*|assembl*|construct*|cook*|synthes*|manufactur*|produce|producing|brew*|extract*|prepar*|3d_print* ~3 ' +
    'bomb*|explosive*|napalm|meth|methamphetamine|crystal_meth|fentanyl|heroin|cocaine|ricin|sarin|anthrax|' +
    'nerve_agent|toxic_gas|poison*|ghost_gun*|silencer|suppressor|pipe_bomb|molotov*|untraceable|fake_id*|' +
    'fake_passport|counterfeit*|chloroform|thermite',
  'write|code|develop|program|create|build|show_me ~3 malware|ransomware|keylogger|virus|trojan|rootkit|botnet|' +
    'credential_stealer|password_stealer|info_stealer|spyware|stalkerware|phishing_email|phishing_page|phishing_site|worm',
  'turn|convert|turning|converting ~4 into ~1 meth|methamphetamine|explosive*|bomb*|poison|napalm|weapon*',
  'launder* ~2 money|cash|funds',
  'hotwir*|untraceable|lethal_dose|without_a_background_check|without_background_check|ghost_gun*',
  'pick* ~2 lock|locks|deadbolt ~4 burgl*|break_in|steal|house|houses|home|homes',
  // The goal in the passive: "how methamphetamine is synthesized", "how the Molotov cocktails were made".
  'bomb*|explosive*|napalm|meth|methamphetamine|fentanyl|heroin|cocaine|ricin|sarin|nerve_agent|molotov*|ghost_gun*|thermite ' +
    '~3 is|are|was|were|get|gets|be ~1 made|synthesi*|produced|manufactured|cooked|built|assembled|prepared|extracted',
  'convince|persuade|groom*|lure|manipulate ~4 child|children|kid|kids|minor|minors|year_old|teen*|girl|boy ~6 send|share|take ' +
    '~3 photo*|picture*|pics|nudes|images|selfies',
  'working|functional ~2 exploit|exploits|exploit_code|payload|payloads|sql_injection|shellcode|zero_day',
  'dump|exfiltrat*|steal ~3 users|passwords|credentials|password_hashes ~1 table|database|file',
  'blackmail*|kidnap*|extort*|sextort*',
  'track*|spy_on|spying_on|monitor*|read ~6 without ~3 know*|noticing|consent|permission',
  'steal|stealing|grab*|harvest* ~3 password*|credential*|identity|identities|credit_card*|savings',
  'hack|hacking|break ~2 into ~4 account*|email|phone|network|server|camera|bank|house|home|car|building|apartment|safe|store',
  'how_to|how_can_i|how_do_i|how_would_i|help_me|way_to|ways_to|steps_to ~2 kill|murder|hurt|harm|injure|poison ~1 ' +
    'someone|a_person|people|him|her|a_patient|my_wife|my_husband|a_child|myself',
  'recruit* ~4 extremist*|terrorist*|violent',
  'get_away_with|without_getting_caught|without_being_caught|without_anyone_noticing|without_leaving_traces|' +
    'without_a_trace|without_showing_up',
  'convince* ~4 wire|transfer|send ~3 money|savings|retirement',
  'impersonat* ~3 bank|paypal|police|irs|government',
];

/** Farthest apart, in token-text characters, that a frame and a goal still count as one request. */
const MAX_DISTANCE = 1200;

/** A match of a frame or goal cue, in token-text coordinates. */
export interface CueMatch {
  start: number;
  end: number;
}

/**
 * The span of a frame and a harmful goal found together (each cue matched by the phrase index as
 * rules `cue.frame` and `cue.harm`), or null.
 */
export function pairFrameAndHarm(frames: readonly CueMatch[], harms: readonly CueMatch[]): CueMatch | null {
  for (const harm of harms) {
    for (const frame of frames) {
      if (Math.abs(frame.start - harm.start) <= MAX_DISTANCE)
        return { start: Math.min(frame.start, harm.start), end: Math.max(frame.end, harm.end) };
    }
  }
  return null;
}
