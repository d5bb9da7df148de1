import { inHoldout, type Row, readGrouped, readJsonl } from '../../src/cli/eval.js';
import { kindOf, sourceKey } from '../../src/detect/eval-data.js';
import type { Example } from './synthetic-attacks.js';

/** A file row as a training example: `kind` routes it to the heads (the dev set has no `kind`). */
export function toExample(r: Row): Example {
  const kind = kindOf(r);
  return {
    text: r.text,
    label: r.label === 1 ? 1 : 0,
    ...(kind !== 'benign' ? { kind } : {}),
    source: sourceKey(r.source),
    lang: r.lang ?? 'en',
    group: r.group ?? r.text,
  };
}

/** Every row of the files with groups assigned, split into training rows and the held-out fifth. */
export function splitFiles(files: readonly string[]): { train: Example[]; holdout: Example[] } {
  const rows = readGrouped(files);
  return {
    train: rows.filter((r) => !inHoldout(r)).map(toExample),
    holdout: rows.filter(inHoldout).map(toExample),
  };
}

export { type Row, readJsonl };
