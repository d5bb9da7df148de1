/**
 * The `vgate` commands: one entry per command with its usage and options, and a lazy import of
 * the module that runs it, so `vgate --help` (and a typo) loads nothing but this table. A new
 * command is one more entry here and one module exporting `run`.
 */

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** The value's placeholder in usage, for string options. */
  value?: string;
  help: string;
}

export interface ParsedArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * A mistake in how the command was called (exit 2, with the usage): an unknown command or option,
 * a required option left out, an option value outside what it takes.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command's usage, printed after the message. */
    readonly usage?: string,
  ) {
    super(message);
  }
}

/** Runs the command; resolves to the exit code, or null for a command that keeps running (serve). */
export type CommandRun = (args: ParsedArgs) => Promise<number | null> | number | null;

export interface CommandSpec {
  /** One or two words: `serve`, `keys create`. */
  name: string;
  summary: string;
  /** What follows the name in the synopsis (options and positionals). */
  synopsis: string;
  options: Record<string, OptionSpec>;
  /** The positional arguments' placeholder, when the command takes any. */
  positionals?: string;
  /** Options the command cannot run without: left out, it is a usage error (exit 2, usage printed). */
  required?: readonly string[];
  load: () => Promise<{ run: CommandRun }>;
}

const TIER = 'free|pro|enterprise|platform';

