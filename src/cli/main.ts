import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, TIERS, type Tier } from '../config.js';
import { createContext } from '../context.js';
import { formatGates, isHosted, releaseGates } from '../core/preflight.js';
import { serve } from '../server.js';

const USAGE = `vgate <command>

  serve                         start the service (same as npm start)
  migrate                       bring the database schema up to date
  keys create --tenant T --tier free|pro|enterprise|platform [--label L] [--rate N]
                                create an API key and print its secret once
  preflight                     print the release gates and whether they pass
  eval [--holdout] file.jsonl...  detection quality (TPR, FPR, precision, F1, balanced accuracy, latency)
`;

async function keysCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      tenant: { type: 'string' },
      tier: { type: 'string' },
      label: { type: 'string' },
      rate: { type: 'string' },
    },
  });
  if (!values.tenant || !values.tier || !TIERS.includes(values.tier as Tier)) {
    throw new ConfigError('keys create needs --tenant and --tier free|pro|enterprise|platform');
  }
  const ctx = await createContext(loadConfig(process.env));
  try {
    const key = await ctx.tenants.createKey(
      {
        tenantId: values.tenant,
        tier: values.tier as Tier,
        label: values.label ?? 'created with vgate keys create',
        ...(values.rate ? { rateLimitPerMin: Number(values.rate) } : {}),
      },
      null,
    );
    process.stdout.write(
      `${JSON.stringify({ key: key.key, key_id: key.id, tenant_id: key.tenantId, tier: key.tier })}\n`,
    );
  } finally {
    await ctx.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      await serve(process.env);
      return -1;
    case 'migrate': {
      const ctx = await createContext(loadConfig(process.env));
      await ctx.close();
      process.stdout.write(`schema is up to date (${ctx.db.engine})\n`);
      return 0;
    }
    case 'keys':
      if (rest[0] !== 'create') break;
      await keysCreate(rest.slice(1));
      return 0;
    case 'eval': {
      const { runEval } = await import('./eval.js');
      return runEval(rest);
    }
    case 'preflight': {
      const cfg = loadConfig(process.env);
      const gates = releaseGates(cfg);
      process.stdout.write(`${formatGates(cfg, gates)}\n`);
      return isHosted(cfg) && gates.some((g) => !g.ok) ? 1 : 0;
    }
  }
  process.stderr.write(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    process.stderr.write(
      `${err instanceof ConfigError ? 'configuration error' : 'error'}: ${(err as Error).message}\n`,
    );
    process.exit(1);
  },
);
