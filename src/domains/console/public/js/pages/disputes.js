import { get, post } from '../api.js';
import { busy, el, empty, field, notice, table, when } from '../ui.js';

export async function render(main) {
  const list = el('div');
  const load = async () => {
    const d = await get('/v1/dispute/list?limit=50');
    list.replaceChildren(
      d.data.length
        ? table(
            [
              { label: 'Filed', value: (x) => when(x.created_at) },
              { label: 'Subject', value: (x) => x.subject },
              { label: 'State', value: (x) => x.state },
              { label: 'Resolution', value: (x) => x.resolution ?? '—' },
            ],
            d.data,
          )
        : empty('No disputes filed.'),
    );
  };
  const subject = field(
    'Subject',
    el('input', { type: 'text', id: 'dp-subject', maxlength: '200', required: true }),
  );
  const body = field(
    'What happened',
    el('textarea', { id: 'dp-body', maxlength: '16384', required: true }),
    'A charge, a verdict or a decision you disagree with. Operators answer here.',
  );
  const file = el('button', { type: 'submit' }, 'File dispute');
  const out = el('div', { 'aria-live': 'polite' });
  main.append(
    el(
      'form',
      {
        class: 'panel',
        onsubmit: (e) => {
          e.preventDefault();
          void busy(file, out, async () => {
            await post('/v1/dispute/file', { subject: subject.input.value, body: body.input.value });
            out.replaceChildren(notice('Filed. It appears below.', 'ok'));
            await load();
          });
        },
      },
      subject.wrap,
      body.wrap,
      el('div', { class: 'actions' }, file),
      out,
    ),
    el('section', { class: 'panel' }, el('h2', {}, 'Your disputes'), list),
  );
  await load();
}
