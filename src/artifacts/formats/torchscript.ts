import type { ByteReader } from '../byte-reader.js';
import type { ScanContext } from '../context.js';

/** Operator namespaces torch and its first-party libraries register; others need a custom library. */
const KNOWN_OP_NAMESPACES = new Set([
  'aten',
  'prim',
  'prims',
  'quantized',
  '_quantized',
  'quantized_decomposed',
  'profiler',
  '_caffe2',
  'cuda',
  'mkldnn',
  'mkl',
  'onednn',
  'fbgemm',
  'sparse',
  'torchvision',
  'torchaudio',
  'torchtext',
  'image',
  'c10d',
  '_c10d_functional',
  'fused',
]);

/** References a TorchScript program has no business making: they only resolve in Python. */
const PYTHON_ESCAPE =
  /\b(?:os|posix|nt|subprocess|sys|builtins|__builtin__|shutil|socket|importlib|ctypes|pickle|marshal|runpy)\.[A-Za-z_]\w*|__import__|\b(?:eval|exec|compile|open)\s*\(|\bload_library\b/g;
const TORCH_OPS = /\b(?:torch\.)?ops\.([A-Za-z_]\w*)\.([A-Za-z_]\w*)/g;
/** Bytes of one member inspected (serialized TorchScript code files are small). */
const MAX_CODE_BYTES = 16 * 1024 * 1024;
/** Distinct findings per member. */
const MAX_HITS = 20;

const latin1 = new TextDecoder('latin1');

/**
 * Inspects a TorchScript `code/` source member. `torch.jit.load` compiles these files; a
 * TorchScript program cannot import Python modules, so any reference to `os`, `subprocess`,
 * `builtins`, `eval`/`exec` or `load_library` is a tampered archive (high), and operators from a
 * namespace torch does not ship need a library loaded by user code (medium).
 */
export async function scanTorchScriptCode(data: ByteReader, ctx: ScanContext, name: string): Promise<void> {
  const seen = new Set<string>();
  let tail = '';
  let offset = 0;
  const report = (severity: 'high' | 'medium', kind: string, detail: string, at: number) => {
    if (seen.has(detail) || seen.size >= MAX_HITS) return;
    seen.add(detail);
    ctx.report.add({ severity, flag: 'EMBEDDED_CODE', kind, detail, member: ctx.member, offset: at });
  };
  await data.drain((piece) => {
    if (offset >= MAX_CODE_BYTES) return;
    const text = tail + latin1.decode(piece);
    const base = offset - tail.length;
    for (const m of text.matchAll(PYTHON_ESCAPE)) {
      report(
        'high',
        'torchscript_python_call',
        `${name.slice(0, 160)} references ${m[0].slice(0, 60)}: TorchScript cannot reach Python modules, the code was tampered with`,
        base + (m.index ?? 0),
      );
    }
    for (const m of text.matchAll(TORCH_OPS)) {
      const ns = m[1] ?? '';
      if (KNOWN_OP_NAMESPACES.has(ns)) continue;
      report(
        'medium',
        'torchscript_custom_op',
        `${name.slice(0, 160)} calls operator ${ns}::${(m[2] ?? '').slice(0, 60)} from a namespace torch does not ship: loading needs a custom library`,
        base + (m.index ?? 0),
      );
    }
    offset += piece.length;
    tail = text.slice(-256);
  });
}
