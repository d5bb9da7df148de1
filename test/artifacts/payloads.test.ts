import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { callPickle, once, op, pickle, stateDict, torchZip } from './build.js';

/**
 * Pickles carried inside pickles (issue 38): as raw bytes, base64 or hex text (decoded at load by
 * a second stage), several stages deep, next to code strings. Each is blocked in both modes and
 * the inner call is named; data that only looks like an encoded pickle stays allowed.
 */
const scan = (bytes: Uint8Array, strict = false) =>
  scanArtifact(once(bytes), { filenameHint: 'model.pkl', strict });

/** A protocol 2 dict pickle of `items` (key, value-opcodes). */
const dictPickle = (items: [string, Buffer][]) =>
  pickle(
    op.proto(2),
    op.emptyDict,
    op.mark,
    ...items.flatMap(([k, v]) => [op.str(k), v]),
    Buffer.of(0x75),
    op.stop,
  );

const printCall = callPickle('builtins', 'print', op.str('MALICIOUS'));
const systemCall = callPickle('os', 'system', op.str('id'));
const benignInner = dictPickle([['malicious', op.str('data')]]);
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

const malicious: [string, Buffer, string | undefined][] = [
  [
    'simple_nested: a benign pickle carried as bytes',
    dictPickle([['inner_pickle', op.bytes(benignInner)]]),
    undefined,
  ],
  [
    'nested_pickle_raw: a calling pickle carried as bytes',
    dictPickle([['hidden', op.bytes(printCall)]]),
    'builtins.print',
  ],
  ['nested_pickle_base64', dictPickle([['encoded_weights', op.str(b64(printCall))]]), 'builtins.print'],
  ['nested_pickle_hex', dictPickle([['hex_data', op.str(hex(printCall))]]), 'builtins.print'],
  [
    'hex with a 0x prefix and upper case',
    dictPickle([['h', op.str(`0x${hex(systemCall).toUpperCase()}`)]]),
    'os.system',
  ],
  [
    'URL-safe base64',
    dictPickle([['u', op.str(b64(systemCall).replace(/\+/g, '-').replace(/\//g, '_'))]]),
    'os.system',
  ],
  [
    'multistage: base64 of a pickle carrying a pickle',
    dictPickle([['stage1', op.str(b64(dictPickle([['stage2', op.bytes(systemCall)]])))]]),
    'os.system',
  ],
  [
    'decode_exec_chain: base64 code, a base64 pickle and a code string',
    dictPickle([
      ['code', op.str(b64(Buffer.from("os.system('echo ATTACK')")))],
      ['payload', op.str(b64(printCall))],
      ['_internal', op.str("os.system('echo ATTACK')")],
    ]),
    'builtins.print',
  ],
  [
    'a base64 pickle inside a PyTorch checkpoint',
    torchZip(dictPickle([['meta', op.str(b64(systemCall))]])),
    'os.system',
  ],
  [
    'a base64 pickle in a protocol 0 UNICODE line',
    Buffer.concat([Buffer.from('(dp0\nVk\np1\nV'), Buffer.from(b64(printCall)), Buffer.from('\np2\ns.')]),
    'builtins.print',
  ],
];

describe('pickles carried inside pickles', () => {
  for (const [label, bytes, inner] of malicious) {
    it(`blocks ${label} in both modes`, async () => {
      for (const strict of [false, true]) {
        const r = await scan(bytes, strict);
        expect(r.action, `${label}: ${JSON.stringify(r.findings)}`).toBe('BLOCK');
        expect(r.findings.some((f) => f.kind === 'nested_pickle' && f.severity === 'high')).toBe(true);
        if (inner) expect(r.findings.some((f) => f.detail.includes(inner))).toBe(true);
      }
    });
  }

  it('calls torch.storage._load_from_bytes what it is: torch.load of bytes the file carries', async () => {
    const legacy = callPickle('torch.storage', '_load_from_bytes', op.bytes(Buffer.alloc(40, 7)));
    const r = await scan(legacy);
    expect(r.action).toBe('BLOCK');
    expect(r.flags).toContain('UNSAFE_DESERIALIZATION');
  });

  it('allows data that only looks like an encoded or raw pickle, in both modes', async () => {
    const lookalikes = dictPickle([
      // a digest that happens to start with 8002, a tensor blob starting 0x80 0x03, ordinary base64
      ['sha', op.str(`8002${'ab'.repeat(30)}`)],
      ['blob', op.bytes(Buffer.concat([Buffer.of(0x80, 0x03), Buffer.alloc(62, 0xff)]))],
      ['png', op.str(b64(Buffer.from('\x89PNG\r\n\x1a\n0000IHDR and then some more bytes', 'latin1')))],
      ['hexish', op.str('deadbeef'.repeat(8))],
    ]);
    for (const strict of [false, true]) {
      const r = await scan(lookalikes, strict);
      expect(r.action, JSON.stringify(r.findings)).toBe('ALLOW');
      expect(r.findings.filter((f) => f.severity !== 'low' && f.severity !== 'info')).toEqual([]);
    }
    for (const strict of [false, true]) {
      expect((await scan(torchZip(stateDict(4), 4), strict)).action).toBe('ALLOW');
    }
  });
});
