import { scoreTokens } from '../model/classifier.js';
import { ROUTINE_ENCODINGS } from '../normalize/decode.js';
import type { NormalizedView } from '../normalize/pipeline.js';
import type { TokenText } from '../normalize/token-text.js';
import { phraseScore } from '../rules/catalog.js';
import { type CueMatch, pairFrameAndHarm, pairFrameTopicDetail } from '../rules/framed-harm.js';
import { matchMarkers } from '../rules/markers.js';
import { matchPhrases, matchRuleFrom, type PhraseMatch, withoutRanges } from '../rules/matcher.js';
import { isQuotedMention } from '../rules/mention.js';
import { matchSecretRequest } from '../rules/secret-request.js';
import type { Hit, Span } from '../types.js';
import { concealmentBoost, hit, overlapsAny, type ScanContext } from './engine.js';
import { harmScore, noiseTail, replyDemands } from './harmful-content.js';

/** Rule and model evidence for PROMPT_INJECTION and JAILBREAK, shared by both engines. */
export interface AttackEvidence {
  hits: Hit[];
}

/**
 * Runs the multilingual phrase rules, the fake-delimiter markers and the learned model on every view (the input and each
 * decoded payload). Hits in decoded text, or overlapping removed invisible characters, are boosted:
 * hiding an instruction is a signal by itself.
 */
export function attackEvidence(ctx: ScanContext): AttackEvidence {
  return ctx.once('attack-evidence', () => {
    const hits: Hit[] = [];
    const hidden = ctx.input.invisible.filter((r) => r.weight >= 0.5).map((r) => r.span);
    for (const view of ctx.input.views) {
      const tokens = ctx.tokens(view);
      const conceal: Conceal = (s, span) =>
        view.depth > 0 || overlapsAny(span, hidden) ? concealmentBoost(s) : s;
      const mentions: CueMatch[] = [];
      hits.push(...ruleHits(ctx, view, tokens, conceal, mentions));
      hits.push(...modelHits(tokens, conceal, mentions));
    }
    return { hits: dedupe(hits) };
  });
}

type Conceal = (score: number, span: Span) => number;

/**
 * Hits of the phrase rules (the frame and harm cues only as a pair), of a request for the model's
 * secret, and of the fake-delimiter markers, in that order.
 */
