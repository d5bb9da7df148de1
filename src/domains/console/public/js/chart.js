// Charts with uPlot, bundled locally (served from /console/assets/vendor).
import uPlot from '/console/assets/vendor/uplot.js';
import { el, table } from './ui.js';

const COLORS = ['#1b5fc1', '#c14e1b', '#1e8e4a', '#8a3fc1', '#b3261e', '#6b7280'];

/**
 * A line chart of daily series, with the same numbers as a table for screen readers.
 * days: ['2026-11-20', ...]; series: [{ label, values }].
 */
export function lineChart(days, series, caption) {
  const box = el('div', { class: 'chart', role: 'img', 'aria-label': caption });
  const xs = days.map((d) => Date.parse(d) / 1000);
  const opts = {
    width: 640,
    height: 260,
    scales: { x: { time: true } },
    series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: COLORS[i % COLORS.length], width: 2 }))],
    axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor' }],
  };
  requestAnimationFrame(() => {
    opts.width = Math.max(320, box.clientWidth || 640);
    new uPlot(opts, [xs, ...series.map((s) => s.values)], box);
  });
  const data = table(
    [
      { label: 'Day', value: (r) => r.day },
      ...series.map((s, i) => ({ label: s.label, value: (r) => String(r.values[i]) })),
    ],
    days.map((day, j) => ({ day, values: series.map((s) => s.values[j]) })),
    caption,
  );
  const details = el('details', {}, el('summary', {}, 'Show the numbers'), data);
  return el('div', {}, box, details);
}
