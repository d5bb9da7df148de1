import type { ByteReader } from './byte-reader.js';
import { MalformedError } from './errors.js';
import type { GlobalPolicy } from './policy.js';
import type { FindingInput } from './report.js';
import type { ArtifactLimits } from './types.js';

/** Where parsers send what they find (the real sink, or a scratch buffer for tentative parses). */
export interface FindingReporter {
  add(input: FindingInput): void;
  recordGlobal(name: string): void;
}

/** Shared, mutable accounting across one scan and all its nested archives. */
export interface ScanBudget {
  uncompressed: number;
}

/** Everything a format parser needs; passed down explicitly, never read from globals. */
export interface ScanContext {
  report: FindingReporter;
  policy: GlobalPolicy;
  limits: ArtifactLimits;
  budget: ScanBudget;
  /** Nesting level: 0 for the uploaded file, +1 per archive member or embedded payload. */
  depth: number;
  /** Member path inside the top-level artifact (nested members joined by `!`). */
  member?: string | undefined;
  /** Content sniffed rather than declared: breakage is expected noise and reported as `info`. */
  tentative?: boolean;
  /** Runs the full sniff-and-dispatch on a nested stream; returns the detected format. */
  scanNested(reader: ByteReader, ctx: ScanContext, filenameHint?: string): Promise<string>;
}

/** Child context for a nested stream. */
export function nestedContext(ctx: ScanContext, member: string, tentative = ctx.tentative): ScanContext {
  return { ...ctx, depth: ctx.depth + 1, member, tentative };
}

/** Joins a member path onto the current one. */
export function memberPath(ctx: ScanContext, name: string): string {
  return ctx.member === undefined ? name : `${ctx.member}!${name}`;
}

/** A parse break because the bytes ran out: the file was cut short, not crafted wrong. */
const TRUNCATION = /\btruncated\b|ended before|unexpected end/;

/**
 * Reports a parse break as `MALFORMED_ARTIFACT` (info when the content was only sniffed); a break
 * because the input ran out is `UNSCANNABLE` instead: what follows the cut was never seen.
 */
export function reportMalformed(
  ctx: ScanContext,
  error: unknown,
  kind: string,
  fallbackOffset?: number,
): void {
  const message = error instanceof Error ? error.message : String(error);
  const offset =
    error instanceof MalformedError && error.offset !== undefined ? error.offset : fallbackOffset;
  const cut = !ctx.tentative && TRUNCATION.test(message);
  ctx.report.add({
    severity: ctx.tentative ? 'info' : 'medium',
    flag: cut ? 'UNSCANNABLE' : 'MALFORMED_ARTIFACT',
    kind,
    detail: message.slice(0, 300),
    member: ctx.member,
    offset,
  });
}

/** Buffers findings of a tentative parse; `commit` replays them into the real reporter. */
export class ScratchReporter implements FindingReporter {
  private readonly findings: FindingInput[] = [];
  private readonly globals: string[] = [];

  add(input: FindingInput): void {
    if (this.findings.length < 200) this.findings.push(input);
  }

  recordGlobal(name: string): void {
    if (this.globals.length < 1000) this.globals.push(name);
  }

  get globalCount(): number {
    return this.globals.length;
  }

  /** True if a finding with `flag` was buffered. */
  has(flag: FindingInput['flag']): boolean {
    return this.findings.some((f) => f.flag === flag);
  }

  commit(target: FindingReporter): void {
    for (const f of this.findings) target.add(f);
    for (const g of this.globals) target.recordGlobal(g);
  }
}

/** Reports content that cannot be inspected (`UNSCANNABLE`; info when it was only sniffed). */
export function reportUnscannable(ctx: ScanContext, kind: string, detail: string, offset?: number): void {
  ctx.report.add({
    severity: ctx.tentative ? 'info' : 'medium',
    flag: ctx.tentative ? 'MALFORMED_ARTIFACT' : 'UNSCANNABLE',
    kind,
    detail,
    member: ctx.member,
    offset,
  });
}
