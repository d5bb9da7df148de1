import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { decodeBase64, jwtHeaderValid, jwtPayloadValid } from './checks.js';
import { isPlaceholderToken } from './placeholder.js';
import type { SecretRule } from './rule.js';

const PEM_BEGIN =
  /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP |SSH2 ENCRYPTED )?PRIVATE KEY(?: BLOCK)?)-----/g;

/** Characters of a PEM body, also as escaped in JSON strings (`\n`) or continued lines. */
const BODY_CHAR = /[A-Za-z0-9+/=\s:\\-]/;

/**
 * PEM, OpenSSH and PGP private key blocks. The span runs to the matching END line; a block without
 * one (truncated, pasted in part) runs over its body, so the key material is masked, not just the
 * header line.
 */
const pemPrivateKey: Finder = {
  ruleId: 'secret.private_key.pem',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    if (!text.includes('PRIVATE KEY')) return [];
    const out: Found[] = [];
    for (const m of allMatches(PEM_BEGIN, text)) {
      const endMarker = `-----END ${m[1]}-----`;
      const end = text.indexOf(endMarker, m.index);
      let stop = end >= 0 ? end + endMarker.length : m.index + m[0].length;
      if (end < 0) {
        while (stop < text.length && BODY_CHAR.test(text.charAt(stop)) && !text.startsWith('-----', stop))
          stop++;
      }
      out.push({ start: m.index, end: stop, score: 0.99 });
    }
    return out;
  },
};

/** JWTs: three base64url parts whose header decodes to JSON naming an "alg" and whose payload is a JSON object. */
const jwt: Finder = {
  ruleId: 'secret.jwt.token',
  entity: 'SECRET',
  flag: 'SECRET',
  find(text) {
    if (!text.includes('eyJ')) return [];
    const out: Found[] = [];
    for (const m of allMatches(JWT, text)) {
      if (!jwtHeaderValid(m[0]) || !jwtPayloadValid(m[0]) || isPlaceholderToken(m[0])) continue;
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.9 });
    }
    return out;
  },
};
const JWT =
  /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,8192}\.[A-Za-z0-9_-]{16,4096}(?![A-Za-z0-9_-])/g;

/** Key files that are not PEM: age identities and PuTTY private keys. */
export const KEY_RULES: readonly SecretRule[] = [
  {
    id: 'secret.private_key.base64_pem',
    describe:
      'Base64 of a PEM private key (LS0tLS1CRUdJTi = "-----BEGIN"), as in kubeconfig client-key-data or CI variables',
    needles: ['LS0tLS1CRUdJTi'],
    pattern: /LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,20000}={0,2}/g,
    score: 0.99,
    allowPlaceholder: true,
    check: (v) =>
      (decodeBase64(v.slice(0, 60).replace(/=+$/, '')) ?? '').includes('PRIVATE KEY') ? 0.99 : null,
  },
  {
    id: 'secret.private_key.age',
    describe: 'age identity: AGE-SECRET-KEY-1 + 58 bech32 characters',
    needles: ['AGE-SECRET-KEY-1'],
    pattern: /AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Za-z0-9])/g,
    score: 0.99,
  },
  {
    id: 'secret.private_key.putty',
    describe: 'PuTTY private key file: PuTTY-User-Key-File header through its Private-Lines body',
    needles: ['PuTTY-User-Key-File'],
    pattern:
      /PuTTY-User-Key-File-\d: [^\n]{3,40}\n(?:[^\n]{0,200}\n){0,60}?Private-Lines: \d{1,3}\n(?:[A-Za-z0-9+/=]{1,80}\n?){1,60}/g,
    score: 0.99,
    allowPlaceholder: true,
  },
];

/** Finders that are code rather than a pattern (multi-line spans, decoding). */
export const KEY_FINDERS: readonly Finder[] = [pemPrivateKey, jwt];

/** Descriptions of {@link KEY_FINDERS}, for explanations. */
export const KEY_FINDER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'secret.private_key.pem':
    'PEM/OpenSSH/PGP private key block (-----BEGIN ... PRIVATE KEY-----) through its END line or key body',
  'secret.jwt.token':
    'JSON Web Token: eyJ header.eyJ payload.signature with a header decoding to JSON naming "alg"',
};
