/**
 * Public vocabulary of the artifact scanner: severities, flags, findings and the report.
 */

/** How bad a finding is. `critical`/`high` always block; `medium` blocks only under `strict`. */
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';

/**
 * Closed list of report flags.
 *
 * - `UNSAFE_DESERIALIZATION`: a deny-listed callable is imported (runs code on load), or BUILD
 *   overwrites attributes of a module or class.
 * - `SUSPICIOUS_IMPORT`: an unknown global (high when loading calls it), a call of a computed
 *   value, an unresolvable import operand, an extension-registry lookup, a custom Keras object or
 *   a custom ONNX operator domain.
 * - `MALFORMED_ARTIFACT`: the bytes break the format; the report holds what was found before the break.
 * - `ARCHIVE_HAZARD`: zip/tar path traversal, decompression bomb, pickle resource exhaustion
 *   (memo, tuple expansion, nesting), nesting too deep, encrypted members, `unscannable`
 *   compressions, central directory that disagrees with the local headers.
 * - `EMBEDDED_CODE`: code carried as data: Keras Lambda layers, Jinja chat templates reaching
 *   Python internals, pickles or Python source hidden in byte strings or metadata.
 * - `EXTERNAL_REFERENCE`: the artifact makes the loader read a path outside its directory (ONNX
 *   external data).
 * - `FORMAT_MISMATCH`: the content is not what the filename says (a disguise used to dodge
 *   extension-based scanners).
 * - `UNSCANNABLE`: part of the artifact cannot be inspected (password-protected members, a
 *   compression with no decoder here, a file cut short, no known format). It says nothing about
 *   malice: its findings never decide the verdict by severity; the `unscannable` action does
 *   (`BLOCK` under the strict policy, `FLAG`, ALLOW with the flag reported, otherwise).
 */
export type ArtifactFlag =
  | 'UNSAFE_DESERIALIZATION'
  | 'SUSPICIOUS_IMPORT'
  | 'MALFORMED_ARTIFACT'
  | 'ARCHIVE_HAZARD'
  | 'EMBEDDED_CODE'
  | 'EXTERNAL_REFERENCE'
  | 'FORMAT_MISMATCH'
  | 'UNSCANNABLE';

/** What an `UNSCANNABLE` artifact gets: blocked, or allowed with the flag reported. */
export type UnscannableAction = 'BLOCK' | 'FLAG';

/** Where a finding sits: the archive member path (nested members joined by `!`) and byte offset in it. */
export interface FindingLocation {
  member?: string;
  offset?: number;
}

/** One observation about the artifact. `detail` is content-free apart from global and member names. */
export interface ArtifactFinding {
  severity: Severity;
  flag: ArtifactFlag;
  kind: string;
  detail: string;
  location: FindingLocation;
}

/** Verdict on one artifact. */
export interface ArtifactReport {
  /** Detected container format, e.g. `pickle`, `pytorch-zip`, `safetensors`, `gguf`, `unknown`. */
  format: string;
  action: 'ALLOW' | 'BLOCK';
  flags: ArtifactFlag[];
  findings: ArtifactFinding[];
  /** Bytes read from the source (compressed size for archives). */
  bytesScanned: number;
  /** Distinct `module.name` globals imported by every pickle seen, in first-seen order (capped). */
  globals: string[];
}

/** Caller-supplied additions to the built-in global policy (`module.name` or module prefixes). */
export interface GlobalPolicyInput {
  allow?: string[];
  deny?: string[];
}

/** Resource bounds; every one has a safe default (see `DEFAULT_LIMITS`). */
export interface ArtifactLimits {
  /** Largest uncompressed size accepted for one zip member. */
  maxMemberBytes: number;
  /** Largest total uncompressed size across an archive and its nested archives. */
  maxTotalUncompressed: number;
  /** Compression ratio above which an inflating member is a bomb (checked past `ratioGraceBytes`). */
  maxRatio: number;
  /** Output bytes before the ratio check applies (small, well-compressed text files are normal). */
  ratioGraceBytes: number;
  /** Nested archive / nested pickle depth. */
  maxDepth: number;
  /** Largest JSON header or config that is parsed (safetensors header, Keras config.json). */
  maxJsonBytes: number;
}

/** Options of {@link scanArtifact}. */
export interface ScanOptions {
  /** Filename as uploaded; only breaks ties between formats that share magic bytes. */
  filenameHint?: string;
  /** Abort with `ArtifactTooLargeError` once more bytes than this are read from the source. */
  maxBytes?: number;
  /** Block on suspicious (`medium`) findings too. */
  strict?: boolean;
  /**
   * What an artifact that cannot be fully inspected (flag `UNSCANNABLE`) gets when nothing else
   * blocks it; default `BLOCK` under `strict`, `FLAG` (ALLOW with the flag) otherwise.
   */
  unscannable?: UnscannableAction;
  policy?: GlobalPolicyInput;
  limits?: Partial<ArtifactLimits>;
}

/** Defaults for {@link ArtifactLimits}. */
export const DEFAULT_LIMITS: ArtifactLimits = {
  maxMemberBytes: 64 * 1024 ** 3,
  maxTotalUncompressed: 256 * 1024 ** 3,
  maxRatio: 200,
  ratioGraceBytes: 4 * 1024 * 1024,
  maxDepth: 4,
  maxJsonBytes: 16 * 1024 * 1024,
};
