import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Finder, Found } from '../engines/finder.js';
import { before, thingContext, words } from './context.js';
import { numericMatches } from './windows.js';

/** '@' signs examined per text: bounds work on inputs like "@@@@...". */
const MAX_AT_SIGNS = 2000;

const isLocalChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
  c === 0x2e ||
  c === 0x5f ||
  c === 0x25 ||
  c === 0x2b ||
  c === 0x2d;
const isDomainChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2e || c === 0x2d;

/** Email addresses, found by expanding around each '@' (no backtracking regex). */
export const email: Finder = {
  ruleId: 'pii.email',
  entity: 'EMAIL',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    let seen = 0;
    for (let at = text.indexOf('@'); at >= 0 && seen < MAX_AT_SIGNS; at = text.indexOf('@', at + 1)) {
      seen++;
      let s = at;
      while (s > 0 && at - s < 64 && isLocalChar(text.charCodeAt(s - 1))) s--;
      let e = at + 1;
      while (e < text.length && e - at < 255 && isDomainChar(text.charCodeAt(e))) e++;
      while (e > at + 1 && (text[e - 1] === '.' || text[e - 1] === '-')) e--;
      while (s < at && text[s] === '.') s++;
      const domain = text.slice(at + 1, e);
      const dot = domain.lastIndexOf('.');
      const tld = domain.slice(dot + 1);
      if (s < at && dot > 0 && /^[a-zA-Z]{2,24}$/.test(tld) && !domain.includes('..')) {
        out.push({ start: s, end: e, score: 0.9 });
      }
    }
    return out;
  },
};

const PHONE_RUN =
  /(?<![\w+.\-/])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,8}(?:[ .-]\d{1,8}){0,5}(?![\w\-/]|[.,]\d)/g;

const PHONE_WORDS = words([
  'phone',
  'tel',
  'tel.',
  'telephone',
  'mobile',
  'mobil',
  'cell',
  'call',
  'text me',
  'sms',
  'whatsapp',
  'fax',
  'contact',
  'reach me',
  'ring',
  'dial',
  'hotline',
  'telefon',
  'telefono',
  'teléfono',
  'téléphone',
  'tél',
  'móvil',
  'movil',
  'handy',
  'portable',
  'cellulare',
  'celular',
  'telefone',
  'telemóvel',
  'telemovel',
  'llámame',
  'llamame',
  'liga-me',
  'ligue',
  'ruf',
  'anrufen',
  'handynummer',
  'appelez',
  'appelle-moi',
  'chiamami',
  'bel me',
  'mobiel',
  'telefoon',
  'numéro',
  'número',
  'numero',
  'nummer',
]);

/** libphonenumber's verdicts on "+" numbers, by digits (a bounded cache: texts repeat numbers). */
const VERDICTS = new Map<string, 'valid' | 'possible' | 'impossible'>();
function plusNumberVerdict(s: string): 'valid' | 'possible' | 'impossible' {
  const key = s.replace(/[^\d+]/g, '');
  const known = VERDICTS.get(key);
  if (known) return known;
  const parsed = parsePhoneNumberFromString(s);
  const verdict = parsed?.isValid() ? 'valid' : parsed?.isPossible() ? 'possible' : 'impossible';
  if (VERDICTS.size >= 1024) VERDICTS.clear();
  VERDICTS.set(key, verdict);
  return verdict;
}

