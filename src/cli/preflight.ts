import { loadConfig } from '../config.js';
import { formatGates, isHosted, releaseGates } from '../core/preflight.js';
import type { ParsedArgs } from './commands.js';

/** `vgate preflight`: the release gates; non-zero on a hosted contour with a failing gate. */
export function run(_args: ParsedArgs): number {
  const cfg = loadConfig(process.env);
  const gates = releaseGates(cfg);
  process.stdout.write(`${formatGates(cfg, gates)}\n`);
  return isHosted(cfg) && gates.some((g) => !g.ok) ? 1 : 0;
}
