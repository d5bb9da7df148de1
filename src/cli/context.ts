import path from 'node:path';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { systemClock } from '../core/clock.js';
import { loadSigner } from '../core/signing.js';
import { type DbHandle, openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { AuditLog } from '../domains/audit/service.js';
import { TenantService } from '../domains/tenants/service.js';

/**
 * Runs `fn` with a context on the configured database (migrated), closing it afterwards. The
 * whole context (detection engines, gateway, billing) is imported only here, when asked for.
 */
export async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const { createContext } = await import('../context.js');
  const ctx = await createContext(config, { file: config.file });
  try {
    return await fn(ctx);
  } finally {
    await ctx.close();
  }
}

/** What the key and tenant commands use: the migrated database and the tenant service. */
export interface TenantsContext {
  db: DbHandle;
  tenants: TenantService;
}

/**
 * Runs `fn` with the configured database (migrated) and the tenant service with its audit log,
 * built as `createContext` builds them, and nothing else: the key and tenant commands (the
 * quickstart's first call) load neither the detection engines nor the HTTP stack, so they answer
 * in a fraction of a second. A revocation here has no cache of this process to clear; running
 * instances forget the key within VGATE_KEY_CACHE_MS, as for a revocation by another instance.
 */
export async function withTenants<T>(fn: (ctx: TenantsContext) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const signer = loadSigner({ signingKey: config.signingKey, dataDir: config.dataDir });
    const audit = new AuditLog(db, signer, systemClock, path.join(config.dataDir, 'audit-witness.json'));
    const tenants = new TenantService(db, audit, systemClock, config.rateLimits, () => {});
    return await fn({ db, tenants });
  } finally {
    await db.close();
  }
}

/** One JSON line on stdout: what the key and tenant commands print, for scripts to read. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
