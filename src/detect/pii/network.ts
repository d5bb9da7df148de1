import { isIPv6 } from 'node:net';
import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { before, words } from './context.js';
import { numericMatches } from './windows.js';

const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/g;
const IPV6_CANDIDATE = /(?<![0-9A-Fa-f:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Fa-f:])/g;

/** Dotted quads after these words are versions or section numbers, not addresses. */
const NOT_ADDRESS = words([
  'version',
  'ver',
  'v',
  'release',
  'build',
  'chapter',
  'section',
  '§',
  'figure',
  'oid',
  'rule',
  'clause',
]);

/** IP addresses (personal data under GDPR); private and loopback ranges weigh less. */
export const ipAddress: Finder = {
  ruleId: 'pii.ip_address',
  entity: 'IP_ADDRESS',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of numericMatches(IPV4, text, 4)) {
      const o = [m[1], m[2], m[3], m[4]].map(Number);
      if (o.some((x) => x > 255)) continue;
      if (NOT_ADDRESS.test(before(text, m.index, 16)) || text.charAt(m.index - 1) === 'v') continue;
      const a = o[0] ?? 0;
      const b = o[1] ?? 0;
      const internal =
        a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
      out.push({ start: m.index, end: m.index + m[0].length, score: internal ? 0.45 : 0.65 });
    }
    // Cheap gate: an IPv6 address has "::" or at least two hex groups joined by colons.
    const v6 = text.includes('::') || hexColonGroups(text);
    for (const m of v6 ? allMatches(IPV6_CANDIDATE, text) : []) {
      if (m[0].length >= 6 && isIPv6(m[0]) && !/^[0-9]{1,2}:[0-9]{2}:[0-9]{2}$/.test(m[0]))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.6 });
    }
    return out;
  },
};

/**
 * Same answer as /[0-9A-Fa-f]:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]/.test(text), by indexOf over the
 * colons: a hex digit, a colon, 1-4 hex digits, a colon, a hex digit.
 */
function hexColonGroups(text: string): boolean {
  for (let p = text.indexOf(':'); p >= 0; p = text.indexOf(':', p + 1)) {
    if (!isHex(text.charCodeAt(p - 1))) continue;
    let n = 0;
    while (n < 5 && isHex(text.charCodeAt(p + 1 + n))) n++;
    if (n >= 1 && n <= 4 && text.charCodeAt(p + 1 + n) === 0x3a && isHex(text.charCodeAt(p + 2 + n)))
      return true;
  }
  return false;
}

const MAC =
  /(?<![0-9A-Fa-f:.-])(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![0-9A-Fa-f:.-])/g;

/** MAC addresses (IEEE 802 EUI-48): colon, hyphen or Cisco dotted notation; all-zero/broadcast spared. */
export const macAddress: Finder = {
  ruleId: 'pii.mac_address',
  entity: 'MAC_ADDRESS',
  flag: 'PII',
  find(text) {
    if (!mayHoldMac(text)) return [];
    const out: Found[] = [];
    for (const m of allMatches(MAC, text)) {
      const hex = m[0].replace(/[^0-9A-Fa-f]/g, '').toLowerCase();
      if (/^0+$|^f+$/.test(hex)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6 });
    }
    return out;
  },
};

const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);

/** Cheap gate: some "hh:hh:" or "hh-hh-" (or Cisco "hhhh.hhhh.") by indexOf, not a regex over the text. */
function mayHoldMac(text: string): boolean {
  for (const sep of [':', '-', '.']) {
    const width = sep === '.' ? 4 : 2;
    let seen = 0;
    for (let p = text.indexOf(sep); p >= 0 && seen < 5000; p = text.indexOf(sep, p + 1)) {
      seen++;
      let ok = text.charAt(p + width + 1) === sep;
      for (let k = 1; ok && k <= width; k++)
        ok = isHex(text.charCodeAt(p - k)) && isHex(text.charCodeAt(p + k));
      if (ok) return true;
    }
  }
  return false;
}
