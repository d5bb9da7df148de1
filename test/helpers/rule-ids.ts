import { scan } from '../../src/detect/index.js';
import type { ScanOptions } from '../../src/detect/types.js';

/** The ids of the rules and engines that hit `text`, over every engine. */
export const ruleIds = (text: string, opts?: ScanOptions): string[] =>
  scan(text, opts).engines.flatMap((e) => e.hits.map((h) => h.ruleId));
