import { get } from '../api.js';
import { busy, el, empty, field, table, when } from '../ui.js';

export async function render(main) {
  const project = field(
    'Project',
    el('input', { type: 'text', id: 'mem-project', value: 'default', pattern: '[A-Za-z0-9_.-]{1,128}' }),
    'The project id your application uses in /v1/memory/projects/{project_id}/…',
  );
  const q = field('Search', el('input', { type: 'text', id: 'mem-q', placeholder: 'words to find' }));
  const out = el('div', { 'aria-live': 'polite' });
  const statsButton = el('button', { type: 'button', class: 'secondary' }, 'Stats');
  const exportButton = el('button', { type: 'button', class: 'secondary' }, 'Export');
  const searchButton = el('button', { type: 'submit' }, 'Search');
  const base = () => `/v1/memory/projects/${encodeURIComponent(project.input.value || 'default')}`;
  const facts = (rows) =>
    rows.length
      ? table(
          [
            { label: 'Key', value: (f) => f.key ?? f.fact_key ?? '—' },
            { label: 'Content', value: (f) => String(f.content ?? f.value ?? '').slice(0, 300) },
            { label: 'Updated', value: (f) => when(f.updated_at ?? f.created_at) },
          ],
          rows,
        )
      : empty('No facts found.');
  statsButton.addEventListener(
    'click',
    () =>
      void busy(statsButton, out, async () => {
        const s = await get(`${base()}/stats`);
        const { channel_disclosed: _c, ...rest } = s;
        out.replaceChildren(el('pre', {}, JSON.stringify(rest, null, 2)));
      }),
  );
  exportButton.addEventListener(
    'click',
    () =>
      void busy(exportButton, out, async () => {
        const x = await get(`${base()}/export`);
        out.replaceChildren(facts(x.facts ?? x.data ?? []));
      }),
  );
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(searchButton, out, async () => {
          const r = await get(`${base()}/search?q=${encodeURIComponent(q.input.value)}`);
          out.replaceChildren(facts(r.results ?? r.data ?? []));
        });
      },
    },
    el('div', { class: 'row' }, project.wrap, q.wrap, searchButton),
    el('div', { class: 'actions' }, statsButton, exportButton),
  );
  main.append(form, out);
}
