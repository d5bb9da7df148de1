import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { once, op, pickle } from './build.js';

/**
 * Pickle machine edge cases CPython accepts (issue 38): private stdlib modules reached through an
 * allowed one, self-referential containers, nesting past the bound, DUP expansion, a TUPLE that
 * takes an outer MARK. Each is blocked under the default and the strict policy.
 */
const scan = (bytes: Uint8Array, strict = false) =>
  scanArtifact(once(bytes), { filenameHint: 'model.pkl', strict });
const latin1 = (s: string) => Buffer.from(s, 'latin1');

const cases: [string, Buffer, string][] = [
  [
    'collections._sys.exit: sys reached through collections (STACK_GLOBAL walk)',
    pickle(
      op.proto(4),
      op.str('collections'),
      op.str('_sys.exit'),
      op.stackGlobal,
      op.binint1(1),
      op.tuple1,
      op.reduce,
      op.stop,
    ),
    'collections._sys.exit',
  ],
  [
    'typing._os.system imported, never called',
    pickle(op.proto(4), op.str('typing'), op.str('_os.system'), op.stackGlobal, op.stop),
    'typing._os.system',
  ],
  [
    'a list put into itself (l.append(l))',
    pickle(op.proto(2), op.emptyList, op.binput(0), op.binget(0), op.append, op.stop),
    'put into itself',
  ],
  ['a dict holding itself, protocol 0', latin1("(dp0\nS'self'\np1\ng0\ns."), 'put into itself'],
  [
    'lists nested 12000 levels without a MARK',
    pickle(op.proto(2), latin1(']'.repeat(12_000)), latin1('a'.repeat(11_999)), op.stop),
    'levels',
  ],
  [
    'DUP expansion into a tuple of 2^24 elements',
    pickle(op.proto(2), op.emptyList, ...Array.from({ length: 24 }, () => Buffer.of(0x32, 0x86)), op.stop),
    'expands to',
  ],
  [
    'a TUPLE that takes the outer MARK around a call',
    pickle(
      op.proto(2),
      op.mark,
      op.global('os', 'system'),
      op.str('id'),
      op.tuple1,
      op.reduce,
      op.tuple,
      op.stop,
    ),
    'os.system',
  ],
];

describe('pickle machine edge cases', () => {
  for (const [label, bytes, detail] of cases) {
    it(`blocks ${label} in both modes`, async () => {
      for (const strict of [false, true]) {
        const r = await scan(bytes, strict);
        expect(r.action, `${label}: ${JSON.stringify(r.findings)}`).toBe('BLOCK');
        expect(r.findings.some((f) => f.detail.includes(detail))).toBe(true);
      }
    });
  }

  it('allows objects that refer back to themselves through BUILD state (parent pointers), in both modes', async () => {
    // collections.OrderedDict() whose state dict holds the object itself: an object graph, not a container cycle
    const graph = pickle(
      op.proto(2),
      op.global('collections', 'OrderedDict'),
      op.emptyTuple,
      op.reduce,
      op.binput(0),
      op.emptyDict,
      op.str('parent'),
      op.binget(0),
      op.setitem,
      op.build,
      op.stop,
    );
    for (const strict of [false, true]) expect((await scan(graph, strict)).action).toBe('ALLOW');
  });
});
