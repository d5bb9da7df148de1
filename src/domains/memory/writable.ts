import type { Executor } from '../../db/connect.js';

/**
 * Whether a project accepts writes. Each check runs inside the write's transaction and returns
 * the reason the project is not writable, or null. The service answers 409
 * `project_not_writable` with the first reason found.
 */
export type WritabilityCheck = (db: Executor, tenantId: string, projectId: string) => Promise<string | null>;

/**
 * A terminated (or unknown) tenant's projects are read-only. Keys are revoked on termination,
 * but a key cached by another instance can outlive that by up to the key-cache bound; this check
 * closes the gap for memory.
 */
export const tenantActive: WritabilityCheck = async (db, tenantId) => {
  const row = await db.selectFrom('tenants').select('status').where('id', '=', tenantId).executeTakeFirst();
  if (!row) return 'the tenant does not exist';
  return row.status === 'active' ? null : `the tenant is ${row.status}`;
};

export const DEFAULT_WRITABILITY: readonly WritabilityCheck[] = [tenantActive];
