import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { didYouMean } from '../core/nearest.js';
import { COMMANDS, type CommandSpec, UsageError } from './commands.js';

/**
 * `vgate`: finds the command in the table, answers help and `--version` without loading anything
 * else, checks the options (an unknown one is named with the nearest valid one, a required one
 * left out prints the command's usage), then imports and runs the command's module. Exit codes:
 * 0 done (help and `--version` included), 1 failed, 2 usage error (the usage on stderr).
 */

/** The package version, from the package.json two levels up (of src/cli/ and of dist/cli/ alike). */
function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return `${pkg.version}\n`;
}

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`);
  return (
    `usage: vgate <command> [options]\n\nCommands:\n${lines.join('\n')}\n  ${'help'.padEnd(width)}` +
    `this text, or a command's usage: vgate help <command>\n  ${'--version'.padEnd(width)}` +
    `the version of this release\n\n` +
    `Every command takes --help. Settings come from VGATE_* variables and VGATE_CONFIG (see README).\n`
  );
}

function commandHelp(c: CommandSpec): string {
  const opts = Object.entries(c.options).map(([name, o]) => {
    const flag = `--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`;
    return flag.length < 30 ? `  ${flag.padEnd(30)}${o.help}` : `  ${flag}\n  ${''.padEnd(30)}${o.help}`;
  });
  opts.push(`  ${'--help'.padEnd(30)}print this text`);
  return `usage: vgate ${c.name}${c.synopsis ? ` ${c.synopsis}` : ''}\n\n${c.summary}\n\nOptions:\n${opts.join('\n')}\n`;
}

/** The command named by the first one or two words, and the arguments after it. */
function resolve(argv: string[]): { command: CommandSpec; rest: string[] } | { group: string } {
  const [first = '', second = ''] = argv;
  const two = COMMANDS.find((c) => c.name === `${first} ${second}`);
  if (two) return { command: two, rest: argv.slice(2) };
  const one = COMMANDS.find((c) => c.name === first);
  if (one) return { command: one, rest: argv.slice(1) };
  const group = COMMANDS.filter((c) => c.name.startsWith(`${first} `));
  if (group.length > 0) {
    if (second === '' || second.startsWith('-')) return { group: first };
    throw new UsageError(
      `unknown command "${first} ${second}"${didYouMean(
        `${first} ${second}`,
        group.map((c) => c.name),
      )}`,
    );
  }
  const names = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0] ?? '')), 'help'];
  throw new UsageError(`unknown command "${first}"${didYouMean(first, names)}`);
}

function groupHelp(group: string): string {
  const cs = COMMANDS.filter((c) => c.name.startsWith(`${group} `));
  return `usage:\n${cs.map((c) => `  vgate ${c.name} ${c.synopsis}`.trimEnd()).join('\n')}\n`;
}

function parse(c: CommandSpec, args: string[]) {
  const options = Object.fromEntries(Object.entries(c.options).map(([k, o]) => [k, { type: o.type }]));
  try {
    return parseArgs({ args, options, allowPositionals: c.positionals !== undefined, strict: true });
  } catch (err) {
    const unknown = /Unknown option '(-{1,2})([^']+)'/.exec((err as Error).message);
    if (unknown) {
      const hint = didYouMean(unknown[2] ?? '', Object.keys(c.options));
      throw new UsageError(
        `vgate ${c.name}: unknown option "${unknown[1]}${unknown[2]}"${hint.replace('"', '"--')}`,
      );
    }
    throw new UsageError(`vgate ${c.name}: ${(err as Error).message}`);
  }
}

/** Prints usage to stdout: asking for help is a success, not an error. */
function help(text: string): number {
  process.stdout.write(text);
  return 0;
}

async function main(argv: string[]): Promise<number | null> {
  if (argv.length === 0) throw new UsageError(`a command is needed\n\n${overview()}`);
  if (argv[0] === '--help' || argv[0] === '-h') return help(overview());
  if (argv[0] === '--version' || argv[0] === '-v') return help(version());
  if (argv[0] === 'help') {
    // `vgate help`, `vgate help --help`, `vgate help help`: the overview.
    const asked = argv.slice(1).filter((a) => !a.startsWith('-'));
    if (asked.length === 0 || asked[0] === 'help') return help(overview());
    const found = resolve(asked);
    return help('group' in found ? groupHelp(found.group) : commandHelp(found.command));
  }
  const found = resolve(argv);
  if ('group' in found) {
    if (argv.includes('--help') || argv.includes('-h')) return help(groupHelp(found.group));
    throw new UsageError(`"${found.group}" needs a subcommand\n${groupHelp(found.group)}`);
  }
  const { command, rest } = found;
  if (rest.includes('--help') || rest.includes('-h')) return help(commandHelp(command));
  const parsed = parse(command, rest);
  const missing = (command.required ?? []).filter((name) => {
    const v = parsed.values[name];
    return typeof v !== 'string' || v === '';
  });
  if (missing.length > 0) {
    const names = missing.map((n) => `--${n}`).join(' and ');
    throw new UsageError(
      `vgate ${command.name}: ${names} ${missing.length > 1 ? 'are' : 'is'} needed`,
      commandHelp(command),
    );
  }
  const { run } = await command.load();
  try {
    return await run({
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
    });
  } catch (err) {
    // A value the command refuses (`--tier gold`): the command's usage, like a missing option.
    if (err instanceof UsageError && err.usage === undefined)
      throw new UsageError(`vgate ${command.name}: ${err.message}`, commandHelp(command));
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== null) process.exit(code);
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(
        `${err.message}\n${err.usage !== undefined ? `\n${err.usage}` : 'Run "vgate help" for the commands.\n'}`,
      );
      process.exit(2);
    }
    const e = err as Error;
    process.stderr.write(`${e.name === 'ConfigError' ? 'configuration error' : 'error'}: ${e.message}\n`);
    process.exit(1);
  },
);
