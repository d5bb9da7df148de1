import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrationStatus } from '../db/migrate.js';
import type { ParsedArgs } from './commands.js';
import { withContext } from './context.js';

/**
 * `vgate migrate`: opening the context migrates; this reports the engine it did it on.
 * `vgate migrate --check` changes nothing: it says which migrations are pending (exit 1) or that
 * the schema is current (exit 0), and names migrations a newer release applied.
 */
export async function run(args: ParsedArgs): Promise<number> {
  if (args.values['check'] === true) return check();
  const engine = await withContext(async (ctx) => ctx.db.engine);
  process.stdout.write(`schema is up to date (${engine})\n`);
  return 0;
}

async function check(): Promise<number> {
  const config = loadConfig(process.env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { pending, unknown } = await migrationStatus(db);
    if (unknown.length > 0) {
      process.stdout.write(
        `applied by a newer release (kept; migrations are additive): ${unknown.join(', ')}\n`,
      );
    }
    if (pending.length > 0) {
      process.stdout.write(`pending migrations (${db.engine}): ${pending.join(', ')}\n`);
      return 1;
    }
    process.stdout.write(`schema is current (${db.engine})\n`);
    return 0;
  } finally {
    await db.close();
  }
}
