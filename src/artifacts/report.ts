import type {
  ArtifactFinding,
  ArtifactFlag,
  ArtifactReport,
  FindingLocation,
  Severity,
  UnscannableAction,
} from './types.js';

const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** Findings kept per report; a hostile file must not grow the report without bound. */
const MAX_FINDINGS = 200;
/** Distinct globals listed per report. */
const MAX_GLOBALS = 1000;

/** Input of {@link FindingSink.add}. */
export interface FindingInput {
  severity: Severity;
  flag: ArtifactFlag;
  kind: string;
  detail: string;
  member?: string | undefined;
  offset?: number | undefined;
}

/**
 * Collects findings from every parser of one scan (including nested archives and pickles) and
 * turns them into the verdict. Bounded: past `MAX_FINDINGS` only flags and severities are kept.
 */
export class FindingSink {
  private readonly findings: ArtifactFinding[] = [];
  private readonly flags = new Set<ArtifactFlag>();
  private readonly globals = new Set<string>();
  private readonly seen = new Set<string>();
  private dropped = 0;
  private worst = -1;

  add(input: FindingInput): void {
    const location: FindingLocation = {};
    if (input.member !== undefined) location.member = input.member;
    if (input.offset !== undefined) location.offset = input.offset;
    // The same global in a thousand pickles of one archive is one finding per member, not a thousand.
    const key = `${input.flag}|${input.kind}|${input.detail}|${input.member ?? ''}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.flags.add(input.flag);
    // "Cannot be inspected" is not a degree of malice: the unscannable action decides it.
    if (input.flag !== 'UNSCANNABLE') this.worst = Math.max(this.worst, SEVERITY_RANK[input.severity]);
    if (this.findings.length >= MAX_FINDINGS) {
      this.dropped += 1;
      return;
    }
    this.findings.push({
      severity: input.severity,
      flag: input.flag,
      kind: input.kind,
      detail: input.detail,
      location,
    });
  }

  recordGlobal(name: string): void {
    if (this.globals.size < MAX_GLOBALS) this.globals.add(name);
  }

  /** True if a finding with `flag` was added. */
  has(flag: ArtifactFlag): boolean {
    return this.flags.has(flag);
  }

  build(
    format: string,
    bytesScanned: number,
    strict: boolean,
    unscannable: UnscannableAction = strict ? 'BLOCK' : 'FLAG',
  ): ArtifactReport {
    const threshold = strict ? SEVERITY_RANK.medium : SEVERITY_RANK.high;
    const blocked = this.worst >= threshold || (unscannable === 'BLOCK' && this.flags.has('UNSCANNABLE'));
    const findings = [...this.findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
    if (this.dropped > 0) {
      findings.push({
        severity: 'info',
        flag: findings[0]?.flag ?? 'MALFORMED_ARTIFACT',
        kind: 'findings_truncated',
        detail: `${this.dropped} further findings omitted`,
        location: {},
      });
    }
    return {
      format,
      action: blocked ? 'BLOCK' : 'ALLOW',
      flags: [...this.flags],
      findings,
      bytesScanned,
      globals: [...this.globals],
    };
  }
}
