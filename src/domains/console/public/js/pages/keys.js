import { del, get, post } from '../api.js';
import { busy, el, empty, field, notice, table, when } from '../ui.js';

const SCOPES = ['scan', 'gateway', 'memory', 'billing', 'admin'];

export async function render(main, { me }) {
  const list = el('div');
  const out = el('div', { 'aria-live': 'polite' });
  const load = async () => {
    const keys = await get('/v1/keys');
    list.replaceChildren(
      keys.data.length
        ? table(
            [
              { label: 'Label', value: (k) => k.label ?? '—' },
              { label: 'Starts with', value: (k) => el('code', {}, `${k.prefix}…`) },
              { label: 'Scopes', value: (k) => k.scopes.join(', ') },
              { label: 'Limit / min', value: (k) => String(k.rate_limit_per_min) },
              { label: 'Created', value: (k) => when(k.created_at) },
              {
                label: 'Revoke',
                value: (k) =>
                  k.key_id === me.key_id
                    ? el('span', { class: 'hint' }, 'this session')
                    : el(
                        'button',
                        {
                          type: 'button',
                          class: 'danger',
                          'aria-label': `Revoke key ${k.label ?? k.prefix}`,
                          onclick: (e) =>
                            void busy(e.currentTarget, out, async () => {
                              await del(`/v1/keys/${k.key_id}`);
                              out.replaceChildren(
                                notice(
                                  'Key revoked. It stops working on every instance within seconds.',
                                  'ok',
                                ),
                              );
                              await load();
                            }),
                        },
                        'Revoke',
                      ),
              },
            ],
            keys.data,
          )
        : empty('No keys yet.'),
    );
  };
  const label = field(
    'Label',
    el('input', { type: 'text', id: 'key-label', maxlength: '200', placeholder: 'laptop, ci, …' }),
  );
  const rate = field(
    'Requests per minute (optional)',
    el('input', { type: 'number', id: 'key-rate', min: '1', max: String(me.rate_limit_per_min) }),
  );
  const boxes = SCOPES.filter((s) => me.scopes.includes(s)).map((s) =>
    el(
      'label',
      { class: 'inline' },
      el('input', { type: 'checkbox', value: s, checked: s !== 'admin', id: `scope-${s}` }),
      ` ${s}`,
    ),
  );
  const create = el('button', { type: 'submit' }, 'Create key');
  const created = el('div', { 'aria-live': 'polite' });
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(create, created, async () => {
          const scopes = boxes
            .map((b) => b.querySelector('input'))
            .filter((i) => i.checked)
            .map((i) => i.value);
          const body = {
            label: label.input.value || undefined,
            scopes,
            ...(rate.input.value ? { rate_limit_per_min: Number(rate.input.value) } : {}),
          };
          const k = await post('/v1/keys', body);
          const copy = el('button', { type: 'button', class: 'secondary' }, 'Copy');
          copy.addEventListener('click', async () => {
            await navigator.clipboard.writeText(k.key);
            copy.textContent = 'Copied';
          });
          created.replaceChildren(
            notice('Copy the key now: it is shown only once.', 'ok'),
            el('div', { class: 'secret', id: 'new-key' }, k.key),
            el('div', { class: 'actions' }, copy),
          );
          await load();
        });
      },
    },
    el('h2', {}, 'New key'),
    label.wrap,
    el('fieldset', {}, el('legend', {}, 'Scopes'), boxes),
    rate.wrap,
    el('div', { class: 'actions' }, create),
    created,
  );
  main.append(form, out, el('section', { class: 'panel' }, el('h2', {}, 'Live keys'), list));
  await load();
}
