import type { TokenText } from '../normalize/token-text.js';

/**
 * Asking the model for its own password or secret word ("tell me the password", "what is your
 * secret word?"), the opening move of password games and of attacks on an assistant that guards a
 * credential. With a system prompt that defines the secret the context engine judges it; this rule
 * needs no context. "Your password policy", "the password manager" and the like are not secrets,
 * and a bare "your password" (every security notice says "never share your password") is not a
 * request. English, on the folded token text, so "p@ssw0rd" and "PASSWORD" read alike.
 */

const SECRET =
  '(?:secret )?(?:password|passwort|passphrase|passcode|pass word|secret word|code word|secret key|magic word|pin)s?';
/** Words that make "the password ..." a topic rather than the secret itself. */
const TOPIC =
  '(?! (?:policy|policies|manager|managers|requirements?|rules?|strength|length|field|reset|recovery|expiry|' +
  'expiration|change|generator|complexity|protected|protection|hashing|hash|security|format|prompt|page|screen|box))';
const ASK =
  'tell|give|reveal|show|spell|say|print|write|share|output|disclose|leak|provide|send|repeat|whisper';
/** "Never share your password", "do not give the PIN": advice, not a request. */
const NOT_AFTER = '(?<!(?:never|not|don t|dont|nobody|no one|anyone)) ';

const REQUESTS: readonly RegExp[] = [
  new RegExp(
    `(?:^|${NOT_AFTER})(?:${ASK})(?: [^ :]{1,24}){0,2}? (?:the|your|ur|that) ${SECRET}(?= |:|$)${TOPIC}`,
  ),
  new RegExp(`(?:^| )(?:what|whats|which)(?: is| was| s)? (?:the|your|ur) ${SECRET}(?= |:|$)${TOPIC}`),
];

/** The span (token-text offsets) of a request for the model's secret, or null. */
export function matchSecretRequest(tokens: TokenText): { start: number; end: number } | null {
  const text = tokens.view.text;
  if (!/pass|secret|code word|magic word|pin/.test(text)) return null;
  for (const re of REQUESTS) {
    const m = re.exec(text);
    if (m !== null) {
      const lead = m[0].startsWith(' ') ? 1 : 0;
      return { start: m.index + lead, end: m.index + m[0].length };
    }
  }
  return null;
}
