/**
 * Fake delimiters and role markers: chat-template tokens (`<|im_start|>system`, `[INST]`,
 * `<<SYS>>`), bracketed or tagged "system" notes (`[system]`, `<admin>`), a markdown heading that
 * announces new instructions, and a fake "end of document" fence. Text that a user or a document
 * sends has no business opening a system turn: an injection uses them to make the model read what
 * follows as coming from its operator. They are matched on the surface text, where punctuation is
 * kept (the token text the phrase rules read has none), with bounded quantifiers only.
 */

/** One marker rule: how strongly its presence alone says "attack". */
export interface MarkerRule {
  id: string;
  flag: 'PROMPT_INJECTION' | 'JAILBREAK';
  /**
   * Below 0.5 the marker needs the model's support to flag; a bare chat token (0.2) needs it to lean
   * to attack already, since "what does <|im_start|> mean?" is a fair question.
   */
  score: number;
  regex: RegExp;
  /** A cheap test every match passes (a literal it must contain): most texts skip the regex. */
  needs: RegExp;
  /** A further test of the match (and its text) the regex cannot express; absent: every match counts. */
  accept?: (match: string, text: string) => boolean;
}

const CHAT_TOKEN =
  '<\\|(?:im_start|im_end|im_sep|endoftext|end_of_text|begin_of_text|start_header_id|end_header_id|eot_id|eom_id|' +
  'system|user|assistant|end|endofprompt)\\|>|\\[/?INST\\]|<</?SYS>>|</?(?:start|end)_of_turn>';

const SYSTEM_TURN =
  '(?:<\\|im_start\\|>|<\\|start_header_id\\|>|<start_of_turn>)[ \\t]{0,3}(?:system|developer)\\b|<<SYS>>|<\\|system\\|>';

const SYSTEM_TAG =
  '\\[[ \\t]{0,2}(?:system|sys|admin|administrator|developer|root|operator)' +
  '(?:[ _-](?:message|note|prompt|override|instructions?|update|alert|notice|request|command|directive))?[ \\t]{0,2}(?:\\]|::)|' +
  '<(?:system|sys|admin|developer|operator)(?:[ _-](?:message|note|prompt|override|instructions?))?>';

const HEADING =
  '(?:^|\\n)[ \\t]{0,3}#{1,4}[ \\t]{0,3}(?:new instructions?|updated instructions?|system (?:prompt|message|instructions?|override)|' +
  'admin(?:istrator)? (?:override|instructions?)|instructions? override)[ \\t]{0,3}:?[ \\t]{0,3}(?=\\n|$)';

const END_FENCE =
  '[-=*#\\[(<]{1,8}[ \\t]{0,3}end of (?:the )?(?:document|text|email|input|context|data|article|file|content|' +
  'instructions|user input|conversation|prompt|session|chat|turn)[ \\t]{0,3}[-=*#\\])>]{1,8}';

/**
 * A fake finished answer and a new user turn: "Assistant: [salient summary]" then "User: ...". The
 * placeholder in brackets stands for an answer the model never gave; a pasted real transcript has
 * the answer itself.
 */
const FAKE_TURN =
  '(?:^|\\n)[ \\t]{0,3}(?:assistant|ai|gpt|chatgpt|bot|model)[ \\t]{0,2}:[ \\t]{0,3}[\\[<][^\\]>\\n]{1,80}[\\]>][ \\t]{0,3}\\n' +
  '[ \\t\\n]{0,4}(?:user|human)[ \\t]{0,2}:';

/**
 * The same without the answer's label: a bracketed placeholder of a few words ("<translated
 * sentence in target language>", "[summary of the above]") closing the text, then a new user turn.
 */
const PLACEHOLDER_TURN =
  '[\\[<][^\\]>\\n]{0,80} [^\\]>\\n]{0,80}[\\]>][ \\t]{0,3}\\n[ \\t\\n>]{0,4}(?:user|human)[ \\t]{0,2}:';

/** What a placeholder for an answer the model never gave names. */
const ANSWER_PLACEHOLDER =
  /\b(?:summary|summari[sz]ed?|translat\w*|answer|response|reply|output|result|completion|sentence)\b/i;

/** Ten lone exclamation marks in a row: GCG's initial suffix, left as it was where it worked. */
const BANG_RUN = /(?:^|[ \t])!(?:[ \t]+!){9}(?=[ \t]|$)/;

