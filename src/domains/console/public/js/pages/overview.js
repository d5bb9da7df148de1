import { hasScope } from '../access.js';
import { get } from '../api.js';
import { lineChart } from '../chart.js';
import { el, empty, fmt, money } from '../ui.js';

/** Sums usage rows whose day falls in [from, to). */
function sum(rows, from, to) {
  const t = { requests: 0, input_tokens: 0, output_tokens: 0, cost_micros: 0 };
  for (const r of rows) {
    const d = Date.parse(r.day);
    if (d >= from && d < to) for (const k of Object.keys(t)) t[k] += r[k];
  }
  return t;
}

function card(label, value, detail) {
  return el(
    'div',
    { class: 'card' },
    el('div', { class: 'label' }, label),
    el('div', { class: 'value' }, value),
    detail ? el('div', { class: 'hint' }, detail) : null,
  );
}

function change(now, before) {
  if (before === 0) return now === 0 ? 'no change from last week' : 'new this week';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct >= 0 ? '+' : ''}${pct}% vs last week`;
}

export async function render(main, { me }) {
  const usage = await get('/v1/usage?days=14');
  // The verdict log needs the scan scope, billing the billing scope: their cards need them too.
  const blocks = hasScope(me, 'scan')
    ? await get(
        '/v1/verdicts?action=BLOCK&limit=200&since=' +
          encodeURIComponent(new Date(Date.now() - 7 * 864e5).toISOString()),
      )
    : null;
  const day = 864e5;
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const week = sum(usage.data, today - 6 * day, today + day);
  const last = sum(usage.data, today - 13 * day, today - 6 * day);
  main.append(
    el(
      'div',
      { class: 'cards' },
      card('Requests, 7 days', fmt(week.requests), change(week.requests, last.requests)),
      blocks
        ? card(
            'Blocked, 7 days',
            fmt(blocks.data.length) + (blocks.next_cursor ? '+' : ''),
            'verdicts that blocked',
          )
        : null,
      card(
        'Tokens, 7 days',
        fmt(week.input_tokens + week.output_tokens),
        change(week.input_tokens + week.output_tokens, last.input_tokens + last.output_tokens),
      ),
      card('Spend, 7 days', money(week.cost_micros), change(week.cost_micros, last.cost_micros)),
    ),
  );
  try {
    if (!hasScope(me, 'billing')) throw new Error('no billing scope');
    const billing = await get('/v1/billing/status');
    main.append(
      el(
        'div',
        { class: 'cards' },
        card(
          'Balance',
          money(billing.balance_micros ?? 0, billing.currency || 'USD'),
          billing.plan ? `plan ${billing.plan}` : null,
        ),
      ),
    );
  } catch {
    // billing is not enabled on this deployment, or the key has no billing scope
  }
  const panel = el(
    'section',
    { class: 'panel', 'aria-labelledby': 'ov-chart' },
    el('h2', { id: 'ov-chart' }, 'Requests per day'),
  );
  main.append(panel);
  if (usage.data.length === 0) {
    panel.append(
      empty(
        'No traffic yet. Point the openai SDK at this gateway (base URL …/v1) and make a call; it shows up here.',
      ),
    );
    return;
  }
  const days = [...new Set(usage.data.map((r) => r.day))].sort();
  const perDay = days.map((d) => usage.data.filter((r) => r.day === d).reduce((a, r) => a + r.requests, 0));
  panel.append(lineChart(days, [{ label: 'requests', values: perDay }], 'Requests per day, last 14 days'));
}
