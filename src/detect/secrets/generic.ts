import { entropy } from '../engines/checksums.js';
import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { lowerOf, lowerWordIndex, WORD_POSITIONS_LIMIT } from '../multi-search.js';
import { decodeBase64 } from './checks.js';
import { isPlaceholder } from './placeholder.js';
import type { SecretRule } from './rule.js';

/** Password values that documentation uses for "put yours here". */
const PLACEHOLDER_PASSWORDS = new Set([
  'password',
  'passwd',
  'pass',
  'pwd',
  'secret',
  'changeme',
  'username',
  'user',
  'admin',
  'root',
  'test',
  'example',
  'mypassword',
  'yourpassword',
  'p@ssw0rd',
  'none',
  'null',
  'undefined',
  'true',
  'false',
  'required',
  'optional',
  'string',
  'empty',
]);

/** Values that are code reaching for a secret rather than the secret (`$VAR`, `os.environ[...]`). */
const INDIRECT =
  /^(?:\$|%|&|@|process\.env|os\.environ|os\.getenv|getenv|env\(|env\.|config\.|settings\.|secrets\.|vault:|ref\+|arn:|https?:\/\/)/i;

/**
 * A value after a password's key name that could be one: not a placeholder, a reference or the
 * user name, and holding something besides letters (of whichever script: "Passwort ändern", "mot de
 * passe oublié" are words after the key, not values).
 */
function plausiblePassword(v: string, user?: string): boolean {
  const lower = v.toLowerCase();
  return (
    !PLACEHOLDER_PASSWORDS.has(lower) &&
    lower !== user?.toLowerCase() &&
    !INDIRECT.test(v) &&
    !/[()[\]{}]/.test(v) &&
    !isPlaceholder(v) &&
    /\P{L}/u.test(v)
  );
}

/** scheme://user:password@host; the user may be empty (`redis://:pw@host`) and the password may hold "@" (the last one ends it). */
const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:/@]{0,64}):([^\s/]{3,128})@[^\s/@]{3,255}/gi;

/** Credentials embedded in URLs and connection strings (postgres://user:pass@host): the password. */
const urlCredentials: Finder = {
  ruleId: 'secret.url.credentials',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    const windows = urlCredentialWindows(text);
    if (windows.length === 0) return [];
    const out: Found[] = [];
    for (const [from, to] of windows) {
      for (const m of allMatches(URL_CREDENTIALS, text.slice(from, to))) {
        // A match at the window's first character had its \b cut off (true ones start later).
        if (from > 0 && m.index === 0) continue;
        const user = m[1] ?? '';
        const pass = m[2] ?? '';
        if (!plausibleLoosely(decodeURIComponentSafe(pass), user)) continue;
        const start = from + m.index + m[0].indexOf(`:${pass}@`, m[0].indexOf('://') + 3) + 1;
        out.push({ start, end: start + pass.length, score: 0.85 });
      }
    }
    return out;
  },
};

/** URL passwords may be plain words ("s3cret" is a password too); only placeholders are spared. */
function plausibleLoosely(pass: string, user: string): boolean {
  const lower = pass.toLowerCase();
  return (
    !PLACEHOLDER_PASSWORDS.has(lower) &&
    lower !== user.toLowerCase() &&
    !INDIRECT.test(pass) &&
    !isPlaceholder(pass)
  );
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Longest scheme URL_CREDENTIALS reads before "://", and the most it reads after it. */
const SCHEME_REACH = 21;
const AFTER_SCHEME = 3 + 64 + 1 + 128 + 1 + 255;

/**
 * Where URL_CREDENTIALS can match, merged: around each "://" followed, within the user and
 * password lengths the regex allows, by an "@" with no space or "/" before it. Each match holds
 * exactly one "://" (no part after the scheme admits "/"), so the pattern runs only there: V8
 * otherwise tries its scheme prefix at every word of a long prompt that holds one such URL.
 */
function urlCredentialWindows(text: string): Array<[number, number]> {
  const reach = 3 + 64 + 1 + 128 + 1;
  const out: Array<[number, number]> = [];
  for (let p = text.indexOf('://'); p >= 0; p = text.indexOf('://', p + 3)) {
    const stop = Math.min(text.length, p + reach);
    for (let i = p + 3; i < stop; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x40) {
        // One character before the scheme for its \b.
        const from = Math.max(0, p - SCHEME_REACH - 1);
        const to = Math.min(text.length, p + AFTER_SCHEME);
        const last = out.at(-1);
        if (last && from <= last[1]) last[1] = Math.max(last[1], to);
        else out.push([from, to]);
        break;
      }
      if (c === 0x2f || c <= 0x20) break;
    }
  }
  return out;
}

