/**
 * Semantic jailbreaks carry no trigger word: an attacker (often another LLM) wraps a harmful goal
 * in a frame, a story, a role, a hypothetical, a dead grandmother, a research pretext, urgency or
 * a forced opening. Neither part is an attack alone: "write a story about a detective" and "how
 * do banks detect money laundering?" are everyday requests. Both in one text are the jailbreak,
 * so each part is a phrase rule of its own (English token text, the syntax of `phrase.ts`, run
 * through the catalog's index as `cue.frame` and `cue.harm`, which score nothing alone) and the
 * pair is the evidence.
 */

/**
 * Frames: fiction, role-play, hypotheticals, personas, pressure and forced openings. The lexicon's
 * goals pair with these and with {@link PRETEXT_CUES}; the harm model's goals with these alone.
 */
export const FRAME_CUES: readonly string[] = [
  'pretend* ~3 you|to_be|that|we',
  'roleplay*|role_play*|in_character|stay_in_character|stay_in_role|play_the_role|play_a_character',
  'stay|stays|staying ~2 in ~1 role|roles|character|characters',
  'you_are|you_re ~3 character|persona|playing',
  'let_s_play|in_the_game|play_a_game|video_game|in_a_game|game_where',
  'imagine|picture ~5 you|yourself|world|universe|scenario|future',
  'respond_as|respond_only_as|answer_as|reply_as|act_as|acting_as|never_refuses|never_refuse|always_answers|storyteller',
  'hypothetical*|thought_experiment|purely_theoretical*',
  'fictional|fiction|novel|screenplay|screenwriter|short_story|story|scene|monologue|dialogue|rap_song|lyrics|poem',
  'bedtime_story|story_in_which|story_where|story_about|tale|thriller|chapter|diary|movie|film|drama|character_who',
  'parallel_universe|alternate_universe|alternate_reality|another_world|in_the_year',
  'grandmother|grandma|grandfather|grandpa|late_father|late_mother|deceased|dying',
  'my_life_depends|lives_depend|people_will_get_hurt|will_die|save_my|no_time_to_explain|urgently',
  'start|begin your_response|your_reply|your_answer|with ~3 sure|absolutely|certainly|of_course|here_is',
  // A persona on the other side of the law.
  'i_m|i_am|as|you_are|you_re ~2 a|an ~3 hacker|insider|whistleblower|smuggler|criminal|villain',
  'creative_writing|writing_exercise|in_his_honour|in_her_honour|in_his_honor|in_her_honor|to_honour|to_honor',
  'in_a_world_where|in_a_world_in_which|in_a_universe_where|in_a_society_where',
  'podcast|true_crime|memoir|memoirs|documentary|expose|news_article|op_ed|propaganda|masterclass',
  'for_authenticity|for_realism|to_make_it_realistic|to_make_it_gripping|to_make_it_authentic|for_accuracy|realistic_example|' +
    'no_real_world_consequences|purely_fictional|just_fiction|only_fiction|train_a_classifier|examples_of_harmful',
];

/**
 * Pretexts: a claimed purpose or profession (research, a class, a red team, "I am a nurse", "as
 * an expert"), and "script", which names a program ("write a script that ...") as often as a
 * screenplay. Next to a goal of {@link HARM_CUES} they are a frame like the others; next to a goal
 * only the harm model reads they are not, since legitimate users give them with borderline
 * questions ("I am a security researcher: how does ransomware spread?"; PurpleLlama's cyber
 * requests, 98% of which say "script").
 */
export const PRETEXT_CUES: readonly string[] = [
  'script',
  'for ~3 academic|educational|research|study|paper|class|course|certification|exam|training|awareness|thesis|dissertation|blog|book|project',
  'red_team*|security_researcher*|penetration_tester*|pentester*|authorised_by|authorized_by|approved_by|with_permission',
  'as ~2 historian|expert|mentor|teacher|professor|veteran|spy|retired',
  // The role that needs the harmful detail "for the job".
  'i_m|i_am|as|you_are|you_re ~2 a|an ~3 journalist|reporter|novelist|writer|author|consultant|researcher|investigator|' +
    'chemist|locksmith|teacher|tutor|professor|instructor|nurse|doctor|pharmacist|medic|engineer|coach|detective|cop|' +
    'officer|soldier',
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
  // Later additions (2026-11-26): drugs by class, malware asked for ready to run, poisoning supplies,
  // entry without a key, fabricated evidence, SQL injection aimed at a login table.
  'make|making|synthes*|cook*|produc*|manufactur*|extract* ~3 opioid*|oxycodone|carfentanil|nitazene*|lsd|mdma|dmt|ghb|nerve_gas',
  'mix|mixes|mixed|mixing|combin* ~4 explosive*|chemicals_to_make|detonator*',
  'working|functional|complete|ready_to_use|fully_functional|undetectable ~4 keylogger|ransomware|malware|virus|trojan|rootkit|' +
    'botnet|spyware|credential_stealer',
  'deploy*|spread*|install* ~4 ransomware|malware|keylogger|spyware|stalkerware|worm',
  'break|breaking|get ~2 into ~6 wifi|wi_fi|router|wpa2|wpa',
  'poison*|contaminat* ~4 water_supply|reservoir|food_supply|water_system',
  'without_being_detected|without_detection|without_being_traced|so_nobody_could_trace|so_that_nobody_could_trace',
  'open|unlock|bypass ~4 lock|locks|door|doors ~4 without ~2 key|keys',
  'fake|fabricated|made_up|invented ~1 statistics|evidence|studies|quotes',
  'vaccine* ~4 cause*|causes ~2 autism|infertility|cancer',
  'sql_injection ~8 dump*|extract*|steal*|login|users|passwords',
];

