import { base62, crc32 } from '../../../src/detect/secrets/checks.js';

/** A small seeded PRNG (mulberry32): the labelled sets are the same on every run. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)] as T;
  }
  chars(alphabet: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
  digits(n: number): string {
    return this.chars(DIGITS, n);
  }
}

export const DIGITS = '0123456789';
export const HEX = '0123456789abcdef';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const B62 = DIGITS + UPPER + LOWER;
export const B64 = `${B62}+/`;
export const B64URL = `${B62}-_`;

/** A token with a valid GitHub/npm style CRC32 suffix. */
export function withCrc(r: Rng, prefix: string): string {
  const body = r.chars(B62, 30);
  return `${prefix}${body}${base62(crc32(body), 6)}`;
}