/**
 * A key name and the rest of its identifier (`generic_TOKEN`, `mySecretString`, `api_token_123`),
 * maybe a closing quote (escaped in JSON-in-a-string) or a type (`var t string =`), then an
 * assignment in one of the forms configs and code use (`=`, `:`, `:=`, `::=`, `?=`, `+=`, `.=`,
 * `=>`, `,` in CSV and argument lists, `>` of an XML element) or a space and maybe a copula ("is",
 * "es", "lautet"); then the value, maybe quoted, maybe on the next line (YAML `|`/`>` blocks).
 */
const KEYED =
  /(api[_-]?key|apikey|secret|token|password|passwd|passphrase|pwd|pass|credentials?|creds|auth|key)[\w.-]{0,24}?(?:\\?["'`])?(?:[ \t]+string)?(?:\s{0,3}(?::{1,3}=|[?+.]?=|=>|:|,|\(|>)|\s{1,3}(?:is|es|est|ist|lautet|é|è)?)(?:\s{0,5}(?:\\?["'`]|\||>(?=\s)))?\s{0,5}["'`]?([^\s"'`,;<>\\]{6,300})/gi;

/**
 * Identifiers that hold a key word but name something that is not a secret: ids, names, lengths
 * and files of keys, database keys, public keys and tokens, CSRF tokens, keyboard keys, vault and
 * store names, and words that merely contain "key", "pass" or "auth".
 */
const NOT_SECRET_NAME = new RegExp(
  [
    '(?:public|pub|publishable)[_.-]?(?:key|token)',
    '(?:primary|foreign|bucket|schema|sequence|natural|idx|sort|partition|row|hash|issuer|cache|lookup|dict|map|react|list|object|unique|composite|surrogate)[_.-]?key',
    'key[_.-]?(?:id|ids|name|names|alias|length|len|size|type|code|board|frame|press|pressed|down|up|left|right|pair|ring|word|path|file|store|tab|vault|selector|signature|hash|field|prefix|event|map|mapping|spec|usage|count|index|col|column|stroke|binding|handler|listener)(?![a-z])',
    '(?:secret|token|password|passwd|credentials?|creds|auth|api)[_.-]?(?:name|names|length|len|size|id|ids|type|url|uri|endpoint|version|file|path|field|label|prompt|hint|policy|header|ttl|variable|var|ref|count|limit|usage|expir\\w*|provider|method|mode|scheme|source|results)(?![a-z])',
    'author|accessor|csrf|xsrf|keyvault|monkey|donkey|turkey|keying|keynote|keyword|keyframe|keystore|keytab|keychain|jsonwebtoken|tokeniz|max[_.-]?tokens?|passthrough|passenger|passport|bypass|compass|passive|usersecretsid|secretsmanager',
  ].join('|'),
  'i',
);

/** The whole identifier around a key word: letters, digits, `_`, `.` and `-` either side. */
function identifierAt(text: string, at: number, keyEnd: number): string {
  let from = at;
  while (from > 0 && /[\w.-]/.test(text[from - 1] ?? '')) from--;
  let to = keyEnd;
  while (to < text.length && /[\w.-]/.test(text[to] ?? '')) to++;
  return text.slice(from, to);
}

/**
 * Values assigned to key-ish names (`api_key = ...`, `DB_PASSWORD: ...`, `"client_secret": "..."`).
 * Passwords may be of any shape but not placeholders or references; other names need a long,
 * random-looking value (entropy), so `token: none` or `max_tokens = 4096` stay clean.
 */