function ruleHits(
  ctx: ScanContext,
  view: NormalizedView,
  tokens: TokenText,
  conceal: Conceal,
  mentions: CueMatch[],
): Hit[] {
  const hits: Hit[] = [];
  const frames: CueMatch[] = [];
  // The frames that are not a pretext or "script" (`PRETEXT_CUES`): only these pair with the model's goals.
  const stories: CueMatch[] = [];
  const harms: CueMatch[] = [];
  const topics: CueMatch[] = [];
  const details: CueMatch[] = [];
  const found = matchPhrases(tokens);
  // Frames and requests for detail only matter next to a goal or a topic (see matcher.ts).
  const matches = found.some((m) => m.rule.id === 'cue.harm' || m.rule.id === 'cue.topic')
    ? [...found, ...matchPhrases(tokens, 'cues')]
    : found;
  const defenses = matches.filter((m) => m.rule.id === 'cue.defense');
  for (const match of matches) {
    const m =
      defenses.length > 0 && IGNORE_RULES.test(match.rule.id) ? pastDefenses(match, defenses, tokens) : match;
    if (m === null || m.rule.id === 'cue.defense') continue;
    if (m.rule.id === 'cue.frame') {
      frames.push(m);
      stories.push(m);
    } else if (m.rule.id === 'cue.pretext') frames.push(m);
    else if (m.rule.id === 'cue.harm') harms.push(m);
    else if (m.rule.id === 'cue.topic') topics.push(m);
    else if (m.rule.id === 'cue.detail') details.push(m);
    else if (m.rule.inputOnly === true && ctx.role === 'assistant') continue;
    else {
      const span = tokens.view.span(m.start, m.end);
      const score = phraseScore(m.rule, m.start, m.end, tokens.view.text.length);
      // A phrase quoted to talk about it ("what does 'ignore previous instructions' mean?") is weak.
      const quoted = view.depth === 0 && isQuotedMention(ctx.input.original, span.start, span.end);
      if (quoted) mentions.push(m);
      hits.push(
        hit(`rule.${m.rule.id}`, m.rule.flag, conceal(quoted ? score * MENTION_WEIGHT : score, span), span),
      );
    }
  }
  // Asking for the model's secret is something input does; an answer that asks "what is the
  // password you tried?" is not an attack on anyone.
  const secret = ctx.role === 'assistant' ? null : matchSecretRequest(tokens);
  if (secret !== null) {
    const span = tokens.view.span(secret.start, secret.end);
    hits.push(hit('rule.secret_request', 'PROMPT_INJECTION', conceal(0.5, span), span));
  }
  const framed = pairFrameAndHarm(frames, harms);
  if (framed !== null) {
    const span = tokens.view.span(framed.start, framed.end);
    hits.push(hit('rule.en.framed_harm', 'JAILBREAK', conceal(0.7, span), span));
  }
  const detailed =
    framed === null && topics.length > 0 ? pairFrameTopicDetail(frames, topics, details) : null;
  if (detailed !== null) {
    const span = tokens.view.span(detailed.start, detailed.end);
    hits.push(hit('rule.en.framed_topic', 'JAILBREAK', conceal(0.6, span), span));
  }
  const goal =
    framed === null && detailed === null && (ctx.role === 'user' || ctx.role === 'prompt')
      ? framedGoal(ctx, view, tokens, matches === found ? null : stories)
      : null;
  if (goal !== null) {
    const span = tokens.view.span(goal.start, goal.end);
    hits.push(hit('model.framed_harm', 'JAILBREAK', conceal(0.6, span), span));
  }
  // Encoding a request is a frame of its own (the filter is not meant to read it), and code or
  // live markup hidden in an encoding is a payload for the answer to carry. Routine encodings
  // (percent-encoding in URLs, escaped HTML, quoted-printable mail) do not count.
  if (view.depth > 0 && (view.encoding === undefined || !ROUTINE_ENCODINGS.has(view.encoding))) {
    const harm = framed === null ? harms[0] : undefined;
    if (harm !== undefined) {
      const span = tokens.view.span(harm.start, harm.end);
      hits.push(hit('rule.encoded_harm', 'JAILBREAK', conceal(0.7, span), span));
    }
    const active = ACTIVE_CONTENT.exec(view.surface.text);
    if (active !== null) {
      const span = view.surface.span(active.index, active.index + active[0].length);
      hits.push(hit('rule.encoded_active', 'PROMPT_INJECTION', conceal(0.6, span), span));
    }
  }
  // System prompts are the operator's own words and never judged, so a role tag here is foreign.
  for (const m of matchMarkers(view.surface.text)) {
    const span = view.surface.span(m.start, m.end);
    hits.push(hit(`rule.${m.rule.id}`, m.rule.flag, conceal(m.rule.score, span), span));
  }
  return hits;
}

/**
 * The harm model's score from which a frame next to the goal makes a jailbreak: below the harm
 * flag's own 0.5, since the frame is there to carry a goal past the judge (measured in
 * `src/detect/model/README.md`, stop 54).
 */
const FRAMED_GOAL_FLOOR = 0.35;

/** How far (token-text characters) a frame may lie outside the window the harm model scored. */
const FRAME_REACH = 200;

/**
 * A frame (fiction, role-play, a hypothetical, a persona, a forced opening: `FRAME_CUES` in English
 * and the role-play and supposition words of the other rule lexicons, not the pretexts; or a demand
 * that the reply open with an affirmative, in 18 languages, `reply-demands.ts`)
 * around a goal the harm model reads as harmful, or null. The cues' own goals
 * (`HARM_CUES`) are verbs and objects in English; the model reads goals in every wording and 24
 * languages, and the frame makes a borderline score a jailbreak. Only what a user or a prompt asks
 * is read: a story in a model's answer or in a tool's output (a web page, a file) is the harm
 * engine's to judge. `frames` are the frames already matched, or null when the cues were not run.
 */
function framedGoal(
  ctx: ScanContext,
  view: NormalizedView,
  tokens: TokenText,
  frames: readonly CueMatch[] | null,
): CueMatch | null {
  const score = harmScore(ctx, view);
  if (score.harm < FRAMED_GOAL_FLOOR) return null;
  const candidates = [
    ...(frames ?? matchPhrases(tokens, 'cues').filter((m) => m.rule.id === 'cue.frame')),
    // A demand that the reply open with an affirmative is a forced opening, whatever its words. Refusal
    // suppression is not a frame here: harmless users ask for no disclaimers on borderline questions
    // (a hunting calibre, a drug interaction), which the harm model reads at 0.35-0.5 (DEMANDS.md).
    ...replyDemands(ctx, view).filter((m) => m.rule.id === 'cue.reply_prefix'),
    // An optimiser's suffix is written to carry the goal before it past a model's refusal: one line
    // of symbols and odd words whose brackets do not nest (`harm/noise-tail.ts`), not a code block
    // or a table, which span lines, nor a JSON or log line pasted with a question, which nest.
    ...searchSuffix(ctx, view),
  ];
  const frame = candidates.find(
    (f) => f.end >= score.start - FRAME_REACH && f.start <= score.end + FRAME_REACH,
  );
  if (frame === undefined) return null;
  return { start: Math.min(frame.start, score.start), end: Math.max(frame.end, score.end) };
}

