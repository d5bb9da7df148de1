import type { ParsedArgs } from './commands.js';
import { withContext } from './context.js';

/** `vgate migrate`: opening the context migrates; this reports the engine it did it on. */
export async function run(_args: ParsedArgs): Promise<number> {
  const engine = await withContext(async (ctx) => ctx.db.engine);
  process.stdout.write(`schema is up to date (${engine})\n`);
  return 0;
}
