import { get, post } from '../api.js';
import { busy, el, empty, notice, table, when } from '../ui.js';

export async function render(main) {
  const list = el('div');
  const out = el('div', { 'aria-live': 'polite' });
  const load = async () => {
    const d = await get('/v1/admin/disputes?state=open&limit=100');
    list.replaceChildren(
      d.data.length
        ? table(
            [
              { label: 'Filed', value: (x) => when(x.created_at) },
              { label: 'Tenant', value: (x) => x.tenant_id },
              { label: 'Subject', value: (x) => x.subject },
              { label: 'Body', value: (x) => x.body.slice(0, 400) },
              {
                label: 'Answer',
                value: (x) => {
                  const text = el('input', {
                    type: 'text',
                    'aria-label': `Resolution of ${x.dispute_id}`,
                    maxlength: '4000',
                  });
                  const ok = el('button', { type: 'button' }, 'Resolve');
                  const no = el('button', { type: 'button', class: 'danger' }, 'Reject');
                  for (const [b, outcome] of [
                    [ok, 'resolved'],
                    [no, 'rejected'],
                  ]) {
                    b.addEventListener(
                      'click',
                      () =>
                        void busy(b, out, async () => {
                          await post(`/v1/admin/disputes/${x.dispute_id}/resolve`, {
                            outcome,
                            resolution: text.value || outcome,
                          });
                          out.replaceChildren(notice(`${x.dispute_id}: ${outcome}.`, 'ok'));
                          await load();
                        }),
                    );
                  }
                  return el('span', { class: 'row' }, text, ok, no);
                },
              },
            ],
            d.data,
          )
        : empty('No open disputes.'),
    );
  };
  main.append(out, list);
  await load();
}
