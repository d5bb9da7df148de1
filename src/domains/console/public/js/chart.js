// Charts with uPlot, bundled locally (served from /console/assets/vendor).
import uPlot from '/console/assets/vendor/uplot.js';
import { el, table } from './ui.js';

const COLORS = ['#1b5fc1', '#c14e1b', '#1e8e4a', '#8a3fc1', '#b3261e', '#6b7280'];
const DAY = 86_400;
/** The x axis never spans fewer days than this, so one or two days of data sit mid-chart. */
const MIN_SPAN_DAYS = 4;
/** Integer steps only: the charts count requests. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6, 1e7,
];

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fmtDay = (secs) => dayLabel.format(new Date(secs * 1000));
const isoDay = (secs) => new Date(secs * 1000).toISOString().slice(0, 10);

/**
 * The x range for daily points (UTC midnights, in seconds): half a day of margin each side, and
 * at least MIN_SPAN_DAYS wide, centred on the data, so a single day is not drawn at an edge.
 */
export function dayRange(xs) {
  let lo = Math.min(...xs) - DAY / 2;
  let hi = Math.max(...xs) + DAY / 2;
  const short = MIN_SPAN_DAYS * DAY - (hi - lo);
  if (short > 0) {
    lo -= short / 2;
    hi += short / 2;
  }
  return [lo, hi];
}

/** Tick positions at UTC midnights inside [lo, hi], every `step` days so labels do not crowd. */
function dayTicks(lo, hi, width) {
  const first = Math.ceil(lo / DAY) * DAY;
  const days = Math.floor((hi - first) / DAY) + 1;
  const fit = Math.max(2, Math.floor(width / 72));
  const step = [1, 2, 3, 7, 14, 28].find((s) => Math.ceil(days / s) <= fit) ?? Math.ceil(days / fit);
  const ticks = [];
  for (let t = first; t <= hi; t += step * DAY) ticks.push(t);
  return ticks;
}

/**
 * Every day from the first to the last of `days` (ISO dates), with each series' value on it, 0
 * on a day without a row: usage has no row for a day without traffic.
 */
function denseDays(days, series) {
  const xs = days.map((d) => Date.parse(d) / 1000);
  const all = [];
  for (let t = Math.min(...xs); t <= Math.max(...xs); t += DAY) all.push(t);
  const at = new Map(xs.map((x, i) => [x, i]));
  return {
    xs: all,
    series: series.map((s) => ({
      label: s.label,
      values: all.map((x) => (at.has(x) ? (s.values[at.get(x)] ?? 0) : 0)),
    })),
  };
}

/**
 * A line chart of daily series, with the same numbers as a table for screen readers.
 * days: ['2026-11-20', ...] (UTC dates); series: [{ label, values }]. The drawn x range is on the
 * chart box as data-x-min / data-x-max (ISO dates) once drawn.
 */
export function lineChart(days, series, caption) {
  const box = el('div', { class: 'chart', role: 'img', 'aria-label': caption });
  const dense = denseDays(days, series);
  const [lo, hi] = dayRange(dense.xs);
  const height = 260;
  const opts = {
    width: 640,
    height,
    legend: { live: true },
    scales: {
      x: { time: true, range: () => [lo, hi] },
      y: { range: (_u, _min, max) => [0, uPlot.rangeNum(0, Math.max(1, max), 0.1, true)[1]] },
    },
    series: [
      { label: 'Day', value: (_u, v) => (v == null ? '—' : fmtDay(v)) },
      ...dense.series.map((s, i) => ({
        label: s.label,
        stroke: COLORS[i % COLORS.length],
        width: 2,
        points: { show: true, size: 7, fill: COLORS[i % COLORS.length] },
      })),
    ],
    axes: [
      {
        stroke: 'currentColor',
        grid: { stroke: 'rgba(128,128,128,0.2)' },
        splits: (u) => dayTicks(u.scales.x.min, u.scales.x.max, u.bbox.width / devicePixelRatio),
        values: (_u, ticks) => ticks.map(fmtDay),
      },
      { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.2)' }, incrs: COUNT_STEPS },
    ],
    hooks: {
      setScale: [
        (u, key) => {
          if (key !== 'x') return;
          box.dataset.xMin = isoDay(u.scales.x.min);
          box.dataset.xMax = isoDay(u.scales.x.max);
        },
      ],
    },
  };
  requestAnimationFrame(() => {
    const width = () => Math.max(200, box.clientWidth || 640);
    opts.width = width();
    // A canvas does not follow CSS colours: the axes take the page's text colour (light or dark).
    for (const axis of opts.axes) axis.stroke = getComputedStyle(box).color;
    const plot = new uPlot(opts, [dense.xs, ...dense.series.map((s) => s.values)], box);
    let last = opts.width;
    new ResizeObserver(() => {
      const w = width();
      if (w !== last) {
        last = w;
        plot.setSize({ width: w, height });
      }
    }).observe(box);
  });
  const data = table(
    [
      { label: 'Day', value: (r) => el('time', { datetime: r.day }, r.day) },
      ...dense.series.map((s, i) => ({ label: s.label, value: (r) => String(r.values[i]) })),
    ],
    dense.xs.map((x, j) => ({ day: isoDay(x), values: dense.series.map((s) => s.values[j]) })),
    caption,
  );
  const details = el('details', {}, el('summary', {}, 'Show the numbers'), data);
  return el('div', {}, box, details);
}
