import { listTenants } from '../domains/tenants/store.js';
import type { ParsedArgs } from './commands.js';
import { printJson, withTenants } from './context.js';

/** `vgate tenants list`: one JSON line per tenant. */
export async function run(_args: ParsedArgs): Promise<number> {
  const tenants = await withTenants((ctx) => listTenants(ctx.db.db));
  for (const t of tenants) {
    printJson({
      tenant_id: t.id,
      tier: t.tier,
      status: t.status,
      created_at: t.createdAt,
      active_keys: t.activeKeys,
    });
  }
  return 0;
}
