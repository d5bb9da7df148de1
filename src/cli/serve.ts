import type { ParsedArgs } from './commands.js';

/** `vgate serve`: the server keeps running; its own signal handling ends the process. */
export async function run(args: ParsedArgs): Promise<null> {
  const { serve } = await import('../server.js');
  const workers = args.values['workers'];
  await serve(typeof workers === 'string' ? { ...process.env, VGATE_WORKERS: workers } : process.env);
  return null;
}
