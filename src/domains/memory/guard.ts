/**
 * The protection policy as memory sees it: one question, "may this tenant put this text into
 * memory (or search with it)?". Kept as a port so memory does not depend on how verdicts are made.
 */
export interface ContentGuard {
  check(
    tenantId: string,
    text: string,
    role: 'user' | 'assistant',
  ): Promise<{ blocked: boolean; flags: string[] }>;
}

/** The part of the verdict service the guard needs (structural, to keep the dependency one-way). */
export interface VerdictJudge {
  judge(
    tenantId: string,
    subject: { text: string; role: 'user' | 'assistant' },
  ): Promise<{
    decision: { action: 'ALLOW' | 'REDACT' | 'BLOCK' };
    detection: { flags: readonly string[] };
    settings: { mode: 'enforce' | 'shadow' };
  }>;
}

/**
 * Backs the guard with the verdict engines under the tenant's policy. A BLOCK counts only in
 * `enforce` mode: in `shadow` mode the verdict is reported elsewhere and the write proceeds.
 *
 * @example
 * const guard = verdictContentGuard(ctx.verdicts);
 */
export function verdictContentGuard(verdicts: VerdictJudge): ContentGuard {
  return {
    async check(tenantId, text, role) {
      const j = await verdicts.judge(tenantId, { text, role });
      return {
        blocked: j.decision.action === 'BLOCK' && j.settings.mode === 'enforce',
        flags: [...j.detection.flags],
      };
    },
  };
}