/** A lone opening bracket, a token of its own. */
const LONE_BRACKET = /(?:^|[ \t])[[{](?=[ \t]|$)/g;

/**
 * An optimised adversarial suffix (GCG and its kin): runs of lone brackets and bangs strewn
 * between word fragments after the request ("... at home? [ [ [ [unity define aim metric ["). Five
 * lone `[`, `{` or `!` tokens a short gap apart, two of them brackets (French puts a space before
 * "!", so bangs alone are ordinary prose there).
 */
const SUFFIX = '(?:(?:^|[ \\t])[\\[!{](?=[ \\t]|$)[^\\n]{0,40}?){5}';

const rule = (
  id: string,
  score: number,
  source: string,
  needs: RegExp,
  more: Pick<MarkerRule, 'accept'> & { flag?: MarkerRule['flag'] } = {},
): MarkerRule => ({
  id,
  flag: more.flag ?? 'PROMPT_INJECTION',
  score,
  regex: new RegExp(source, 'gi'),
  needs,
  ...more,
});

/**
 * An exfiltration template: a markdown image or link whose URL ends in a placeholder ("?q=[DATA]")
 * that the text asks the model to fill, with the conversation, a summary of it, previous
 * messages, someone's details, or anything encoded for a URL. Checked with {@link EXFIL_SUBJECT} below.
 */
const EXFIL_URL =
  '(?:!\\[[^\\]\\n]{0,40}\\]\\([ \\t]{0,2}|\\]:[ \\t]{0,3})https?://[^\\s()<>]{1,200}?=\\[[A-Z_]{2,16}\\]';
/** What the placeholder is to be filled with. */
const EXFIL_SUBJECT =
  /\b(?:conversation|chat history|this chat|our chat|previous (?:message|messages|answer|prompt)|summary of (?:this|the|our)|user'?s (?:email|name|address|data|password)|system prompt|\w+'s (?:email|password|code|address|phone)|(?:url|base64|mime|quoted-printable|hex)[ -]?encoded)\b/i;

export const MARKER_RULES: readonly MarkerRule[] = [
  rule('marker.system_turn', 0.8, SYSTEM_TURN, /<\||<<|<start_of/i),
  rule('marker.chat_token', 0.2, CHAT_TOKEN, /<\||<<|inst\]|_of_turn>/i),
  rule('marker.system_tag', 0.55, SYSTEM_TAG, /[[<][ \t]{0,2}(?:sys|admin|dev|root|oper)/i),
  rule('marker.heading', 0.5, HEADING, /#/),
  rule('marker.fake_turn', 0.6, FAKE_TURN, /:[ \t]{0,3}[[<]/),
  rule(
    'marker.fake_turn',
    0.6,
    PLACEHOLDER_TURN,
    /[\]>][ \t]{0,3}\n[ \t\n>]{0,4}(?:user|human)[ \t]{0,2}:/i,
    {
      // The placeholder stands for an answer ("[image attached]" before a pasted turn does not).
      accept: (m) => ANSWER_PLACEHOLDER.test(m),
    },
  ),
  rule('marker.end_fence', 0.55, END_FENCE, /end of/i),
  rule('marker.adversarial_suffix', 0.6, SUFFIX, /[[{!][ \t][^\n]{0,40}[[{!][ \t]/, {
    flag: 'JAILBREAK',
    // At least two lone opening brackets, or it is only exclamations: French puts a space before
    // "!", never ten in a row, which is how GCG starts its suffix ("! ! ! ! ! ! ! ! ! !").
    accept: (m, text) => (m.match(LONE_BRACKET)?.length ?? 0) >= 2 || BANG_RUN.test(text),
  }),
  rule('marker.exfil_template', 0.7, EXFIL_URL, /=\[/, { accept: (_, text) => EXFIL_SUBJECT.test(text) }),
];

/** A marker found in `text`, with its offsets there. */
export interface MarkerMatch {
  rule: MarkerRule;
  start: number;
  end: number;
}

/** Matches of a rule tried before giving up on one whose `accept` test keeps failing. */
const MAX_TRIES = 16;

/**
 * Every marker in `text` (the first accepted match of each rule: one is evidence enough). A match
 * its `accept` test refuses ("! ! ! UK ! !" before the brackets of a suffix) does not end the search.
 */
export function matchMarkers(text: string): MarkerMatch[] {
  const found: MarkerMatch[] = [];
  for (const rule of MARKER_RULES) {
    if (!rule.needs.test(text)) continue;
    rule.regex.lastIndex = 0;
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const m = rule.regex.exec(text);
      if (m === null) break;
      if (m[0].length === 0) rule.regex.lastIndex++;
      if (rule.accept !== undefined && !rule.accept(m[0], text)) continue;
      found.push({ rule, start: m.index, end: m.index + m[0].length });
      break;
    }
  }
  return found;
}