/** The optimiser-style suffix of a view that reads as a token search's, as a frame candidate, or none. */
function searchSuffix(ctx: ScanContext, view: NormalizedView): CueMatch[] {
  const tail = noiseTail(ctx, view);
  return tail?.oneLine === true && !tail.nested ? [{ start: tail.start, end: tail.end }] : [];
}

/**
 * Live markup or code to run, as a decoded payload carries it: a script tag, a javascript: URL, an
 * event handler attribute, a shell or eval call, a command substitution. Bounded, no nesting.
 */
const ACTIVE_CONTENT =
  /<\/?script\b|javascript:|<[a-z]{1,10}\b[^>]{0,120}?\bon[a-z]{3,16}[ \t]{0,2}=|\b(?:system|exec|eval|popen|spawn|passthru|shell_exec)[ \t]{0,2}\(|\$\([ \t]{0,2}[a-z]{2,10}\b|`[ \t]{0,2}(?:ls|cat|rm|curl|wget|touch|id|whoami)\b/i;

/** What a quoted mention of a trigger phrase keeps of the phrase's score. */
const MENTION_WEIGHT = 0.3;

/** Rules whose match is an "ignore" instruction, which a warning against injection quotes. */
const IGNORE_RULES =
  /^en\.(?:ignore_instructions|ignore_previous|ignore_task_output|ignore_context|forget_said)$/;

/**
 * `m`, or where it starts inside a warning against injection ("trying to make you ignore these
 * rules"), the rule's next match past the warning (an instruction after it still counts), or null.
 */
function pastDefenses(
  m: PhraseMatch,
  defenses: readonly PhraseMatch[],
  tokens: TokenText,
): PhraseMatch | null {
  let current: PhraseMatch | null = m;
  for (let k = 0; current !== null && k < defenses.length; k++) {
    const start = current.start;
    const inside = defenses.find((c) => start >= c.start && start < c.end);
    if (inside === undefined) return current;
    current = matchRuleFrom(current.rule, tokens, inside.end);
  }
  return current;
}

/** The learned model's hits: the dominant attack kind takes the full probability, the other a share. */
function modelHits(tokens: TokenText, conceal: Conceal, mentions: readonly CueMatch[]): Hit[] {
  const hits: Hit[] = [];
  // Quoted mentions of a trigger phrase are left out of what the model reads (the whole view is
  // then the span: offsets in the shortened text would not map back).
  const text = mentions.length === 0 ? tokens.view.text : withoutRanges(tokens.view.text, mentions);
  const model = scoreTokens(text);
  const span =
    mentions.length === 0
      ? tokens.view.span(model.start, model.end)
      : tokens.view.span(0, tokens.view.text.length);
  // The model is only boosted when it already leans to attack: on short decoded snippets it is
  // least calibrated, and concealment must strengthen evidence, not create it.
  const boostModel = (s: number) => (s >= 0.5 ? conceal(s, span) : s);
  const injection = model.attack * Math.min(1, 2 * model.injection);
  const jailbreak = model.attack * Math.min(1, 2 * (1 - model.injection));
  if (injection >= 0.05) hits.push(hit('model.attack', 'PROMPT_INJECTION', boostModel(injection), span));
  if (jailbreak >= 0.05) hits.push(hit('model.attack', 'JAILBREAK', boostModel(jailbreak), span));
  return hits;
}

/** One hit per rule id and overlapping span: several word orders of one rule often match the same text. */
function dedupe(hits: Hit[]): Hit[] {
  const kept: Hit[] = [];
  for (const h of hits) {
    const same = kept.findIndex(
      (k) =>
        k.ruleId === h.ruleId && k.flag === h.flag && k.span.start < h.span.end && h.span.start < k.span.end,
    );
    const existing = same >= 0 ? kept[same] : undefined;
    if (existing === undefined) kept.push(h);
    else if (h.score > existing.score) kept[same] = h;
  }
  return kept;
}