const keyedValue: Finder = {
  ruleId: 'secret.generic.keyed_value',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    const out: Found[] = [];
    let flaggedEnd = 0;
    for (const m of keyedMatches(text)) {
      // A key word inside a value already flagged is part of that value.
      if (m.index < flaggedEnd) continue;
      const name = (m[1] ?? '').toLowerCase();
      const raw = m[2] ?? '';
      if (NOT_SECRET_NAME.test(identifierAt(text, m.index, m.index + name.length))) continue;
      const start = m.index + m[0].length - raw.length;
      // Sentence punctuation after a value is not part of it ("my key is abc123.").
      const value = raw.replace(/[.)\]}!?:]+$/, '');
      const isPassword = name.startsWith('pass') || name === 'pwd';
      if (isPassword ? plausiblePassword(value) : plausibleKey(value, name)) {
        out.push({ start, end: start + value.length, score: isPassword ? 0.75 : 0.8 });
        flaggedEnd = start + value.length;
      }
    }
    const bearer = text.includes('Bearer') || text.includes('Basic') || text.includes('Token');
    for (const m of bearer ? allMatches(BEARER, text) : []) {
      const value = m[1] ?? '';
      if (plausibleKey(value, 'token')) {
        const start = m.index + m[0].length - value.length;
        out.push({ start, end: start + value.length, score: 0.85 });
      }
    }
    return out;
  },
};
/** Where a KEYED match can start: every key name of its first group begins with one of these. */
const KEYED_WORDS = ['api', 'secret', 'token', 'pass', 'pwd', 'credential', 'creds', 'auth', 'key'];
const keyedCues = lowerWordIndex('secrets', KEYED_WORDS);
const KEYED_AT = new RegExp(KEYED.source, 'iy');

/**
 * The matches of KEYED over `text`, as a global scan would find them, but tried (sticky) only
 * where the shared lower-case pass found a key name: the case-insensitive alternation otherwise
 * starts at every position of the text. Falls back to the scan where lower-casing changed the
 * text's length (offsets would not line up) or a key name is too frequent to be listed in full.
 */
function keyedMatches(text: string): RegExpExecArray[] {
  if (lowerOf(text).length !== text.length) return allMatches(KEYED, text);
  const found = keyedCues(text);
  const starts: number[] = [];
  for (const w of KEYED_WORDS) {
    const at = found.get(w);
    if (at === undefined) continue;
    if (at.length >= WORD_POSITIONS_LIMIT) return allMatches(KEYED, text);
    for (const s of at) starts.push(s);
  }
  if (starts.length === 0) return [];
  starts.sort((a, b) => a - b);
  const out: RegExpExecArray[] = [];
  let end = 0;
  for (const s of starts) {
    if (s < end) continue;
    KEYED_AT.lastIndex = s;
    const m = KEYED_AT.exec(text);
    if (m === null) continue;
    out.push(m);
    // Key words inside the value may start the next match: a value that is rejected (a closing
    // XML tag read up to the next line's key) must not hide the key after it.
    end = s + m[0].length - (m[2]?.length ?? 0);
    if (out.length >= 256) break;
  }
  return out;
}

const BEARER = /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/-]{16,2000}=*)/g;

/**
 * Values that begin like an issuer's token: the issuer's rule decides them (a `xoxp-1234-...` that
 * fails Slack's structure is not rescued by its key name).
 */
const PROVIDER_PREFIX =
  /^(?:xox[a-z]-|xox[a-z]\.|xapp-|gh[pousr]_|github_pat_|glpat-|sk-ant-|sk-proj-|AKIA|ASIA|AIza|SG\.|npm_|pypi-|hf_|dop_v1_|xai-|shp[a-z]{2}_)/;

/**
 * Code identifiers and prose rather than random strings: most characters sit in runs of lower-case
 * letters (`jetbrains.mps.v8_elimination`, `id-Gost28147-89-None-KeyMeshing`).
 */
function wordy(value: string): boolean {
  let inWords = 0;
  for (const m of value.matchAll(/[A-Z]?[a-z]{3,}/g)) inWords += m[0].length;
  return inWords >= 0.6 * value.length;
}

function plausibleKey(value: string, name: string): boolean {
  const minLength = name === 'key' || name === 'auth' ? 20 : 16;
  return (
    !PROVIDER_PREFIX.test(value) &&
    !wordy(value) &&
    value.length >= minLength &&
    // Hex keys (128-bit and up) carry at most 4 bits per character: judged on their own scale.
    entropy(value) >= (/^[0-9a-f]{32,}$/i.test(value) ? 3.0 : name === 'key' ? 3.8 : 3.5) &&
    /\d/.test(value) &&
    /[A-Za-z]/.test(value) &&
    !INDIRECT.test(value) &&
    !/[()[\]{}]/.test(value) &&
    !/^[A-Za-z0-9_-]+(?:\.[a-z]{2,5})+$/.test(value) &&
    !isPlaceholder(value)
  );
}