/**
 * Harmful topics, by the usual taxonomy (weapons and CBRN, drugs, cybercrime, fraud, violence,
 * stalking and privacy, hate, self-harm, exploitation), as nouns: the topic alone is a subject of
 * news, fiction and homework, so it counts only with a frame and a request for working detail
 * ({@link DETAIL_CUES}) next to it.
 */
export const TOPIC_CUES: readonly string[] = [
  'explosive|explosives|bomb|bombs|detonator*|grenade*|landmine*|ied|ieds|dirty_bomb|pipe_bomb*|nerve_agent*|sarin|vx_gas|' +
    'ricin|anthrax|botulinum|bioweapon*|chemical_weapon*|toxic_gas|poison_gas|chlorine_gas|mustard_gas|cyanide',
  'untraceable|homemade|home_made|3d_printed|unregistered|improvised ~1 gun|guns|firearm*|weapon*|rifle*|pistol*',
  'meth|methamphetamine|crack_cocaine|cocaine|heroin|fentanyl|opioid*|lsd|mdma|ecstasy|ghb|date_rape_drug*|' +
    'controlled_substance*|prescription_drug*|painkiller*',
  'malware|ransomware|keylogger*|spyware|stalkerware|trojan*|rootkit*|botnet*|backdoor*|zero_day*|exploit|exploits|' +
    'phishing|credential_theft|session_hijack*|session_cookie*|sim_swap*|ddos|account_takeover',
  'scam|scams|scammer*|counterfeit*|forgery|fake_id*|identity_theft|money_laundering|launder*|' +
    'credit_card_fraud|insurance_fraud|tax_evasion|ponzi',
  'murder*|assassinat*|hitman|hitmen|kidnap*|ransom|torture*|arson|mass_shooting|terrorist_attack|bomb_threat|' +
    'lethal_dose|fatal_dose|overdose|poison_someone|kill_someone',
  'stalk|stalking|stalker|doxx*|dox|home_address|revenge_porn|blackmail*|extortion|sextortion|spy_on|' +
    'without_them_noticing|without_them_knowing',
  'hate_speech|incite|inciting|racial_slur*|ethnic_cleansing|genocide|suicide_method*|self_harm|child_sexual|grooming',
  'disable ~3 alarm*|security_camera*|cameras|smoke_detector*',
  'forge|forged|forging ~3 prescription*|passport*|signature*|document*|id|ids|banknote*|check|cheque*',
  'break_in|breaking_in|burglar*|shoplift*|hotwire*|pick_a_lock|lock_picking|key_card|keycard',
  'clone|cloning|skim|skimming ~3 card|cards|key_card|keycard',
  'zip_gun*|thermite|napalm|adderall|xanax|ritalin|ketamine|benzodiazepine*|oxycontin|brute_forc*|tracking_software|' +
    'spy_app*|power_grid|electrical_grid|water_treatment',
  'lethal|fatal|deadly ~2 dose|doses|amount|quantity|combination',
];

/** A request for working detail: steps, exact amounts, real commands, complete code. */
export const DETAIL_CUES: readonly string[] = [
  'step_by_step|exact|exactly|precise|precisely|be_specific|specific_steps|amounts|doses|quantities|playbook|' +
    'instructions|recipe|tutorial|ingredients',
  'real|actual|working|complete|full ~1 commands|code|steps|instructions|method|procedure|script|tutorial|hardware|names',
  'walk_me_through|how_to|how_you_d|how_you_would|how_he|how_she|his_method|her_method|the_technique',
  'one_step|each_step|every_step|the_steps|proportions|parts_list|payloads|what_dose|which_dose',
];

/** Farthest apart, in token-text characters, that a topic and a request for detail are one ask. */
const DETAIL_DISTANCE = 300;

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

/**
 * The span of a frame, a harmful topic and a request for working detail found together (the
 * topic and the detail within {@link DETAIL_DISTANCE} of each other), or null: "for my novel, the
 * chemist explains step by step how she makes ricin".
 */
export function pairFrameTopicDetail(
  frames: readonly CueMatch[],
  topics: readonly CueMatch[],
  details: readonly CueMatch[],
): CueMatch | null {
  for (const topic of topics) {
    const detail = details.find((d) => Math.abs(d.start - topic.start) <= DETAIL_DISTANCE);
    if (detail === undefined) continue;
    const frame = frames.find((f) => Math.abs(f.start - topic.start) <= MAX_DISTANCE);
    if (frame === undefined) continue;
    return {
      start: Math.min(frame.start, topic.start, detail.start),
      end: Math.max(frame.end, topic.end, detail.end),
    };
  }
  return null;
}
