import { loadConfig } from '../config.js';
import { type AppContext, createContext } from '../context.js';

/** Runs `fn` with a context on the configured database (migrated), closing it afterwards. */
export async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const ctx = await createContext(config, { file: config.file });
  try {
    return await fn(ctx);
  } finally {
    await ctx.close();
  }
}

/** One JSON line on stdout: what the key and tenant commands print, for scripts to read. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
