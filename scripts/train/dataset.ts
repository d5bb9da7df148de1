import { type Row, readJsonl } from '../../src/cli/eval.js';
import { isHoldout } from '../../src/detect/eval.js';
import type { Example } from './synthetic-attacks.js';

/** Training examples from a file: every row except the fixed held-out fifth. */
export function trainingRows(path: string): Example[] {
  return readJsonl(path)
    .filter((r) => !isHoldout(r.text))
    .map((r) => ({
      text: r.text,
      label: r.label === 1 ? 1 : 0,
      ...(r.label === 1
        ? { kind: r.category === 'injection' ? ('injection' as const) : ('jailbreak' as const) }
        : {}),
    }));
}

export { type Row, readJsonl };