/** An extension after a number: "ext. 204", "x12", "#5", "poste 33", "Durchwahl -17", "int. 8". */
const EXTENSION =
  /^[ ,]{0,2}(?:ext\.?|extension|x|#|poste|Durchwahl|Nebenstelle|DW|int\.?|interno|ramal|toestel|wew\.?)[ .:-]{0,2}\d{1,6}(?!\d)/i;

const NANP = /^(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]\d{4}$/;
const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

/**
 * Phone numbers. The shape alone is weak evidence (part numbers, counts and spaced digit groups
 * share it): a "+" country code, North American grouping or a national trunk "0" raise the score,
 * a phone word before it ("tel", "mobile", "call") makes it likely, and a thing word ("SKU",
 * "order", "IMEI", "chapter") rules it out.
 */
export const phone: Finder = {
  ruleId: 'pii.phone',
  entity: 'PHONE',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of numericMatches(PHONE_RUN, text, 7)) {
      const s = m[0];
      const digits = s.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15 || DATE_LIKE.test(s)) continue;
      if (thingContext(text, m.index)) continue;
      const said = PHONE_WORDS.test(before(text, m.index, 32));
      const grouped = /[ .()-]/.test(s);
      let score: number;
      if (s.startsWith('+') && digits >= 8) score = 0.85;
      else if (NANP.test(s) || /^\(\d{2,5}\) ?\d/.test(s)) score = 0.75;
      else if (grouped && s.startsWith('0') && digits >= 10 && digits <= 11) score = 0.6;
      else if (grouped && digits >= 9) score = 0.4;
      else score = 0.3;
      if (said && digits >= 7) score = Math.max(score, 0.85);
      // libphonenumber's metadata: a "+" number valid for its country is a phone; one of a length
      // no number there has needs a phone word.
      // Parsing costs ~0.2 ms, so it runs only where it decides: a "+" number with no phone word.
      if (s.startsWith('+') && !said) {
        const verdict = plusNumberVerdict(s);
        if (verdict === 'valid') score = Math.max(score, 0.9);
        else if (verdict === 'impossible') score = Math.min(score, 0.45);
      }
      if (score < 0.5) continue;
      const ext = EXTENSION.exec(text.slice(m.index + s.length, m.index + s.length + 24));
      out.push({ start: m.index, end: m.index + s.length + (ext ? ext[0].length : 0), score });
    }
    return out;
  },
};

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{3,2000}/g;

const URL_AT = new RegExp(URL_RE.source, 'y');

/**
 * The matches of URL_RE, as a global scan finds them, tried (sticky) only where "http" or "www."
 * starts: every match starts so, and V8 would otherwise try the pattern at every word.
 */
function urlMatches(text: string): RegExpExecArray[] {
  const starts: number[] = [];
  for (const w of ['http', 'www.'])
    for (let p = text.indexOf(w); p >= 0; p = text.indexOf(w, p + 1)) starts.push(p);
  starts.sort((a, b) => a - b);
  const out: RegExpExecArray[] = [];
  let end = 0;
  for (const s of starts) {
    if (s < end) continue;
    URL_AT.lastIndex = s;
    const m = URL_AT.exec(text);
    if (m === null) continue;
    out.push(m);
    end = s + m[0].length;
    if (out.length >= 256) break;
  }
  return out;
}

/** Hosts whose one-segment paths are people's profiles ("twitter.com/jdoe"), `www.`/`m.` stripped. */
const PROFILE_HOSTS = new Set([
  'twitter.com',
  'x.com',
  'instagram.com',
  'facebook.com',
  'github.com',
  'gitlab.com',
  'threads.net',
  'vk.com',
  'flickr.com',
  'pinterest.com',
  'soundcloud.com',
]);
/** First path segments of those hosts that are pages of the site, not people. */
const SITE_PAGES = new Set(
  (
    'about login logout signup join explore settings search home help features pricing topics marketplace orgs ' +
    'organizations sponsors issues pulls notifications share intent hashtag i privacy tos terms policies legal watch ' +
    'pages groups events reel reels p stories docs blog en new trending collections enterprise security site apps ' +
    'status contact jobs careers business developers api download downloads press media public'
  ).split(' '),
);
/** Query and fragment parameters that carry a person's data ("?email=", "&name=", "?user_id="). */
const PERSONAL_PARAMS = new Set(
  (
    'email e-mail mail emailaddress email_address phone phone_number phonenumber tel mobile msisdn name fullname ' +
    'full_name first_name firstname last_name lastname surname given_name family_name address street zip zipcode ' +
    'postcode postal_code dob birthdate birthday date_of_birth ssn user username user_name login user_id userid uid ' +
    'customer_id customerid patient patient_id member_id account_id'
  ).split(' '),
);
/** Parameters that carry a credential or a session ("?access_token=", "#id_token=", "&sig="). */
const SECRET_PARAMS = new Set(
  (
    'token access_token id_token refresh_token auth auth_token authorization api_key apikey key secret client_secret ' +
    'password passwd pwd pass session sessionid session_id sid sig signature code otp x-amz-signature x-amz-credential'
  ).split(' '),
);

