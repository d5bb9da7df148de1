import { del, get, post } from '../api.js';
import { busy, el, empty, field, fmt, money, notice, table, when } from '../ui.js';

export async function render(main) {
  const out = el('div', { 'aria-live': 'polite' });
  const list = el('div');
  const load = async () => {
    const keys = await get('/v1/admin/keys?limit=1000');
    const tenants = new Map();
    for (const k of keys.data) {
      const t = tenants.get(k.tenant_id) ?? {
        tenant_id: k.tenant_id,
        tier: k.tier,
        keys: 0,
        newest: k.created_at,
      };
      t.keys += 1;
      if (k.created_at > t.newest) t.newest = k.created_at;
      tenants.set(k.tenant_id, t);
    }
    list.replaceChildren(
      tenants.size
        ? table(
            [
              { label: 'Tenant', value: (t) => t.tenant_id },
              { label: 'Tier', value: (t) => t.tier },
              { label: 'Live keys', value: (t) => String(t.keys) },
              { label: 'Newest key', value: (t) => when(t.newest) },
              {
                label: 'Revoke all keys',
                value: (t) =>
                  t.tenant_id === 'platform'
                    ? el('span', { class: 'hint' }, 'operator')
                    : el(
                        'button',
                        {
                          type: 'button',
                          class: 'danger',
                          'aria-label': `Revoke every key of ${t.tenant_id}`,
                          onclick: (e) =>
                            void busy(e.currentTarget, out, async () => {
                              const r = await del(`/v1/admin/keys/${t.tenant_id}`);
                              out.replaceChildren(
                                notice(`Revoked ${r.revoked} keys of ${t.tenant_id}.`, 'ok'),
                              );
                              await load();
                            }),
                        },
                        'Revoke',
                      ),
              },
            ],
            [...tenants.values()],
          )
        : empty('No tenants yet. Create a key for a new tenant below.'),
    );
  };
  const tenant = field(
    'Tenant id',
    el('input', { type: 'text', id: 'op-tenant', pattern: '[a-z0-9_-]{1,64}', required: true }),
  );
  const tier = field(
    'Tier',
    el(
      'select',
      { id: 'op-tier' },
      ['free', 'pro', 'enterprise'].map((t) => el('option', { value: t }, t)),
    ),
  );
  const created = el('div', { 'aria-live': 'polite' });
  const create = el('button', { type: 'submit' }, 'Create key');
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(create, created, async () => {
          const k = await post('/v1/admin/keys', {
            tenant_id: tenant.input.value,
            tier: tier.input.value,
            label: 'created in the console',
          });
          created.replaceChildren(notice('Shown only once:', 'ok'), el('div', { class: 'secret' }, k.key));
          await load();
        });
      },
    },
    el('h2', {}, 'Key for a tenant (created if new)'),
    el('div', { class: 'row' }, tenant.wrap, tier.wrap, create),
    created,
  );
  const usage = await get('/v1/admin/usage?days=30');
  main.append(
    form,
    out,
    el('section', { class: 'panel' }, el('h2', {}, 'Tenants'), list),
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Usage, 30 days'),
      usage.data.length
        ? table(
            [
              { label: 'Day', value: (r) => r.day },
              { label: 'Tenant', value: (r) => r.tenant_id },
              { label: 'Model', value: (r) => r.model },
              { label: 'Requests', value: (r) => fmt(r.requests) },
              { label: 'Cost', value: (r) => money(r.cost_micros) },
            ],
            usage.data,
          )
        : empty('No usage yet.'),
    ),
  );
  await load();
}
