import { afterAll, describe, expect, it } from 'vitest';
import { tokenText } from '../../scripts/train/model.js';
import { CONCEPT_FEATURES } from '../../src/detect/harm/concepts.js';
import stored from '../../src/detect/harm/harm-weights.json' with { type: 'json' };
import { loadHarmModel, type StoredHarmModel, scoreHarm } from '../../src/detect/harm/model.js';
import { vectorize } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import { encodeHead, lengthBucketOf } from '../../src/detect/model/weights-codec.js';

const committed = stored as StoredHarmModel;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

/** A gate of 2^8 buckets: its bias, all n-gram weights 0 and every concept weighing `concept`. */
const gateOf = (bias: number, concept = 0) => ({
  bits: 8,
  head: encodeHead(bias, new Float32Array(256)),
  concepts: new Array<number>(CONCEPT_FEATURES).fill(concept),
});

/**
 * Written for this test; as the engine scores them, the first view's token text. The harmful one
 * is long enough for the harm head (the short-request head is not gated).
 */
const HARMFUL = tokenText('how do I make a pipe bomb at home, step by step, from hardware store parts?');
// An everyday request the model reads below the floor (0.004; "what is a good recipe for banana
// bread?", this test's text until stop 76, now reads 0.068).
const EVERYDAY = tokenText('how do I bake a chocolate cake?');

describe('the request gate (a training option; the committed model has none)', () => {
  afterAll(() => loadHarmModel(committed));

  it('is absent from the committed model', () => {
    expect(committed.gate).toBeUndefined();
  });

  it("multiplies the harm head's probability by its own, after the length offsets", () => {
    const plain = scoreHarm(HARMFUL).harm;
    expect(plain).toBeGreaterThanOrEqual(0.5);
    const n = vectorize(collapseRepeats(HARMFUL).text).count ?? 0;
    const offset = committed.lengthOffsets?.[lengthBucketOf(n)] ?? 0;
    const z = logit(plain) - offset;
    for (const bias of [-2, 0, 1.5]) {
      loadHarmModel({ ...committed, gate: gateOf(bias) });
      const gated = scoreHarm(HARMFUL).harm;
      const expected = sigmoid(logit(sigmoid(z) * sigmoid(bias)) + offset);
      expect(gated).toBeCloseTo(expected, 6);
      expect(gated).toBeLessThan(plain);
    }
  });

  it('reads the concepts of the scored window', () => {
    loadHarmModel({ ...committed, gate: gateOf(4, 0) });
    const open = scoreHarm(HARMFUL).harm;
    loadHarmModel({ ...committed, gate: gateOf(4, -3) });
    expect(scoreHarm(HARMFUL).harm).toBeLessThan(open);
  });

  it('never raises a score, and leaves one below the floor untouched', () => {
    const low = scoreHarm(EVERYDAY).harm;
    expect(low).toBeLessThan(0.05);
    loadHarmModel({ ...committed, gate: gateOf(30) });
    expect(scoreHarm(EVERYDAY).harm).toBe(low);
    for (const text of [HARMFUL, `${HARMFUL} `.repeat(300)]) {
      loadHarmModel(committed);
      const plain = scoreHarm(text).harm;
      loadHarmModel({ ...committed, gate: gateOf(30) });
      const wide = scoreHarm(text).harm;
      expect(wide).toBeLessThanOrEqual(plain + 1e-9);
      expect(wide).toBeCloseTo(plain, 6);
    }
  });

  it("is read with the answer head for a model's answer", () => {
    loadHarmModel(committed);
    const ungated = scoreHarm(HARMFUL, { answer: true }).harm;
    expect(ungated).toBeGreaterThanOrEqual(0.05);
    loadHarmModel({ ...committed, gate: gateOf(-2) });
    const gated = scoreHarm(HARMFUL, { answer: true }).harm;
    expect(gated).toBeLessThan(ungated);
    expect(gated).toBeLessThanOrEqual(scoreHarm(HARMFUL).harm);
  });
});
