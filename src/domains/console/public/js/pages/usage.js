import { get } from '../api.js';
import { lineChart } from '../chart.js';
import { el, empty, fmt, money, table } from '../ui.js';
import { budgetPanel } from './budget-panel.js';

export async function render(main) {
  const usage = await get('/v1/usage?days=30');
  const budgets = budgetPanel(usage.budgets);
  if (budgets) main.append(budgets);
  if (usage.data.length === 0) {
    main.append(
      empty(
        'No usage in the last 30 days. Calls through the chat, responses, messages and embeddings APIs are counted here by day and model.',
      ),
    );
    return;
  }
  const days = [...new Set(usage.data.map((r) => r.day))].sort();
  const models = [...new Set(usage.data.map((r) => r.model))].sort();
  const series = models.map((m) => ({
    label: m,
    values: days.map((d) =>
      usage.data.filter((r) => r.day === d && r.model === m).reduce((a, r) => a + r.requests, 0),
    ),
  }));
  main.append(
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'Requests by day and model'),
      lineChart(days, series, 'Requests per day by model, last 30 days'),
    ),
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, 'By day and model'),
      table(
        [
          { label: 'Day', value: (r) => el('time', { datetime: r.day }, r.day) },
          { label: 'Model', value: (r) => r.model },
          { label: 'Requests', value: (r) => fmt(r.requests) },
          { label: 'Input tokens', value: (r) => fmt(r.input_tokens) },
          { label: 'Output tokens', value: (r) => fmt(r.output_tokens) },
          { label: 'Cost', value: (r) => money(r.cost_micros) },
        ],
        [...usage.data].sort((a, b) => (a.day < b.day ? 1 : -1)),
      ),
    ),
  );
}
