/** Check digits of national identifiers, each as its issuer documents it. Inputs are compact. */

const digitsOf = (s: string) => [...s].map((c) => c.charCodeAt(0) - 48);

/** Weighted sum of the first `weights.length` digits. */
function weighted(s: string, weights: readonly number[]): number {
  const d = digitsOf(s);
  return weights.reduce((sum, w, i) => sum + w * (d[i] ?? 0), 0);
}

/** A date YYMMDD (any century) that exists on the calendar; month offsets (PESEL, RRN) removed by the caller. */
export function plausibleDate(yy: number, mm: number, dd: number): boolean {
  return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31 && yy >= 0 && yy <= 99;
}

/** ISO 7064 MOD 11,10 (German tax id, Croatian OIB). */
export function mod11_10(s: string): boolean {
  let p = 10;
  const d = digitsOf(s);
  for (let i = 0; i < d.length - 1; i++) {
    let t = ((d[i] ?? 0) + p) % 10;
    if (t === 0) t = 10;
    p = (t * 2) % 11;
  }
  return (11 - p) % 10 === d[d.length - 1];
}

/** Netherlands BSN "11-proof": weights 9..2 and -1 on the last digit, sum divisible by 11. */
export const bsnValid = (s: string) =>
  s.length === 9 && (weighted(s, [9, 8, 7, 6, 5, 4, 3, 2]) - (s.charCodeAt(8) - 48)) % 11 === 0;