/** The pinned key of the `verify` commands (the same options as tools/vgate-verify.mjs). */
const VERIFY_KEY: Record<string, OptionSpec> = {
  key: { type: 'string', value: 'KEY', help: 'pinned key: a PEM public key file, or its id sha256:<hex>' },
  keys: { type: 'string', value: 'FILE', help: 'a saved document listing public_keys (for a pinned key id)' },
};

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'serve',
    summary: 'start the service (what `npm start` runs)',
    synopsis: '[--workers N]',
    options: {
      workers: {
        type: 'string',
        value: 'N',
        help: 'server processes sharing the port (default VGATE_WORKERS, else one per core)',
      },
    },
    load: () => import('./serve.js'),
  },
  {
    name: 'migrate',
    summary: 'bring the database schema up to date (also done at every start)',
    synopsis: '[--check]',
    options: {
      check: {
        type: 'boolean',
        help: 'change nothing; exit 1 when migrations are pending, 0 when the schema is current',
      },
    },
    load: () => import('./migrate.js'),
  },
  {
    name: 'backup',
    summary: 'copy the SQLite database (consistent while serving) and the data dir keys to a new directory',
    synopsis: '--out DIR',
    options: {
      out: { type: 'string', value: 'DIR', help: 'an empty or new directory for the backup' },
    },
    required: ['out'],
    load: () => import('./backup.js').then((m) => ({ run: m.backup })),
  },
  {
    name: 'restore',
    summary: 'put a backup made by `vgate backup` into the data directory (instances stopped)',
    synopsis: '--from DIR [--force]',
    options: {
      from: { type: 'string', value: 'DIR', help: 'the backup directory' },
      force: {
        type: 'boolean',
        help: 'replace a data directory that holds a database (its files are kept, suffixed .before-restore-*)',
      },
    },
    required: ['from'],
    load: () => import('./backup.js').then((m) => ({ run: m.restore })),
  },
  {
    name: 'keys list',
    summary: 'list API keys (never their secrets)',
    synopsis: '[--tenant T] [--include-revoked]',
    options: {
      tenant: { type: 'string', value: 'T', help: 'only the keys of this tenant' },
      'include-revoked': { type: 'boolean', help: 'list revoked keys too' },
    },
    load: () => import('./keys.js').then((m) => ({ run: m.list })),
  },
  {
    name: 'keys create',
    summary: 'create an API key and print its secret once',
    synopsis: `--tenant T --tier ${TIER} [--label L] [--rate N] [--scopes S,...]`,
    options: {
      tenant: {
        type: 'string',
        value: 'T',
        help: 'tenant id (created on first use); `platform` for operators',
      },
      tier: { type: 'string', value: TIER, help: 'the key tier; `platform` only for tenant `platform`' },
      label: { type: 'string', value: 'L', help: 'a label to recognise the key by' },
      rate: { type: 'string', value: 'N', help: "requests per minute (default: the tier's)" },
      scopes: {
        type: 'string',
        value: 'S,...',
        help: 'comma-separated of scan, gateway, memory, billing, admin (default: all but admin; platform keys: all)',
      },
    },
    required: ['tenant', 'tier'],
    load: () => import('./keys.js').then((m) => ({ run: m.create })),
  },
  {
    name: 'keys revoke',
    summary: 'revoke every key of a tenant',
    synopsis: '--tenant T',
    options: { tenant: { type: 'string', value: 'T', help: 'the tenant whose keys are revoked' } },
    required: ['tenant'],
    load: () => import('./keys.js').then((m) => ({ run: m.revoke })),
  },
  {
    name: 'tenants list',
    summary: 'list tenants with their tier, status and active keys',
    synopsis: '',
    options: {},
    load: () => import('./tenants.js'),
  },
  {
    name: 'config check',
    summary: 'validate the configuration and print the effective settings, secrets masked',
    synopsis: '',
    options: {},
    load: () => import('./config-check.js'),
  },
  {
    name: 'preflight',
    summary: 'print the release gates; non-zero on a hosted contour with a failing gate',
    synopsis: '',
    options: {},
    load: () => import('./preflight.js'),
  },
  {
    name: 'eval',
    summary: 'detection quality on labelled jsonl files, per source, family, language and length',
    synopsis: '[--holdout | --loso] file.jsonl... | --context',
    options: {
      holdout: { type: 'boolean', help: 'keep only the fixed held-out fifth of groups' },
      loso: { type: 'boolean', help: 'leave-one-source-out: retrain without each source, test on it' },
      context: { type: 'boolean', help: "the project's context sets (system prompts with rules)" },
    },
    positionals: 'file.jsonl...',
    load: () => import('./eval.js').then((m) => ({ run: m.run })),
  },
  {
    name: 'verify channel',
    summary: "check a saved response's channel_disclosed against a saved, signed channel matrix",
    synopsis: '--matrix MATRIX.json --key KEY [--keys FILE] RESPONSE',
    options: {
      matrix: { type: 'string', value: 'MATRIX.json', help: 'saved GET /v1/public/channel-matrix' },
      ...VERIFY_KEY,
    },
    positionals: 'RESPONSE',
    load: () => import('./verify.js').then((m) => ({ run: m.channel })),
  },
  {
    name: 'verify attestation',
    summary: 'check a saved firewall attestation envelope (and the audit checkpoint it names)',
    synopsis: '--key KEY [--keys FILE] ATTESTATION.json',
    options: VERIFY_KEY,
    positionals: 'ATTESTATION.json',
    load: () => import('./verify.js').then((m) => ({ run: m.attestation })),
  },
  {
    name: 'verify audit',
    summary: 'check that a newer signed audit checkpoint extends an older one (RFC 9162 proof)',
    synopsis: '--key KEY --old OLDER.json --new NEWER.json --proof PROOF.json [--keys FILE]',
    options: {
      old: {
        type: 'string',
        value: 'OLDER.json',
        help: 'a saved checkpoint, GET /v1/audit/checkpoint answer or attestation',
      },
      proof: {
        type: 'string',
        value: 'PROOF.json',
        help: 'saved GET /v1/audit/consistency?first=<older size>&second=<newer size>',
      },
      new: {
        type: 'string',
        value: 'NEWER.json',
        help: 'the newer one, e.g. a saved GET /v1/audit/checkpoint',
      },
      ...VERIFY_KEY,
    },
    load: () => import('./verify.js').then((m) => ({ run: m.audit })),
  },
];
