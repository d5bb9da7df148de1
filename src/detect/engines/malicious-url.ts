import type { Hit } from '../types.js';
import { type Engine, hit, MAX_HITS_PER_ENGINE, type ScanContext } from './engine.js';
import { findUrls, parseUrl } from './url-scan.js';

/** TLDs with a high share of abuse in public phishing/malware feeds (Spamhaus, Interisle reports). */
const SUSPICIOUS_TLDS = new Set(
  'zip mov xyz top tk ml ga cf gq work click country kim men loan download racing review stream gdn bid win cam rest icu buzz monster cyou sbs cfd quest'.split(
    ' ',
  ),
);
/** Brands phishers put in sub-domains ("paypal.com.secure-login.top"). */
const BRANDS = [
  'paypal',
  'apple',
  'icloud',
  'microsoft',
  'office365',
  'outlook',
  'google',
  'amazon',
  'netflix',
  'facebook',
  'instagram',
  'coinbase',
  'binance',
  'metamask',
  'wellsfargo',
  'chase',
  'github',
  'openai',
];

const noisyOr = (scores: number[]) => 1 - scores.reduce((p, s) => p * (1 - s), 1);

/** Scores one URL; returns the signals that fired with their strength. */
export function urlSignals(raw: string): Array<[string, number]> {
  const signals: Array<[string, number]> = [];
  const lower = raw.toLowerCase();
  if (lower.startsWith('javascript:') || lower.startsWith('vbscript:')) return [['script_scheme', 0.95]];
  if (lower.startsWith('data:')) {
    const risky =
      /^data:(?:text\/html|application\/(?:x-)?javascript|image\/svg)/.test(lower) ||
      lower.includes(';base64');
    return [
      [
        'data_url',
        risky && !lower.startsWith('data:image/png') && !lower.startsWith('data:image/jpeg') ? 0.85 : 0.3,
      ],
    ];
  }
  const url = parseUrl(raw);
  if (url === undefined) return signals;
  const authority = raw.slice(raw.indexOf('://') + 3).split(/[/?#]/)[0] ?? '';
  if (url.password !== '') signals.push(['credentials_in_url', 0.8]);
  // "https://google.com@evil.example" shows a trusted name that is only the user part.
  else if (url.username !== '') signals.push(['userinfo_deception', url.username.includes('.') ? 0.85 : 0.5]);
  const host = url.hostname;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) {
    const metadata = host === '169.254.169.254' || host.startsWith('169.254.');
    const internal = /^(?:10\.|127\.|0\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/.test(host);
    signals.push(['ip_literal_host', metadata ? 0.9 : internal ? 0.6 : 0.7]);
  } else if (host.startsWith('[')) signals.push(['ipv6_literal_host', 0.6]);
  else if (/^(?:0x[0-9a-f]+|\d{8,10})$/i.test(authority.replace(/:\d+$/, '')))
    signals.push(['obfuscated_ip', 0.9]);
  if (hasNonAscii(authority)) signals.push(['non_ascii_host', mixedScript(authority) ? 0.9 : 0.7]);
  else if (host.split('.').some((l) => l.startsWith('xn--'))) signals.push(['punycode_host', 0.75]);
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (SUSPICIOUS_TLDS.has(tld)) signals.push(['suspicious_tld', 0.45]);
  const registrable = labels.slice(-2).join('.');
  const sub = labels.slice(0, -2).join('.');
  if (BRANDS.some((b) => sub.includes(b) && !registrable.includes(b)))
    signals.push(['brand_in_subdomain', 0.6]);
  return signals;
}

function hasNonAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return true;
  return false;
}

function mixedScript(s: string): boolean {
  return /[a-z]/i.test(s) && hasNonAscii(s);
}

/**
 * Malicious URLs: script and data URLs, credentials or deceptive user parts in the authority, IP
 * literal hosts (SSRF to metadata endpoints included), punycode and lookalike hosts, abused TLDs.
 */
export const maliciousUrlEngine: Engine = {
  id: 'malicious_url',
  version: '1.0.0',
  flags: ['MALICIOUS_URL'],
  description:
    'javascript:/data: URLs, credentials or deceptive user info in URLs, IP-literal and obfuscated IP hosts, ' +
    'punycode/confusable hosts, abused TLDs and brands in sub-domains.',
  run(ctx: ScanContext): Hit[] {
    const hits: Hit[] = [];
    // Long prompts repeat the same link (signatures, footers): parse each distinct URL once.
    const judged = new Map<string, Array<[string, number]>>();
    for (const view of ctx.input.views) {
      for (const u of findUrls(view.surface.text)) {
        if (hits.length >= MAX_HITS_PER_ENGINE) return hits;
        let signals = judged.get(u.url);
        if (signals === undefined) {
          signals = urlSignals(u.url);
          judged.set(u.url, signals);
        }
        if (signals.length === 0) continue;
        const strongest = signals.reduce((a, b) => (b[1] > a[1] ? b : a));
        hits.push(
          hit(
            `url.${strongest[0]}`,
            'MALICIOUS_URL',
            noisyOr(signals.map((s) => s[1])),
            view.surface.span(u.start, u.end),
          ),
        );
      }
    }
    return hits;
  },
};
