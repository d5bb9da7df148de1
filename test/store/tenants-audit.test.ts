import { afterEach, beforeEach, expect, it } from 'vitest';
import { hashApiKey } from '../../src/core/ids.js';
import { TenantService } from '../../src/domains/tenants/service.js';
import { findActiveKeyByHash } from '../../src/domains/tenants/store.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

/** The store suite, looped over every engine (PostgreSQL when VGATE_TEST_DATABASE_URL is set). */
describeEngines('tenants and audit store (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ engine });
  });
  afterEach(async () => t.close());

  it('stores only the hash of a key and finds it while live', async () => {
    const k = await t.ctx.tenants.createKey({ tenantId: 'hooli', tier: 'enterprise', label: 'x' }, null);
    const rows = await t.ctx.db.db.selectFrom('api_keys').selectAll().where('id', '=', k.id).execute();
    expect(JSON.stringify(rows)).not.toContain(k.key);
    const found = await findActiveKeyByHash(t.ctx.db.db, hashApiKey(k.key));
    expect(found).toMatchObject({ tenantId: 'hooli', tier: 'enterprise', rateLimitPerMin: 6000 });
    await t.ctx.tenants.revokeTenantKeys('hooli', {
      tenantId: 'platform',
      keyId: 'k',
      tier: 'platform',
      scopes: [],
      rateLimitPerMin: 1,
      via: 'bearer',
    });
    expect(await findActiveKeyByHash(t.ctx.db.db, hashApiKey(k.key))).toBeNull();
  });

  it('appends an audit event in the same transaction as the action, and not when it rolls back', async () => {
    const before = await t.ctx.audit.verify();
    await expect(
      t.ctx.audit.withEvent(
        { type: 'test.rolled_back', actorTenant: null, actorKey: null, subject: null },
        async () => {
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect((await t.ctx.audit.verify()).tree_size).toBe(before.tree_size);
    await t.ctx.tenants.createKey({ tenantId: 'pied', tier: 'free' }, null);
    const after = await t.ctx.audit.verify();
    expect(after.tree_size).toBe(before.tree_size + 1);
    expect(after.valid).toBe(true);
  });

  it('keeps leaf indexes contiguous under concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.ctx.tenants.createKey({ tenantId: `c${i}`, tier: 'free' }, null),
      ),
    );
    const report = await t.ctx.audit.verify();
    expect(report.valid).toBe(true);
    expect(report.tree_size).toBe(23);
  });

  it('detects an altered, a removed and a truncated event against signed checkpoints', async () => {
    const cp = await t.ctx.audit.checkpoint();
    expect(cp?.tree_size).toBe(3);
    expect((await t.ctx.audit.verify()).valid).toBe(true);

    await t.ctx.db.db
      .updateTable('audit_events')
      .set({ data: '{"revoked":99}' })
      .where('seq', '=', 1)
      .execute();
    expect(await t.ctx.audit.verify()).toMatchObject({
      valid: false,
      first_bad_index: 1,
      reason: 'event_altered',
    });

    // A forger who also rewrites the leaf hash is caught at the row, by the row's signature.
    const row = await t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    const { eventEntry } = await import('../../src/domains/audit/log.js');
    const { leafHash } = await import('../../src/domains/audit/merkle.js');
    const forged = leafHash(eventEntry({ ...row, seq: 1 })).toString('hex');
    await t.ctx.db.db.updateTable('audit_events').set({ leaf_hash: forged }).where('seq', '=', 1).execute();
    expect(await t.ctx.audit.verify()).toMatchObject({
      valid: false,
      first_bad_index: 1,
      reason: 'event_signature_invalid',
    });

    await t.ctx.db.db.deleteFrom('audit_events').where('seq', '=', 1).execute();
    expect(await t.ctx.audit.verify()).toMatchObject({
      valid: false,
      first_bad_index: 1,
      reason: 'event_missing',
    });

    await t.ctx.db.db.deleteFrom('audit_events').where('seq', '>=', 1).execute();
    expect(await t.ctx.audit.verify()).toMatchObject({
      valid: false,
      first_bad_index: 1,
      reason: 'log_truncated',
    });
  });
});

describeEngines('start-up bootstrap under concurrency (%s)', (engine) => {
  it('generates exactly one operator key when instances start at once', async () => {
    const t = await buildTestApp({ engine });
    try {
      await t.ctx.db.db
        .updateTable('api_keys')
        .set({ revoked_at: 'now' })
        .where('tier', '=', 'platform')
        .execute();
      const services = Array.from(
        { length: 4 },
        () => new TenantService(t.ctx.db, t.ctx.audit, t.ctx.clock, t.ctx.config.rateLimits, () => {}),
      );
      const made = await Promise.all(
        services.map((s) => s.bootstrap({ adminKey: null, generateIfNone: true })),
      );
      expect(made.filter((k) => k !== null)).toHaveLength(1);
      const again = await Promise.all(
        services.map((s) =>
          s.bootstrap({ adminKey: 'vg_same_admin_key_for_all_0123456789', generateIfNone: false }),
        ),
      );
      expect(again).toEqual([null, null, null, null]);
      const live = await t.ctx.db.db
        .selectFrom('api_keys')
        .select('label')
        .where('tier', '=', 'platform')
        .where('revoked_at', 'is', null)
        .execute();
      expect(live.map((k) => k.label).sort()).toEqual(['VGATE_ADMIN_KEY', 'generated at first start']);
    } finally {
      await t.close();
    }
  });
});
