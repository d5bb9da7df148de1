import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';

/** Module roots Keras deserialises without custom code. */
const KERAS_MODULES = /^(?:keras|keras_hub|keras_nlp|keras_cv|tf_keras|tensorflow\.keras)(?:\.|$)/;
/** JSON nesting walked; real configs are a few dozen levels deep. */
const MAX_WALK_DEPTH = 256;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: Json): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkNode(node: { [key: string]: Json }, ctx: ScanContext): void {
  const at = { member: ctx.member };
  const cls = typeof node.class_name === 'string' ? node.class_name : undefined;
  const module = typeof node.module === 'string' ? node.module : undefined;
  const layerName = isObject(node.config ?? null) ? (node.config as { name?: Json }).name : undefined;
  const label = typeof layerName === 'string' ? ` ${layerName.slice(0, 80)}` : '';
  if (cls === 'Lambda' || cls === '__lambda__') {
    // Lambda configs carry marshalled bytecode or source that runs on load (safe_mode=False, or
    // Keras versions before safe_mode existed).
    ctx.report.add({
      severity: 'high',
      flag: 'EMBEDDED_CODE',
      kind: 'keras_lambda',
      detail: `${cls} layer${label} carries Python code`,
      ...at,
    });
  }
  if (cls !== undefined && module !== undefined) {
    // Keras 3 imports `module` and looks up `class_name` (or, for functions, `config`): the
    // CVE-2025-1550 family reaches arbitrary callables this way despite safe_mode.
    const target = cls === 'function' && typeof node.config === 'string' ? node.config : cls;
    const verdict = ctx.policy.classify(module, target);
    const full = `${module}.${target}`.slice(0, 200);
    ctx.report.recordGlobal(full);
    if (verdict === 'deny') {
      ctx.report.add({
        severity: 'critical',
        flag: 'UNSAFE_DESERIALIZATION',
        kind: 'keras_object',
        detail: `config references ${full}`,
        ...at,
      });
    } else if (!KERAS_MODULES.test(module) && verdict !== 'allow') {
      ctx.report.add({
        severity: 'medium',
        flag: 'SUSPICIOUS_IMPORT',
        kind: 'keras_custom_module',
        detail:
          `config imports ${full} from outside keras: a subclassed model or custom layer is Python ` +
          'code from that module, which Keras imports and runs to rebuild the model (it is not in the file)',
        ...at,
      });
    }
  }
  const registered = typeof node.registered_name === 'string' ? node.registered_name : undefined;
  if (registered?.includes('>')) {
    ctx.report.add({
      severity: 'medium',
      flag: 'SUSPICIOUS_IMPORT',
      kind: 'keras_custom_object',
      detail:
        `custom object ${registered.slice(0, 120)} needs user code to load: Keras calls the class the ` +
        'loading program registered under that name, so what runs depends on code outside the file',
      ...at,
    });
  }
}

/** Walks a parsed Keras config (also used for configs found inside HDF5 files). */
export function walk(node: Json, ctx: ScanContext, depth: number): void {
  if (depth > MAX_WALK_DEPTH) throw new MalformedError('config nesting too deep');
  if (Array.isArray(node)) {
    for (const item of node) walk(item, ctx, depth + 1);
    return;
  }
  if (!isObject(node)) return;
  checkNode(node, ctx);
  for (const value of Object.values(node)) walk(value, ctx, depth + 1);
}

/** Reads a JSON document of at most `maxJsonBytes` from `reader`. */
export async function readJson(reader: ByteReader, ctx: ScanContext): Promise<Json> {
  const limit = ctx.limits.maxJsonBytes;
  await reader.ensure(limit + 1);
  if (reader.buffered > limit) throw new MalformedError(`JSON document larger than ${limit} bytes`);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(reader.bytes(reader.buffered));
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new MalformedError('invalid JSON');
  }
}

/**
 * Scans a Keras `config.json` (from a `.keras` zip, or any JSON model config): Lambda layers,
 * serialized lambdas, deny-listed or non-Keras module paths, and registered custom objects.
 */
export async function scanKerasConfig(reader: ByteReader, ctx: ScanContext): Promise<void> {
  try {
    walk(await readJson(reader, ctx), ctx, 0);
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_config');
  }
  await reader.drain();
}
