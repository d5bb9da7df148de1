import type { ScanBudget } from '../context.js';
import type { ArtifactLimits } from '../types.js';

/**
 * Decompression-bomb bounds, checked on every output piece while inflating: an absolute cap per
 * member, a cap across the whole scan (nested archives share the budget), and a ratio cap that
 * applies once the output passes a small grace size.
 */
export class BombGuard {
  produced = 0;
  /** Why inflation must stop, once a bound is crossed. */
  reason: string | undefined;

  constructor(
    private readonly limits: ArtifactLimits,
    private readonly budget: ScanBudget,
  ) {}

  /** Accounts `bytes` of output against `consumed` compressed bytes; false once a bound is crossed. */
  account(bytes: number, consumed: number): boolean {
    this.produced += bytes;
    this.budget.uncompressed += bytes;
    const l = this.limits;
    if (this.produced > l.maxMemberBytes) this.reason = `inflates beyond ${l.maxMemberBytes} bytes`;
    else if (this.budget.uncompressed > l.maxTotalUncompressed) {
      this.reason = `archive inflates beyond ${l.maxTotalUncompressed} bytes`;
    } else if (this.produced > l.ratioGraceBytes && this.produced > Math.max(consumed, 1) * l.maxRatio) {
      this.reason = `compression ratio above ${l.maxRatio}:1`;
    }
    return this.reason === undefined;
  }
}
