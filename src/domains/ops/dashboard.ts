/**
 * The Grafana dashboard served at GET /v1/dashboard-template: import it in Grafana and pick a
 * Prometheus data source for `DS_PROMETHEUS` (the `__inputs` mechanism). Every query names only
 * metrics that /v1/metrics exposes; a test parses each one and checks that.
 */

// Grafana's own placeholder, filled from `__inputs` on import (not a template literal).
const DS = { type: 'prometheus', uid: ['$', '{DS_PROMETHEUS}'].join('') };
const RATE = '[$__rate_interval]';

interface PanelSpec {
  title: string;
  unit: string;
  /** Legend format per query (`{{label}}`), keyed by the query. */
  targets: Record<string, string>;
  type?: 'timeseries' | 'stat';
  description?: string;
}

const PANELS: PanelSpec[] = [
  {
    title: 'Gateway traffic',
    unit: 'reqps',
    targets: {
      [`sum by (route) (rate(vgate_http_requests_total{route=~".*/chat/completions"}${RATE}))`]: '{{route}}',
      [`sum(rate(vgate_http_requests_total${RATE}))`]: 'all requests',
    },
  },
  {
    title: 'Request latency',
    unit: 's',
    targets: Object.fromEntries(
      ['0.5', '0.95', '0.99'].map((q) => [
        `histogram_quantile(${q}, sum by (le) (rate(vgate_http_request_duration_seconds_bucket${RATE})))`,
        `p${Number(q) * 100}`,
      ]),
    ),
  },
  {
    title: 'Time to first token (streams)',
    unit: 's',
    targets: {
      [`histogram_quantile(0.5, sum by (le, provider) (rate(vgate_upstream_ttft_seconds_bucket${RATE})))`]:
        'p50 {{provider}}',
      [`histogram_quantile(0.95, sum by (le, provider) (rate(vgate_upstream_ttft_seconds_bucket${RATE})))`]:
        'p95 {{provider}}',
    },
  },
  {
    title: 'Errors by class',
    unit: 'reqps',
    targets: {
      [`sum by (status) (rate(vgate_http_requests_total{status=~"4..|5.."}${RATE}))`]: '{{status}}',
    },
  },
  {
    title: 'Upstream health by provider',
    unit: 'percentunit',
    description:
      'Share of upstream attempts that failed (HTTP error or transport failure), fallbacks included.',
    targets: {
      [`sum by (provider) (rate(vgate_upstream_attempts_total{outcome!="ok"}${RATE})) / sum by (provider) (rate(vgate_upstream_attempts_total${RATE}))`]:
        '{{provider}} failing',
    },
  },
  {
    title: 'Upstream latency by provider',
    unit: 's',
    targets: {
      [`histogram_quantile(0.95, sum by (le, provider) (rate(vgate_upstream_latency_seconds_bucket${RATE})))`]:
        'p95 {{provider}}',
    },
  },
  {
    title: 'Verdicts by action',
    unit: 'ops',
    targets: { [`sum by (surface, action) (rate(vgate_verdicts_total${RATE}))`]: '{{surface}} {{action}}' },
  },
  {
    title: 'Verdict flags',
    unit: 'ops',
    targets: { [`sum by (flag) (rate(vgate_verdict_flags_total${RATE}))`]: '{{flag}}' },
  },
  {
    title: 'Tokens',
    unit: 'short',
    targets: {
      [`sum by (provider, direction) (rate(vgate_tokens_total${RATE}))`]: '{{provider}} {{direction}}',
    },
  },
  {
    title: 'Hosted cost per hour',
    unit: 'short',
    description: 'Account currency units (micro-units / 1e6) per hour, by provider.',
    targets: { 'sum by (provider) (increase(vgate_cost_micros_total[1h])) / 1e6': '{{provider}}' },
  },
  {
    title: 'Memory operations',
    unit: 'reqps',
    targets: {
      [`sum by (route, method) (rate(vgate_http_requests_total{route=~"/v1/memory/.*"}${RATE}))`]:
        '{{method}} {{route}}',
    },
  },
  {
    title: 'Self-defense mode',
    unit: 'none',
    type: 'stat',
    description: '1: lockdown (session-memory operations answer 423); 0: normal.',
    targets: { 'max(vgate_self_defense_lockdown)': 'lockdown' },
  },
  {
    title: 'Audit checkpoint age',
    unit: 's',
    type: 'stat',
    description: 'Seconds since the latest signed audit checkpoint (-1: none yet).',
    targets: { 'max(vgate_audit_checkpoint_age_seconds)': 'age' },
  },
];

function panel(spec: PanelSpec, id: number) {
  const refIds = 'ABCDEFGHIJ';
  return {
    id,
    type: spec.type ?? 'timeseries',
    title: spec.title,
    ...(spec.description ? { description: spec.description } : {}),
    datasource: DS,
    gridPos: { h: 8, w: 12, x: ((id - 1) % 2) * 12, y: Math.floor((id - 1) / 2) * 8 },
    fieldConfig: { defaults: { unit: spec.unit }, overrides: [] },
    options: {},
    targets: Object.entries(spec.targets).map(([expr, legendFormat], i) => ({
      datasource: DS,
      expr,
      legendFormat,
      refId: refIds[i] ?? `Q${i}`,
    })),
  };
}

/** The dashboard in Grafana's export format (schema 39, importable with `__inputs`). */
export function dashboardTemplate(version: string) {
  return {
    __inputs: [
      {
        name: 'DS_PROMETHEUS',
        label: 'Prometheus',
        description: 'The Prometheus that scrapes /v1/metrics of every instance',
        type: 'datasource',
        pluginId: 'prometheus',
        pluginName: 'Prometheus',
      },
    ],
    __requires: [
      { type: 'grafana', id: 'grafana', name: 'Grafana', version: '10.0.0' },
      { type: 'datasource', id: 'prometheus', name: 'Prometheus', version: '1.0.0' },
      { type: 'panel', id: 'timeseries', name: 'Time series', version: '' },
      { type: 'panel', id: 'stat', name: 'Stat', version: '' },
    ],
    title: 'Verdict Gateway',
    uid: 'verdict-gateway',
    description: `Verdict Gateway ${version}: traffic, latency, errors, upstreams, verdicts, tokens, memory, self-defense, audit.`,
    tags: ['verdict-gateway'],
    schemaVersion: 39,
    version: 1,
    editable: true,
    timezone: 'utc',
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: { list: [] },
    annotations: { list: [] },
    panels: PANELS.map((p, i) => panel(p, i + 1)),
  };
}