/** A placeholder for a value: "{email}", "<token>", "${TOKEN}", "%(name)s", "%s", "xxxx". */
const TEMPLATE_VALUE = /^(?:[{<].*|\$\{?\w*\}?|%\(\w+\)s|%s|x+)$/i;

/** How far a URL is personal data: a profile or personal/credential parameters (0.7, 0.75), else 0.45. */
function urlScore(url: string): number {
  const scheme = url.indexOf('://');
  const rest = scheme >= 0 ? url.slice(scheme + 3) : url;
  const cut = rest.search(/[/?#]/);
  let host = (cut < 0 ? rest : rest.slice(0, cut)).toLowerCase();
  if (host.includes('@') || host.includes(':') || /^(?:www|m|mobile)\./.test(host))
    host = host
      .replace(/^[^@]*@/, '')
      .replace(/:\d+$/, '')
      .replace(/^(?:www|m|mobile)\./, '');
  const tail = cut < 0 ? '' : rest.slice(cut);
  const q = tail.search(/[?#]/);
  const path = q < 0 ? tail : tail.slice(0, q);
  let score = 0.45;
  for (const pair of q < 0 ? [] : tail.slice(q + 1).split(/[&;#?]/)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).toLowerCase();
    const value = pair.slice(eq + 1);
    // An empty, templated or one-character value carries nothing ("?email=", "?token={token}").
    if (value.length < 2 || TEMPLATE_VALUE.test(value)) continue;
    // An OAuth code is long; a shorter "code" is a promotion or a country.
    if (SECRET_PARAMS.has(name) && value.length >= (name === 'code' ? 16 : 8)) score = Math.max(score, 0.75);
    else if (PERSONAL_PARAMS.has(name)) score = Math.max(score, 0.7);
  }
  // An e-mail address percent-encoded in the URL ("jane%40example.com") is not seen by the email finder.
  if (tail.includes('%40') && /[\w.+-]%40[a-z0-9-]+\.[a-z]{2,}/i.test(tail)) score = Math.max(score, 0.7);
  return Math.max(score, profileScore(host, path));
}

/** 0.7 for a person's profile or home page: LinkedIn "/in/", "/@user", "/~user", "/user/", one-segment profiles. */
function profileScore(host: string, path: string): number {
  const segments = path.split('/').filter((x) => x !== '');
  const first = segments[0] ?? '';
  if (host.endsWith('linkedin.com') && (first === 'in' || first === 'pub') && segments.length >= 2)
    return 0.7;
  if (
    (host === 'reddit.com' || host.endsWith('.reddit.com')) &&
    (first === 'user' || first === 'u') &&
    segments.length >= 2
  )
    return 0.7;
  // Mastodon, YouTube, Medium, TikTok handles and university home pages.
  if (/^[@~][\w.-]{2,}$/.test(first)) return 0.7;
  if (
    PROFILE_HOSTS.has(host) &&
    segments.length === 1 &&
    /^[\w.-]{2,}$/.test(first) &&
    !SITE_PAGES.has(first.toLowerCase())
  )
    return 0.7;
  if (host === 't.me' && segments.length === 1 && /^\w{5,}$/.test(first)) return 0.7;
  return 0;
}

/**
 * Web addresses. A URL is personal data when it names a person (a profile on a social or
 * professional network, a "/@user" or "/~user" page) or carries a person's data or a credential
 * in its query or fragment ("?email=", "?name=", "?user_id=", "#access_token="): those score 0.7
 * to 0.75 and raise PII. Other URLs (documentation, products, searches) score 0.45: reported, and
 * masked only when a policy names URL. An address the email finder sees inside a URL is reported
 * as the EMAIL (0.9), which wins the overlap.
 */
export const url: Finder = {
  ruleId: 'pii.url',
  entity: 'URL',
  flag: 'PII',
  find(text) {
    if (!text.includes('http') && !text.includes('www.')) return [];
    return urlMatches(text).map((m) => {
      let end = m.index + m[0].length;
      while (end > m.index && /[.,;:!?)\]}]/.test(text.charAt(end - 1))) end--;
      return { start: m.index, end, score: urlScore(text.slice(m.index, end)) };
    });
  },
};
