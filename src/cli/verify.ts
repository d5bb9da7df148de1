import { main as verifyMain } from '../../tools/vgate-verify.mjs';
import type { ParsedArgs } from './commands.js';

/**
 * `vgate verify channel|attestation|audit`: the same checks as the standalone, dependency-free
 * `tools/vgate-verify.mjs` (one implementation, so the service's command and the script a third
 * party copies can never disagree). Prints one line; returns 0 verified, 1 failed, 2 usage.
 */
function runVerify(command: string, args: ParsedArgs): number {
  const argv = [command];
  for (const [name, value] of Object.entries(args.values))
    if (typeof value === 'string') argv.push(`--${name}`, value);
  const { code, line } = verifyMain([...argv, ...args.positionals]);
  (code === 0 ? process.stdout : process.stderr).write(`${line}\n`);
  return code;
}

export const channel = (args: ParsedArgs) => runVerify('channel', args);
export const attestation = (args: ParsedArgs) => runVerify('attestation', args);
export const audit = (args: ParsedArgs) => runVerify('audit', args);
