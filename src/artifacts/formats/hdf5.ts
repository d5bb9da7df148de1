import type { ByteReader } from '../byte-reader.js';
import type { ScanContext } from '../context.js';
import { type Json, walk } from './keras.js';

// Legacy Keras `.h5` models keep their architecture as a JSON attribute (`model_config`); a Lambda
// layer there carries marshalled bytecode that `load_model` runs. Rather than parse HDF5, the
// byte stream is searched for the JSON markers (json.dumps spacing and compact spacing).
const MARKERS = ['"class_name": "Lambda"', '"class_name":"Lambda"'].map((m) => Buffer.from(m, 'latin1'));
const OVERLAP = Math.max(...MARKERS.map((m) => m.length)) - 1;

// Where the JSON attributes Keras writes begin (`model_config`, `training_config`).
const CONFIG_STARTS = ['{"class_name"', '{"loss"', '{"optimizer_config"', '{"metrics"'].map((m) =>
  Buffer.from(m, 'latin1'),
);
const DOTTED = /^\s*([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)[.:]([A-Za-z_]\w*)\s*$/;
const MAX_CONFIGS = 16;

/**
 * Finds the JSON configs Keras stores as HDF5 string attributes (contiguous text in the file)
 * while the bytes stream past: from a known opening to its balanced closing brace, bounded by
 * `maxJsonBytes`, strings and escapes honoured. Each parsed config goes through the Keras
 * walker; its string values naming a callable the policy denies (a loss or metric given as
 * `os.system`) are reported too.
 */
class ConfigCapture {
  private parts: Buffer[] = [];
  private size = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private capturing = false;
  private carry = Buffer.alloc(0);
  private start = 0;
  found = 0;

  constructor(private readonly ctx: ScanContext) {}

  feed(piece: Buffer, base: number): void {
    let at = 0;
    while (at < piece.length && this.found < MAX_CONFIGS) {
      if (!this.capturing) {
        const window = Buffer.concat([this.carry, piece.subarray(at)]);
        let hit = -1;
        for (const m of CONFIG_STARTS) {
          const i = window.indexOf(m);
          if (i >= 0 && (hit < 0 || i < hit)) hit = i;
        }
        if (hit < 0) {
          this.carry = Buffer.from(window.subarray(Math.max(0, window.length - 24)));
          return;
        }
        const fromCarry = this.carry.length;
        this.begin(base + at - fromCarry + hit);
        this.carry = Buffer.alloc(0);
        if (hit < fromCarry) {
          const head = window.subarray(hit, fromCarry);
          this.consume(head, 0);
          at = 0;
        } else at += hit - fromCarry;
        if (!this.capturing) continue;
      }
      at = this.consume(piece, at);
    }
  }

  private begin(offset: number): void {
    this.capturing = true;
    this.parts = [];
    this.size = 0;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.start = offset;
  }

  /** Feeds bytes from `at`; returns where it stopped (the end of a completed config, or the piece). */
  private consume(buf: Buffer, at: number): number {
    let i = at;
    for (; i < buf.length; i += 1) {
      const c = buf[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x22) this.inString = false;
      } else if (c === 0x22) this.inString = true;
      else if (c === 0x7b) this.depth += 1;
      else if (c === 0x7d) {
        this.depth -= 1;
        if (this.depth === 0) {
          this.parts.push(buf.subarray(at, i + 1));
          this.finish();
          return i + 1;
        }
      } else if (c === 0) {
        // Attribute text never holds NUL: this was not a config after all.
        this.capturing = false;
        return i + 1;
      }
    }
    this.parts.push(Buffer.from(buf.subarray(at, i)));
    this.size += i - at;
    if (this.size > this.ctx.limits.maxJsonBytes) this.capturing = false;
    return i;
  }

  private finish(): void {
    this.capturing = false;
    let json: Json;
    try {
      json = JSON.parse(Buffer.concat(this.parts).toString('utf8')) as Json;
    } catch {
      return;
    }
    this.found += 1;
    // Findings of the walk are located at the config's offset in the file.
    const report = this.ctx.report;
    const located: ScanContext = {
      ...this.ctx,
      report: {
        add: (f) => report.add({ ...f, offset: f.offset ?? this.start }),
        recordGlobal: (g) => report.recordGlobal(g),
      },
    };
    try {
      walk(json, located, 0);
    } catch {
      // too deep: the marker search below still runs
    }
    this.strings(json, 0);
  }

  private strings(node: Json, depth: number): void {
    if (depth > 256) return;
    if (typeof node === 'string') {
      const m = DOTTED.exec(node);
      if (m && this.ctx.policy.classify(m[1] ?? '', m[2] ?? '') === 'deny') {
        this.ctx.report.add({
          severity: 'critical',
          flag: 'UNSAFE_DESERIALIZATION',
          kind: 'keras_object',
          detail: `HDF5 model config names ${node.trim().slice(0, 120)}, which loading resolves and calls`,
          member: this.ctx.member,
          offset: this.start,
        });
      }
      return;
    }
    if (Array.isArray(node)) for (const v of node) this.strings(v, depth + 1);
    else if (node !== null && typeof node === 'object')
      for (const v of Object.values(node)) this.strings(v, depth + 1);
  }
}

/**
 * Scans an HDF5 file (legacy Keras `.h5`, Keras 3 `model.weights.h5`): the JSON configs it
 * stores as attributes are parsed and walked like a `.keras` config (Lambda layers, modules and
 * callables the policy denies, custom objects), and Lambda markers are searched in the raw bytes
 * too. Streams: each piece is searched natively, plus a small window across piece boundaries.
 */
export async function scanHdf5(reader: ByteReader, ctx: ScanContext): Promise<void> {
  let carry = Buffer.alloc(0);
  let found: number | undefined;
  const configs = new ConfigCapture(ctx);
  await reader.drain((piece) => {
    configs.feed(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength), reader.offset - piece.length);
    if (found !== undefined) return;
    const buf = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    const base = reader.offset - piece.length;
    const window = Buffer.concat([carry, buf.subarray(0, OVERLAP)]);
    for (const marker of MARKERS) {
      const inWindow = window.indexOf(marker);
      const inPiece = buf.indexOf(marker);
      if (inWindow >= 0) found = base - carry.length + inWindow;
      else if (inPiece >= 0) found = base + inPiece;
      if (found !== undefined) return;
    }
    carry = Buffer.from(buf.subarray(Math.max(0, buf.length - OVERLAP)));
  });
  if (found === undefined) return;
  ctx.report.add({
    severity: 'high',
    flag: 'EMBEDDED_CODE',
    kind: 'keras_lambda',
    detail: 'HDF5 model config declares a Lambda layer carrying Python code',
    member: ctx.member,
    offset: found,
  });
}
