/**
 * Streaming model-artifact scanner: says whether a pickle, PyTorch, NumPy, joblib, Keras,
 * safetensors, GGUF or ONNX artifact is safe to load.
 *
 * @example
 * import { scanArtifact, ArtifactTooLargeError } from './artifacts/index.js';
 * const report = await scanArtifact(request.raw, { filenameHint: 'model.pt', maxBytes: 8 * 2 ** 30 });
 */
export { ArtifactTooLargeError } from './errors.js';
export { GlobalPolicy, type GlobalVerdict } from './policy.js';
export { scanArtifact } from './scan.js';
export {
  type ArtifactSource,
  bytesSource,
  fileSource,
  type RandomAccessSource,
  withFileSource,
} from './source.js';
export type {
  ArtifactFinding,
  ArtifactFlag,
  ArtifactLimits,
  ArtifactReport,
  FindingLocation,
  GlobalPolicyInput,
  ScanOptions,
  Severity,
} from './types.js';
export { DEFAULT_LIMITS } from './types.js';
