import type { Hit } from '../types.js';
import { attackEvidence } from './attack-evidence.js';
import { type Engine, hit, MAX_HITS_PER_ENGINE, overlapsAny, type ScanContext } from './engine.js';

/**
 * Invisible characters: zero-width, bidi controls and Unicode tags. One stray zero-width space is
 * common in pasted text, so evidence accumulates per character; tag characters (which carry hidden
 * ASCII) and bidi overrides (Trojan Source) count heavily on their own.
 */
export const invisibleTextEngine: Engine = {
  id: 'invisible_text',
  version: '1.0.0',
  flags: ['INVISIBLE_TEXT'],
  description:
    'Zero-width, bidi-control, variation-selector and Unicode tag characters hiding or reordering text.',
  run(ctx: ScanContext): Hit[] {
    const runs = ctx.input.invisible;
    if (runs.length === 0) return [];
    // Hidden characters inside a detected attack phrase turn evasion into near-certainty.
    const attacks = attackEvidence(ctx)
      .hits.filter((h) => h.score >= 0.5)
      .map((h) => h.span);
    const hits: Hit[] = [];
    for (const run of runs.slice(0, MAX_HITS_PER_ENGINE)) {
      const perChar = 1 - (1 - 0.45 * run.weight) ** Math.min(run.count, 20);
      let score = run.weight >= 0.8 ? Math.max(0.95 * run.weight, perChar) : perChar;
      if (overlapsAny(run.span, attacks)) score = Math.max(score, 0.9);
      hits.push(hit(`invisible.${kindOf(run.weight)}`, 'INVISIBLE_TEXT', score, run.span));
    }
    return hits;
  },
};

function kindOf(weight: number): string {
  if (weight >= 1) return 'tag_or_smuggled';
  if (weight >= 0.8) return 'bidi_override';
  if (weight >= 0.5) return 'zero_width';
  return 'soft';
}
