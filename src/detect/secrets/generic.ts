import { entropy } from '../engines/checksums.js';
import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { lowerOf, lowerWordIndex, WORD_POSITIONS_LIMIT } from '../multi-search.js';
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

function plausiblePassword(v: string, user?: string): boolean {
  const lower = v.toLowerCase();
  return (
    !PLACEHOLDER_PASSWORDS.has(lower) &&
    lower !== user?.toLowerCase() &&
    !INDIRECT.test(v) &&
    !/[()[\]{}]/.test(v) &&
    !isPlaceholder(v) &&
    /[^A-Za-z]/.test(v)
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
    if (!mayHoldUrlCredentials(text)) return [];
    const out: Found[] = [];
    for (const m of allMatches(URL_CREDENTIALS, text)) {
      const user = m[1] ?? '';
      const pass = m[2] ?? '';
      if (!plausibleLoosely(decodeURIComponentSafe(pass), user)) continue;
      const start = m.index + m[0].indexOf(`:${pass}@`, m[0].indexOf('://') + 3) + 1;
      out.push({ start, end: start + pass.length, score: 0.85 });
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
      if (c === 0x2f || c <= 0x20) break;
    }
  }
  return false;
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

/** Finders that are code rather than a pattern. */
export const GENERIC_FINDERS: readonly Finder[] = [urlCredentials, keyedValue];

export const GENERIC_FINDER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'secret.url.credentials':
    'Password embedded in a URL (scheme://user:password@host); placeholders are spared',
  'secret.generic.keyed_value':
    'Value assigned to a key-ish name (api_key, secret, token, password, Bearer ...): passwords that are not ' +
    'placeholders or references; other values only when long and random-looking (entropy >= 3.5 bits/char)',
};
