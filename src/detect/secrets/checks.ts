/** Checks that documented token formats carry beyond their shape. */

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** CRC-32 (IEEE 802.3) of an ASCII string. */
export function crc32(s: string): number {
  let c = -1;
  for (let i = 0; i < s.length; i++) c = (CRC_TABLE[(c ^ s.charCodeAt(i)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `n` in base 62, left-padded with '0' to `width`. */
export function base62(n: number, width: number): string {
  let s = '';
  for (let v = n; v > 0; v = Math.floor(v / 62)) s = BASE62[v % 62] + s;
  return s.padStart(width, '0');
}

/**
 * GitHub and npm tokens end in a 6-character base62 CRC32 of the random part: a token that
 * passes is almost surely issued; one that fails is almost surely made up (or mistyped).
 */
export function crcSuffixValid(token: string, prefixLength: number): boolean {
  const body = token.slice(prefixLength, token.length - 6);
  return base62(crc32(body), 6) === token.slice(token.length - 6);
}

/** Decodes base64 or base64url text; null when it is not valid. */
export function decodeBase64(s: string): string | null {
  const std = s.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(std)) return null;
  return Buffer.from(std, 'base64').toString('utf8');
}

/** A JWT whose header decodes to a JSON object naming an algorithm ("alg"). */
export function jwtHeaderValid(token: string): boolean {
  const header = decodeBase64(token.slice(0, token.indexOf('.')));
  if (header === null) return false;
  try {
    const parsed: unknown = JSON.parse(header);
    return typeof parsed === 'object' && parsed !== null && 'alg' in parsed;
  } catch {
    return false;
  }
}

/** A JWT's payload (second part) decodes to a JSON object: claims, not random base64 after "eyJ". */
export function jwtPayloadValid(token: string): boolean {
  const parts = token.split('.');
  const payload = parts[1] === undefined ? null : decodeBase64(parts[1]);
  if (payload === null) return false;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Score `strong` when `ok`, else `weak`: for checksums that real tokens pass and guesses fail. */
export function checked(ok: boolean, strong: number, weak: number): number {
  return ok ? strong : weak;
}