/** Poland PESEL: weights 1,3,7,9 repeating; check = (10 - sum mod 10) mod 10. */
export const peselValid = (s: string) =>
  (10 - (weighted(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === s.charCodeAt(10) - 48 &&
  plausibleDate(0, Number(s.slice(2, 4)) % 20, Number(s.slice(4, 6)));

/** Korea resident registration number: weights 2..9,2..5; check = (11 - sum mod 11) mod 10. */
export const krRrnValid = (s: string) =>
  (11 - (weighted(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === s.charCodeAt(12) - 48;

/** Türkiye T.C. Kimlik No: two check digits over the first nine and ten digits. */
export function tcKimlikValid(s: string): boolean {
  const d = digitsOf(s);
  if (d.length !== 11 || d[0] === 0) return false;
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d10 === d[9] && d11 === d[10];
}

/** Australia TFN: weights 1,4,3,7,5,8,6,9,10 sum divisible by 11. */
export const tfnValid = (s: string) => s.length === 9 && weighted(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;

/** Australia Medicare: first digit 2-6, check digit 9 = weights 1,3,7,9,1,3,7,9 mod 10. */
export const medicareValid = (s: string) =>
  /^[2-6]\d{9,10}$/.test(s) && weighted(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === s.charCodeAt(8) - 48;

/** UK NHS number: weights 10..2, check = 11 - sum mod 11 (10 is never issued). */
export function nhsValid(s: string): boolean {
  const c = 11 - (weighted(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return s.length === 10 && c !== 10 && (c === 11 ? 0 : c) === s.charCodeAt(9) - 48;
}

/** France NIR (INSEE): key = 97 - (13-digit number mod 97); Corsica 2A/2B count as 19/18. */
export function nirValid(s: string): boolean {
  const body = s.slice(0, 13).replace('2A', '19').replace('2B', '18');
  return 97 - Number(BigInt(body) % 97n) === Number(s.slice(13));
}

/** Belgium national number: 97 - (first 9 digits mod 97), with "2" prefixed for births from 2000. */
export function beValid(s: string): boolean {
  const check = Number(s.slice(9));
  const n = BigInt(s.slice(0, 9));
  return 97 - Number(n % 97n) === check || 97 - Number((2000000000n + n) % 97n) === check;
}

/** Sweden personnummer: Luhn over the 10 digits YYMMDDNNNC. Finland HETU: mod-31 check character. */
export function hetuValid(id: string): boolean {
  // The "-" century sign may have been removed with the other separators.
  const s = id.length === 10 ? `${id.slice(0, 6)}-${id.slice(6)}` : id;
  const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(s);
  if (!m) return false;
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(`${m[1]}${m[2]}`) % 31] === m[3];
}

/** Italy codice fiscale: the last letter checks the first 15 characters (odd/even tables). */
export function codiceFiscaleValid(s: string): boolean {
  const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s.charCodeAt(i);
    const v = c >= 65 ? c - 65 : c - 48;
    sum += i % 2 === 0 ? (ODD[v] ?? 0) : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

/** Ireland PPS number: weights 8..2 (+9 for a second letter), mod 23 letter. */
export function ppsValid(s: string): boolean {
  const m = /^(\d{7})([A-W])([A-IW]?)$/.exec(s);
  if (!m) return false;
  const second = m[3] ? (m[3] === 'W' ? 0 : m[3].charCodeAt(0) - 64) * 9 : 0;
  const r = (weighted(m[1] ?? '', [8, 7, 6, 5, 4, 3, 2]) + second) % 23;
  return 'WABCDEFGHIJKLMNOPQRSTUV'[r] === m[2];
}

/** Czech/Slovak birth number: the 10-digit form is divisible by 11 (or its mod-11 remainder 10 ends in 0). */
export function rodneCisloValid(s: string): boolean {
  if (s.length !== 10) return false;
  const n = BigInt(s);
  const r = Number(BigInt(s.slice(0, 9)) % 11n);
  return n % 11n === 0n || (r === 10 && s.endsWith('0'));
}

/** Romania CNP: weights 279146358279, check = sum mod 11 (10 becomes 1). */
export function cnpValid(s: string): boolean {
  const r = weighted(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (r === 10 ? 1 : r) === s.charCodeAt(12) - 48;
}

/** Bulgaria EGN: weights 2,4,8,5,10,9,7,3,6; check = sum mod 11 (10 becomes 0). */
export const egnValid = (s: string) =>
  (weighted(s, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === s.charCodeAt(9) - 48;

/** Estonia/Lithuania personal code: two-stage mod-11 weights. */
export function isikukoodValid(s: string): boolean {
  let r = weighted(s, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (r === 10) r = (weighted(s, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11) % 10;
  return r === s.charCodeAt(10) - 48;
}

/** Slovenia EMŠO: weights 7654327654 32, check = 11 - sum mod 11 (11 becomes 0). */
export function emsoValid(s: string): boolean {
  const c = 11 - (weighted(s, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return (c === 11 ? 0 : c) === s.charCodeAt(12) - 48;
}

/** Norway fødselsnummer: two mod-11 check digits. */
export function fnrValid(s: string): boolean {
  const k1 = 11 - (weighted(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11);
  const k2 = 11 - (weighted(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return (k1 === 11 ? 0 : k1) === s.charCodeAt(9) - 48 && (k2 === 11 ? 0 : k2) === s.charCodeAt(10) - 48;
}

/** Portugal NIF: weights 9..2, check = 11 - sum mod 11 (10 and 11 become 0). */
export function nifPtValid(s: string): boolean {
  const c = 11 - (weighted(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (c >= 10 ? 0 : c) === s.charCodeAt(8) - 48;
}

/** Hungary TAJ: weights 3,7 alternating, mod 10. */
export const tajValid = (s: string) => weighted(s, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === s.charCodeAt(8) - 48;

/** Austria social insurance number: check digit (4th) = weights 3,7,9,_,5,8,4,2,1,6 mod 11. */
export function svnrValid(s: string): boolean {
  const w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];
  return s.length === 10 && weighted(s, w) % 11 === s.charCodeAt(3) - 48;
}

/** Latvia personal code (old form DDMMYY-CNNNN): weights 1,6,3,7,9,10,5,8,4,2; check = (1101 - sum) mod 11. */
export const lvValid = (s: string) =>
  ((1101 - weighted(s, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11) % 10 === s.charCodeAt(10) - 48;

/** Korea RRN check digit (numbers issued before the October 2020 reform): weights 2-9, 2-5, mod 11. */
export function rrnCheckValid(s: string): boolean {
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(s[i]) * (w[i] ?? 0);
  return (11 - (sum % 11)) % 10 === Number(s[12]);
}

/** Australian Business Number: subtract 1 from the first digit, weights 10,1,3,...,19, mod 89. */
export function abnValid(s: string): boolean {
  if (s.length !== 11 || s[0] === '0') return false;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (Number(s[i]) - (i === 0 ? 1 : 0)) * (w[i] ?? 0);
  return sum % 89 === 0;
}

/** Australian Company Number: weights 8..1 over the first 8 digits, check = (10 - sum mod 10) mod 10. */
export function acnValid(s: string): boolean {
  if (s.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(s[i]) * (8 - i);
  return (10 - (sum % 10)) % 10 === Number(s[8]);
}
