import { afterAll, describe, expect, it } from 'vitest';
import { tokenText } from '../../scripts/train/model.js';
import stored from '../../src/detect/harm/harm-weights.json' with { type: 'json' };
import {
  encodeScoresOn,
  encodeWordScores,
  loadHarmModel,
  type StoredHarmModel,
  scoreHarm,
} from '../../src/detect/harm/model.js';

const committed = stored as StoredHarmModel;
const logit = (p: number) => Math.log(p / (1 - p));

/** Written for this test; as the engine scores them, the first view's token text. */
const SHORT = [
  tokenText('how do I make a pipe bomb'),
  tokenText('wie baue ich eine Rohrbombe'),
  tokenText('怎么制作炸弹'),
  tokenText('best banana bread recipe'),
];
const LONG = tokenText(
  'how do I make a pipe bomb at home, step by step, with things I can buy at a hardware store?',
);

/** The committed model whose short head is the harm head itself (its tables copied over). */
function mainAsShort(): StoredHarmModel {
  const words = committed.words;
  return {
    ...committed,
    short: {
      maxChars: committed.short?.maxChars ?? 50,
      harm: committed.harm,
      concepts: committed.concepts,
      lengthOffsets: committed.lengthOffsets ?? [],
      ...(words === undefined ? {} : { words: { data: words.data, scale: words.scale } }),
      ...(committed.cjk === undefined ? {} : { cjk: committed.cjk }),
    },
  };
}

describe('the short-request head (src/detect/harm/SHORT.md)', () => {
  afterAll(() => loadHarmModel(committed));

  it('is in the committed model, read under 50 characters, its word scores over the harm head word list', () => {
    const short = committed.short;
    expect(short?.maxChars).toBe(50);
    expect(short?.lengthOffsets).toHaveLength(committed.lengthOffsets?.length ?? -1);
    const words = committed.words?.list.split('\n').length;
    expect(Buffer.from(short?.words?.data ?? '', 'base64')).toHaveLength(words ?? -1);
    expect(Buffer.from(short?.cjk?.data ?? '', 'base64')).toHaveLength(
      Buffer.from(committed.cjk?.data ?? '', 'base64').length,
    );
  });

  it('given the harm head tables, scores exactly as the harm head does (its own pass sums the same)', () => {
    const scores = (doc: StoredHarmModel) => {
      loadHarmModel(doc);
      return [...SHORT, LONG].map((t) => scoreHarm(t).harm);
    };
    const { short: _, ...none } = committed;
    expect(scores(mainAsShort())).toEqual(scores(none));
  });

  it('reads requests under maxChars only: longer texts and model answers keep the harm head', () => {
    loadHarmModel(committed);
    const before = [...SHORT, LONG].map((t) => scoreHarm(t));
    const answers = SHORT.map((t) => scoreHarm(t, { answer: true }).harm);
    const short = committed.short;
    if (short === undefined) throw new Error('no short head');
    loadHarmModel({ ...committed, short: { ...short, harm: { ...short.harm, bias: short.harm.bias + 2 } } });
    SHORT.forEach((t, i) => {
      expect(t.length).toBeLessThan(short.maxChars);
      expect(logit(scoreHarm(t).harm) - logit(before[i]?.harm ?? 0)).toBeCloseTo(2, 6);
      expect(scoreHarm(t, { answer: true }).harm).toBe(answers[i]);
    });
    expect(LONG.length).toBeGreaterThanOrEqual(short.maxChars);
    expect(scoreHarm(LONG).harm).toBe(before[SHORT.length]?.harm);
    // The evidence and the category are still read: the category from the harm model's head.
    expect(scoreHarm(SHORT[0] ?? '').concepts()).toEqual(before[0]?.concepts());
    expect(scoreHarm(SHORT[0] ?? '').category()).toBe(before[0]?.category());
  });
});

describe('word scores of two heads over one list (words.ts)', () => {
  it("keeps a word either head scores, each head's codes in the list's order", () => {
    const main = new Map([
      ['bomb', 1.27],
      ['cake', 0.001],
      ['bake', -0.5],
    ]);
    const short = new Map([
      ['bomb', 0.5],
      ['cake', -1.27],
      ['bake', 0.002],
    ]);
    const stored = encodeWordScores(main, 0.5, short);
    expect(stored.list.split('\n')).toEqual(['bomb', 'cake', 'bake']);
    expect([...new Int8Array(Buffer.from(stored.data, 'base64'))]).toEqual([127, 0, -50]);
    const other = encodeScoresOn(stored.list, short);
    expect([...new Int8Array(Buffer.from(other.data, 'base64'))]).toEqual([50, -127, 0]);
    expect(encodeWordScores(main, 0.5).list.split('\n')).toEqual(['bomb', 'bake']);
  });
});
