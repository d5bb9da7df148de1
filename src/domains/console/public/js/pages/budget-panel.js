import { el, fmt, money, table } from '../ui.js';

/**
 * The caller's budgets against their caps (issue 35): one row per cap of the key and of the
 * tenant, from GET /v1/usage's `budgets`. Nothing when neither has a budget.
 */
export function budgetPanel(budgets) {
  const rows = [];
  for (const b of [budgets?.key, budgets?.tenant]) {
    if (!b) continue;
    const who = b.scope === 'key' ? 'This key' : 'Tenant';
    const spend = (label, c) => {
      if (c)
        rows.push({ who, label, cap: money(c.cap), used: money(c.used), held: money(c.reserved ?? 0), c });
    };
    spend('Spend per day', b.daily_spend);
    spend('Spend per month', b.monthly_spend);
    const r = b.requests_per_day;
    if (r) rows.push({ who, label: 'Requests per day', cap: fmt(r.cap), used: fmt(r.used), held: '', c: r });
    if (b.budget.allowed_models)
      rows.push({
        who,
        label: 'Allowed models',
        cap: b.budget.allowed_models.join(', '),
        used: '',
        held: '',
        c: null,
      });
  }
  if (rows.length === 0) return null;
  const left = (row) => {
    if (!row.c) return '';
    const share =
      row.c.cap === 0
        ? 100
        : Math.min(100, Math.round((100 * (row.c.used + (row.c.reserved ?? 0))) / row.c.cap));
    return el('meter', { min: '0', max: '100', value: String(share), title: `${share}% used` }, `${share}%`);
  };
  return el(
    'section',
    { class: 'panel' },
    el('h2', {}, 'Budgets'),
    table(
      [
        { label: 'Applies to', value: (r) => r.who },
        { label: 'Cap', value: (r) => r.label },
        { label: 'Limit', value: (r) => r.cap },
        { label: 'Used', value: (r) => r.used },
        { label: 'In flight', value: (r) => r.held },
        { label: 'Share', value: left },
      ],
      rows,
      'Spend and requests against each cap of this key and its tenant, in the current UTC day or month',
    ),
  );
}