/** Connection-string passwords (ADO.NET, ODBC, JDBC): Password=...; Pwd=... */
export const GENERIC_RULES: readonly SecretRule[] = [
  {
    id: 'secret.connection_string.password',
    describe: 'Password in an ADO.NET/ODBC/JDBC connection string (Password=...; Pwd=...; &password=...)',
    needles: ['assword=', 'wd=', 'PASSWORD=', 'PWD='],
    pattern: /(?:Password|PWD|Pwd|pwd|password|PASSWORD)=([^;&'"\s]{3,128})/g,
    keywords: [
      'server=',
      'data source=',
      'host=',
      'jdbc:',
      'uid=',
      'user id=',
      'user=',
      'database=',
      'initial catalog=',
    ],
    score: 0.85,
    check: (v) => (plausibleLoosely(v, '') ? 0.85 : null),
  },
];

/** A quoted run of base64/base64url characters: the shape of a credential written bare in code or config. */
const QUOTED_TOKEN = /(["'`])([A-Za-z0-9+/_-]{24,200}={0,2})\1/g;
/** Words that make a quoted random string a digest, an id or an encoding rather than a secret. */
const DIGEST_CONTEXT =
  /(?:sha\d*|md5|hash|digest|checksum|integrity|etag|commit|revision|rev|uuid|guid|\bid\b|_id\b|Id\b|nonce|salt|iv|image|icon|data|font|base64|encoded|signature|fingerprint|thumbprint)\W{0,6}$/i;

/** Base64 of readable text ("VGhpcyBpcyBh..." is "This is a..."): the text is scanned in its decoded view. */
function encodesText(value: string): boolean {
  const decoded = decodeBase64(value);
  if (decoded === null || decoded.length < 12) return false;
  let readable = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a) readable++;
  }
  return readable >= 0.95 * decoded.length && / /.test(decoded);
}

/**
 * Bare high-entropy strings in quotes, with no key name (detect-secrets' "high entropy string"):
 * 24-200 base64 characters holding upper case, lower case and digits, at least 4.5 bits of
 * entropy per character (random base64 reaches it from about 30 characters; words and code do
 * not), not hex (digests are hex), not a provider-prefixed value, and not after a digest or id
 * word. Scores 0.6: a credential by its randomness alone.
 */
const quotedHighEntropy: Finder = {
  ruleId: 'secret.generic.high_entropy_string',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    const out: Found[] = [];
    if (!/["'`]/.test(text)) return out;
    for (const m of allMatches(QUOTED_TOKEN, text)) {
      const value = m[2] ?? '';
      if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) continue;
      if (/^[0-9a-fA-F]+$/.test(value) || PROVIDER_PREFIX.test(value) || wordy(value)) continue;
      if (entropy(value) < 4.5 || isPlaceholder(value) || encodesText(value)) continue;
      const lead = text.slice(Math.max(0, m.index - 40), m.index);
      // After a digest or id word, or a name that says it is not a secret (publicKey = "...").
      if (DIGEST_CONTEXT.test(lead) || NOT_SECRET_NAME.test(lead.slice(lead.search(/[\w.-]+\W*$/)))) continue;
      const start = m.index + 1;
      out.push({ start, end: start + value.length, score: 0.6 });
    }
    return out;
  },
};

/** Finders that are code rather than a pattern. */
export const GENERIC_FINDERS: readonly Finder[] = [urlCredentials, keyedValue, quotedHighEntropy];

export const GENERIC_FINDER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'secret.url.credentials':
    'Password embedded in a URL (scheme://user:password@host); placeholders are spared',
  'secret.generic.high_entropy_string':
    'Quoted random string with no key name: 24-200 base64 characters, mixed case and digits, >= 4.5 bits/char, ' +
    'not hex, not after a digest or id word',
  'secret.generic.keyed_value':
    'Value assigned to a key-ish name (api_key, secret, token, password, Bearer ...): passwords that are not ' +
    'placeholders or references; other values only when long and random-looking (entropy >= 3.5 bits/char)',
};
