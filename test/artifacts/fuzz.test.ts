import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { OPCODES } from '../../src/artifacts/pickle/opcodes.js';
import { chunked, fixture, loadManifest, randomSizes, rng } from './fixtures.js';

/** Bounded fuzzing: mutated fixtures must yield a report (never a throw or a hang) of bounded size. */

const OPCODE_BYTES = OPCODES.flatMap((op) => (op === undefined ? [] : [op.code]));
const PICKLE_LIKE = /\.(pkl|pt|joblib|npy|npz|bin)$/;

type Mutation = (bytes: Uint8Array, random: () => number) => Uint8Array;

const at = (bytes: Uint8Array, random: () => number) => Math.floor(random() * (bytes.length + 1));

const MUTATIONS: Record<string, Mutation> = {
  bitFlips(bytes, random) {
    const out = bytes.slice();
    const flips = 1 + Math.floor(random() * 8);
    for (let i = 0; i < flips && out.length > 0; i += 1) {
      const i8 = Math.floor(random() * out.length);
      out[i8] = (out[i8] ?? 0) ^ (1 << Math.floor(random() * 8));
    }
    return out;
  },
  truncation(bytes, random) {
    return bytes.slice(0, at(bytes, random));
  },
  opcodeInsertion(bytes, random) {
    const pos = at(bytes, random);
    const op = OPCODE_BYTES[Math.floor(random() * OPCODE_BYTES.length)] ?? 0x2e;
    // An opcode followed by arbitrary argument bytes (huge FRAME / memo indices / lengths included).
    const arg = Array.from({ length: Math.floor(random() * 9) }, () => Math.floor(random() * 256));
    const out = new Uint8Array(bytes.length + 1 + arg.length);
    out.set(bytes.subarray(0, pos), 0);
    out[pos] = op;
    out.set(arg, pos + 1);
    out.set(bytes.subarray(pos), pos + 1 + arg.length);
    return out;
  },
  sliceDuplication(bytes, random) {
    const from = at(bytes, random);
    const to = Math.min(bytes.length, from + Math.floor(random() * 64));
    const slice = bytes.subarray(from, to);
    const times = 1 + Math.floor(random() * 50);
    const parts = [bytes.subarray(0, to), ...Array.from({ length: times }, () => slice), bytes.subarray(to)];
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let o = 0;
    for (const p of parts) {
      out.set(p, o);
      o += p.length;
    }
    return out;
  },
};

/** Mutants per mutation kind; raise it for a longer run (VGATE_FUZZ_ROUNDS=2000). */
const ROUNDS = Number(process.env['VGATE_FUZZ_ROUNDS'] ?? 150);
/** No single mutant may take longer than this (a hang shows up here, not as a test timeout). */
const MAX_MUTANT_MS = 3_000;

describe('fuzzing the artifact scanner (bounded)', () => {
  const names = Object.keys(loadManifest()).filter((n) => PICKLE_LIKE.test(n));

  for (const [label, mutate] of Object.entries(MUTATIONS)) {
    it(
      `${label}: every mutant yields a bounded report`,
      async () => {
        const random = rng(label.length * 7919);
        let slowest = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          const name = names[Math.floor(random() * names.length)] ?? 'empty.bin';
          const bytes = mutate(fixture(name), random);
          for (const strict of [false, true]) {
            const started = performance.now();
            const report = await scanArtifact(chunked(bytes, randomSizes(round + 1, 16, 257)), {
              filenameHint: name,
              strict,
            });
            expect(['ALLOW', 'BLOCK'], name).toContain(report.action);
            expect(report.bytesScanned, name).toBe(bytes.length);
            expect(report.findings.length).toBeLessThanOrEqual(201);
            expect(JSON.stringify(report).length).toBeLessThan(256 * 1024);
            const took = performance.now() - started;
            slowest = Math.max(slowest, took);
            expect(took, `${name} round ${round}`).toBeLessThan(MAX_MUTANT_MS);
          }
        }
        if (process.env['VGATE_FUZZ_ROUNDS'])
          console.log(`${label}: ${ROUNDS} mutants x 2 policies, slowest ${slowest.toFixed(0)} ms`);
      },
      Math.max(120_000, ROUNDS * 800),
    );
  }

  it('never lets a mutated exploit pass silently when its dangerous import survives intact', async () => {
    const random = rng(99);
    const exploit = fixture('frame_hidden_os_system.pkl');
    for (let round = 0; round < 200; round += 1) {
      const bytes = MUTATIONS.opcodeInsertion?.(exploit, random) ?? exploit;
      const report = await scanArtifact(chunked(bytes), { filenameHint: 'x.pkl' });
      // Whatever the insertion broke, the report must never be a clean ALLOW with no findings.
      if (report.action === 'ALLOW') expect(report.findings.length, `round ${round}`).toBeGreaterThan(0);
    }
  });
});
