import { get, post } from '../api.js';
import { busy, bytes, downloadJson, el, empty, field, fmt, notice, summary, table, when } from '../ui.js';

/** The memory routes' base: an explicit project, or the legacy default project when none is named. */
function baseOf(project) {
  return project ? `/v1/memory/projects/${encodeURIComponent(project)}` : '/v1/memory';
}

const projectLabel = (project) => (project ? `project ${project}` : 'the default project');

function factsTable(rows) {
  return rows.length
    ? table(
        [
          // A default key is the content's SHA-256: its start tells facts apart, the title has it whole.
          {
            label: 'Key',
            value: (f) => el('code', { title: f.key }, f.key.length > 24 ? `${f.key.slice(0, 12)}…` : f.key),
          },
          { label: 'Content', value: (f) => String(f.content ?? '').slice(0, 300) },
          { label: 'Tags', value: (f) => (f.tags?.length ? f.tags.join(', ') : '—') },
          { label: 'Stored', value: (f) => when(f.created_at) },
        ],
        rows,
      )
    : empty('No facts found.');
}

export async function render(main) {
  const project = field(
    'Project (optional)',
    el('input', { type: 'text', id: 'mem-project', pattern: '[A-Za-z0-9_.\\-]{1,128}' }),
    'The project id your application uses in /v1/memory/projects/{project_id}/…; empty for the default project of the /v1/memory routes.',
  );
  const q = field(
    'Search',
    el('input', { type: 'text', id: 'mem-q', placeholder: 'words to find', required: true }),
  );
  const out = el('div', { 'aria-live': 'polite' });
  const statsButton = el('button', { type: 'button', class: 'secondary' }, 'Stats');
  const exportButton = el('button', { type: 'button', class: 'secondary' }, 'Export (download JSON)');
  const searchButton = el('button', { type: 'submit' }, 'Search');
  const name = () => project.input.value.trim();

  statsButton.addEventListener(
    'click',
    () =>
      void busy(statsButton, out, async () => {
        const s = await get(`${baseOf(name())}/stats`);
        out.replaceChildren(
          el(
            'section',
            { class: 'panel', 'aria-labelledby': 'mem-stats' },
            el('h2', { id: 'mem-stats' }, `Memory of ${projectLabel(name())}`),
            s.facts === 0
              ? empty('No facts stored yet.')
              : summary([
                  ['Facts', fmt(s.facts)],
                  ['Stored size', bytes(s.bytes)],
                  ['Chat sessions holding facts', fmt(s.sessions)],
                  ['Facts from chat sessions', fmt(s.session_facts)],
                  ['Oldest fact', when(s.oldest_at)],
                  ['Newest fact', when(s.newest_at)],
                ]),
          ),
        );
      }),
  );
  exportButton.addEventListener(
    'click',
    () =>
      void busy(exportButton, out, async () => {
        const x = await post(`${baseOf(name())}/export`);
        const file = `memory-${name() || 'default'}-${x.exported_at.slice(0, 10)}.json`;
        downloadJson(file, x);
        out.replaceChildren(
          notice(`Exported ${fmt(x.count)} facts of ${projectLabel(name())} to ${file}.`, 'ok'),
          x.facts.length
            ? el('section', { class: 'panel' }, el('h2', {}, 'Exported facts'), factsTable(x.facts))
            : null,
        );
      }),
  );
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(searchButton, out, async () => {
          const r = await get(`${baseOf(name())}/search?q=${encodeURIComponent(q.input.value)}`);
          out.replaceChildren(
            el(
              'section',
              { class: 'panel' },
              el('h2', {}, `Found in ${projectLabel(name())}`),
              factsTable(r.data),
            ),
          );
        });
      },
    },
    el('div', { class: 'row' }, project.wrap, q.wrap, searchButton),
    el('div', { class: 'actions' }, statsButton, exportButton),
  );
  main.append(form, out);
}
