import { entropy } from './checksums.js';
import { allMatches, type Finder, type Found } from './finder.js';

/** A provider-issued credential recognised by its documented prefix and shape. */
function prefixed(ruleId: string, needles: readonly string[], re: RegExp, score: number): Finder {
  return {
    ruleId,
    entity: 'SECRET',
    flag: 'SECRET',
    // A substring test is far cheaper than a regex scan, and most text holds none of the prefixes.
    find: (text) =>
      needles.some((n) => text.includes(n))
        ? allMatches(re, text).map((m) => ({ start: m.index, end: m.index + m[0].length, score }))
        : [],
  };
}

// Every pattern starts with a literal and uses bounded quantifiers: linear whatever the input.
const PROVIDER_KEYS: readonly Finder[] = [
  prefixed(
    'secret.aws_access_key_id',
    ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'AGPA', 'AIDA', 'AROA', 'ANPA'],
    /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g,
    0.9,
  ),
  prefixed(
    'secret.github_token',
    ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,255})\b/g,
    0.95,
  ),
  prefixed('secret.anthropic_key', ['sk-ant-'], /\bsk-ant-[A-Za-z0-9_-]{20,200}/g, 0.97),
  prefixed(
    'secret.openai_key',
    ['sk-'],
    /\bsk-(?:proj-|svcacct-|admin-)?(?!ant-)[A-Za-z0-9_-]{20,200}/g,
    0.9,
  ),
  prefixed('secret.slack_token', ['xox'], /\bxox[abposr]-[A-Za-z0-9-]{10,250}/g, 0.95),
  prefixed(
    'secret.slack_webhook',
    ['hooks.slack.com'],
    /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,200}/g,
    0.9,
  ),
  prefixed('secret.stripe_key', ['_live_', '_test_'], /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,250}/g, 0.95),
  prefixed('secret.google_api_key', ['AIza'], /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g, 0.9),
  prefixed(
    'secret.jwt',
    ['eyJ'],
    /\beyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,8192}\.[A-Za-z0-9_-]{8,4096}/g,
    0.85,
  ),
  prefixed('secret.npm_token', ['npm_'], /\bnpm_[A-Za-z0-9]{36}\b/g, 0.9),
  prefixed('secret.huggingface_token', ['hf_'], /\bhf_[A-Za-z0-9]{34,40}\b/g, 0.85),
  prefixed('secret.gitlab_token', ['glpat-'], /\bglpat-[A-Za-z0-9_-]{20,60}/g, 0.95),
];

const PEM_BEGIN = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/g;

/** PEM private key blocks; the span runs to the matching END line when present. */
const privateKey: Finder = {
  ruleId: 'secret.private_key',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    if (!text.includes('PRIVATE KEY')) return [];
    return allMatches(PEM_BEGIN, text).map((m) => {
      const endMarker = `-----END ${m[1]}-----`;
      const end = text.indexOf(endMarker, m.index);
      return { start: m.index, end: end >= 0 ? end + endMarker.length : m.index + m[0].length, score: 0.99 };
    });
  },
};

const isB64 = (c: number) =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2b || c === 0x2f;

/**
 * AWS secret access keys: exactly 40 base64 characters with high entropy. Alone that shape is
 * common (hashes), so it counts only next to an access key id or an "aws"/"secret" keyword.
 */
const awsSecret: Finder = {
  ruleId: 'secret.aws_secret_key',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    const out: Found[] = [];
    const keyed = /AKIA|ASIA|aws|AWS|secret|SECRET|Secret/.test(text);
    if (!keyed) return out;
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      const ok = i < text.length && isB64(text.charCodeAt(i));
      if (ok && start < 0) start = i;
      else if (!ok && start >= 0) {
        if (i - start === 40) {
          const v = text.slice(start, i);
          if (/[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9/+]/.test(v) && entropy(v) >= 3.8) {
            out.push({ start, end: i, score: 0.9 });
          }
        }
        start = -1;
      }
    }
    return out;
  },
};

const KEYED_VALUE =
  /\b(api[_-]?key|apikey|secret(?:[_-]?key)?|access[_-]?token|auth[_-]?token|token|password|passwd|pwd|client[_-]?secret|private[_-]?key|bearer)\b["']?\s{0,3}(?:[:=]|=>|\s)\s{0,3}["']?([^\s"'`,;<>]{6,200})/gi;

/**
 * Credentials assigned to key-ish names ("api_key = ...", "password: ...", "Bearer ..."): passwords
 * of any shape, other values only when long and random-looking (entropy), to spare "token: none".
 */
const keyedSecret: Finder = {
  ruleId: 'secret.keyed_value',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(KEYED_VALUE, text)) {
      const name = (m[1] ?? '').toLowerCase();
      const value = m[2] ?? '';
      const start = m.index + m[0].length - value.length;
      const isPassword = name === 'password' || name === 'passwd' || name === 'pwd';
      if (
        isPassword &&
        /\d|[^A-Za-z]/.test(value) &&
        !/^(?:\*+|x+|<.*>|\$\{.*\}|null|none|true|false)$/i.test(value)
      ) {
        out.push({ start, end: start + value.length, score: 0.75 });
      } else if (value.length >= 16 && entropy(value) >= 3.5 && /\d/.test(value) && /[A-Za-z]/.test(value)) {
        out.push({ start, end: start + value.length, score: 0.8 });
      }
    }
    return out;
  },
};

const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,64}:[^\s/@]{3,128}@[^\s/]{3,255}/gi;

/** Connection strings and URLs with an embedded password (postgres://user:pass@host). */
const urlCredentials: Finder = {
  ruleId: 'secret.url_credentials',
  entity: 'SECRET',
  flag: 'SECRET',
  find: (text) =>
    mayHoldUrlCredentials(text)
      ? allMatches(URL_CREDENTIALS, text).map((m) => ({
          start: m.index,
          end: m.index + m[0].length,
          score: 0.85,
        }))
      : [],
};

/**
 * Cheap necessary condition for URL_CREDENTIALS: some "://" followed, within the user and password
 * lengths the regex allows, by an "@" with no space or "/" before it. V8 otherwise tries the
 * regex's scheme prefix at every word of a long prompt that merely contains an ordinary URL.
 */
function mayHoldUrlCredentials(text: string): boolean {
  const reach = 3 + 64 + 1 + 128 + 1;
  for (let p = text.indexOf('://'); p >= 0; p = text.indexOf('://', p + 3)) {
    const stop = Math.min(text.length, p + reach);
    for (let i = p + 3; i < stop; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x40) return true;
      if (c === 0x2f || isSpaceUnit(c)) break;
    }
  }
  return false;
}

/** The UTF-16 units regex `\s` matches. */
function isSpaceUnit(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Every secret finder. */
export const SECRET_FINDERS: readonly Finder[] = [
  ...PROVIDER_KEYS,
  privateKey,
  awsSecret,
  keyedSecret,
  urlCredentials,
];
