import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Directory of the generated fixtures (see test/fixtures/artifacts/generate.py). */
export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'artifacts');

/** One manifest row: what scanning the file must produce. */
export interface FixtureExpectation {
  action: 'ALLOW' | 'BLOCK';
  flags: string[];
  detail?: string;
  member?: string;
  format?: string;
  strictAction?: 'ALLOW' | 'BLOCK';
  note?: string;
  /** Issue 11's bypass class (1-7) and container variant, for the class x variant matrix. */
  class?: number;
  variant?: string;
  /** A benign file of the same variant. */
  counterpart?: string;
}

export function loadManifest(): Record<string, FixtureExpectation> {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    FixtureExpectation
  >;
}

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURE_DIR, name)));
}

/** Yields `bytes` in chunks of the given sizes (cycled), e.g. [1] for one byte at a time. */
export async function* chunked(
  bytes: Uint8Array,
  sizes: number[] = [bytes.length || 1],
): AsyncGenerator<Uint8Array> {
  let at = 0;
  let i = 0;
  while (at < bytes.length) {
    const size = Math.max(1, sizes[i % sizes.length] ?? 1);
    yield bytes.slice(at, at + size);
    at += size;
    i += 1;
  }
}

/** Deterministic pseudo-random chunk sizes in [1, max]. */
export function randomSizes(seed: number, count: number, max: number): number[] {
  let state = seed >>> 0 || 1;
  const sizes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    sizes.push(((state >>> 0) % max) + 1);
  }
  return sizes;
}

/** Deterministic xorshift in [0, 1): the fuzz and robustness tests' mutations. */
export function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}
