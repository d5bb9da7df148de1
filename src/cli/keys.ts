import { TIERS, type Tier } from '../config.js';
import { SCOPES, type Scope } from '../core/principal.js';
import { keyView } from '../domains/tenants/store.js';
import { type ParsedArgs, UsageError } from './commands.js';
import { printJson, withTenants } from './context.js';

/** `vgate keys list|create|revoke`: the key administration of the API, from the operator's shell. */

function str(args: ParsedArgs, name: string): string | undefined {
  const v = args.values[name];
  return typeof v === 'string' ? v : undefined;
}

function parseScopes(text: string | undefined): Scope[] | undefined {
  if (text === undefined) return undefined;
  const scopes = text.split(',').map((x) => x.trim());
  for (const s of scopes) {
    if (!(SCOPES as readonly string[]).includes(s))
      throw new UsageError(`--scopes: unknown scope "${s}"; allowed: ${SCOPES.join(', ')}`);
  }
  return scopes as Scope[];
}

export async function create(args: ParsedArgs): Promise<number> {
  const tenant = str(args, 'tenant');
  const tier = str(args, 'tier');
  // Both are required options (main.ts refuses a call without them); the tier is checked here.
  if (!tenant) throw new UsageError('--tenant: expected a tenant id');
  if (!tier || !TIERS.includes(tier as Tier))
    throw new UsageError(`--tier: expected one of ${TIERS.join('|')}, got "${tier ?? ''}"`);
  const rate = str(args, 'rate');
  if (rate !== undefined && !/^[1-9]\d{0,6}$/.test(rate))
    throw new UsageError('--rate: expected a whole number of requests per minute, 1 to 9999999');
  const scopes = parseScopes(str(args, 'scopes'));
  const key = await withTenants((ctx) =>
    ctx.tenants.createKey(
      {
        tenantId: tenant,
        tier: tier as Tier,
        label: str(args, 'label') ?? 'created with vgate keys create',
        ...(rate ? { rateLimitPerMin: Number(rate) } : {}),
        ...(scopes ? { scopes } : {}),
      },
      null,
    ),
  );
  printJson({ key: key.key, ...keyView(key) });
  return 0;
}

export async function list(args: ParsedArgs): Promise<number> {
  const tenant = str(args, 'tenant');
  const keys = await withTenants((ctx) =>
    ctx.tenants.listKeys({
      ...(tenant ? { tenantId: tenant } : {}),
      includeRevoked: args.values['include-revoked'] === true,
      limit: 1_000_000,
      offset: 0,
    }),
  );
  for (const k of keys) printJson(keyView(k));
  return 0;
}

export async function revoke(args: ParsedArgs): Promise<number> {
  const tenant = str(args, 'tenant');
  if (!tenant) throw new UsageError('--tenant: expected a tenant id');
  const revoked = await withTenants((ctx) => ctx.tenants.revokeTenantKeys(tenant, null));
  printJson({ tenant_id: tenant, revoked });
  return 0;
}
