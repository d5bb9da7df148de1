import { get } from '../api.js';
import { badge, busy, el, empty, field, table, when } from '../ui.js';

const FLAGS = [
  'PROMPT_INJECTION',
  'JAILBREAK',
  'PII',
  'SECRET',
  'INVISIBLE_TEXT',
  'ENCODED_PAYLOAD',
  'SYSTEM_PROMPT_LEAK',
  'DATA_EXFILTRATION',
  'MALICIOUS_URL',
];

function select(id, options) {
  return el(
    'select',
    { id },
    el('option', { value: '' }, 'any'),
    options.map((o) => el('option', { value: o }, o)),
  );
}

async function open(detail, id) {
  const v = await get(`/v1/explain/${encodeURIComponent(id)}`);
  const ex = v.explanation || {};
  detail.replaceChildren(
    el(
      'section',
      { class: 'panel', 'aria-labelledby': 'vd-title' },
      el('h2', { id: 'vd-title' }, `Verdict ${v.verdict_id} `, badge(v.action)),
      el(
        'p',
        {},
        'Judged ',
        when(v.created_at),
        ` · ${v.kind} · flags ${v.flags.join(', ') || 'none'} · ${v.latency_ms} ms`,
      ),
      el('h3', {}, 'Causal chain'),
      el(
        'ol',
        {},
        el(
          'li',
          {},
          `Input: ${ex.input?.chars ?? '?'} characters, digest ${String(v.input_digest).slice(0, 16)}…`,
        ),
        el('li', {}, `Normalisation: ${JSON.stringify(ex.normalization ?? {})}`),
        el(
          'li',
          {},
          `Engines: ${(ex.engines || []).map((e) => `${e.id} ${e.score}${e.hits?.length ? ` (${e.hits.map((h) => h.rule_id).join(', ')})` : ''}`).join('; ')}`,
        ),
        el('li', {}, `Aggregation: ${ex.aggregation?.method ?? ''}`),
        el(
          'li',
          {},
          `Policy: rule ${ex.policy?.rule ?? '—'} → ${ex.policy?.action ?? v.action} (${ex.policy?.mode ?? v.mode})`,
        ),
      ),
      el('details', {}, el('summary', {}, 'Raw explanation'), el('pre', {}, JSON.stringify(ex, null, 2))),
    ),
  );
  detail.querySelector('h2')?.setAttribute('tabindex', '-1');
  detail.querySelector('h2')?.focus();
}

export async function render(main) {
  const action = field('Action', select('vl-action', ['BLOCK', 'REDACT', 'ALLOW']));
  const flag = field('Flag', select('vl-flag', FLAGS));
  const kind = field('Route', select('vl-kind', ['prompt', 'target', 'artifact']));
  const since = field('Since', el('input', { type: 'datetime-local', id: 'vl-since' }));
  const list = el('div', { 'aria-live': 'polite' });
  const detail = el('div');
  let cursor = null;
  const more = el('button', { type: 'button', class: 'secondary', hidden: true }, 'Older verdicts');
  const search = el('button', { type: 'submit' }, 'Filter');
  const rows = [];

  const load = async (reset) => {
    const q = new URLSearchParams({ limit: '50' });
    if (action.input.value) q.set('action', action.input.value);
    if (flag.input.value) q.set('flag', flag.input.value);
    if (kind.input.value) q.set('kind', kind.input.value);
    if (since.input.value) q.set('since', new Date(since.input.value).toISOString());
    if (!reset && cursor) q.set('cursor', cursor);
    const page = await get(`/v1/verdicts?${q}`);
    if (reset) rows.length = 0;
    rows.push(...page.data);
    cursor = page.next_cursor;
    more.hidden = !cursor;
    list.replaceChildren(
      rows.length
        ? table(
            [
              { label: 'When', value: (r) => when(r.created_at) },
              { label: 'Action', value: (r) => badge(r.action) },
              { label: 'Flags', value: (r) => r.flags.join(', ') || '—' },
              { label: 'Route', value: (r) => r.kind },
              { label: 'Mode', value: (r) => r.mode },
              {
                label: 'Verdict',
                value: (r) =>
                  el(
                    'button',
                    { type: 'button', class: 'secondary', onclick: () => void open(detail, r.verdict_id) },
                    `Open ${r.verdict_id.slice(-8)}`,
                  ),
              },
            ],
            rows,
          )
        : empty('No verdicts match. Try the playground, or clear the filters.'),
    );
  };
  const form = el(
    'form',
    {
      class: 'panel',
      onsubmit: (e) => {
        e.preventDefault();
        void busy(search, list, () => load(true));
      },
    },
    el('div', { class: 'row' }, action.wrap, flag.wrap, kind.wrap, since.wrap, search),
  );
  more.addEventListener('click', () => void busy(more, detail, () => load(false)));
  main.append(form, list, more, detail);
  await load(true);
}
