import type { Clock } from '../../core/clock.js';
import type { Executor } from '../../db/connect.js';

/**
 * Privacy-safe aggregates (GET /v1/metrics/aggregate), for publishing beyond the operator: only
 * complete UTC days (so a poller cannot watch one tenant's requests arrive), no tenant, key,
 * model or content labels, and a series is published only when
 *  - at least k tenants contribute to it (k-anonymity, `VGATE_AGGREGATE_K`), and
 *  - no single tenant contributes more than half of it (the dominance rule: with k - 1 tiny
 *    tenants, a total would otherwise be one big tenant's figure),
 * and every value is rounded (two significant figures, at least to tens), so one tenant's
 * change of a few requests does not show.
 */

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 7;
const WINDOW = `${WINDOW_DAYS}d`;
/** The largest share of a series one tenant may hold for it to be published. */
const DOMINANCE = 0.5;
const CACHE_MS = 60_000;

/** Per-tenant contributions to one series. */
type Contributions = Map<string, number>;

interface Series {
  name: string;
  help: string;
  labels: Record<string, string>;
  byTenant: Contributions;
}

/** Rounds to two significant figures, and never finer than tens. */
export function roundCount(n: number): number {
  if (n < 100) return Math.round(n / 10) * 10;
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
}

function publishable(byTenant: Contributions, k: number): boolean {
  let total = 0;
  let top = 0;
  let contributors = 0;
  for (const v of byTenant.values()) {
    if (v <= 0) continue;
    contributors += 1;
    total += v;
    top = Math.max(top, v);
  }
  return contributors >= k && top <= total * DOMINANCE;
}

function add(series: Map<string, Series>, spec: Omit<Series, 'byTenant'>, tenant: string, n: number): void {
  const key = `${spec.name}${JSON.stringify(spec.labels)}`;
  let s = series.get(key);
  if (!s) {
    s = { ...spec, byTenant: new Map() };
    series.set(key, s);
  }
  s.byTenant.set(tenant, (s.byTenant.get(tenant) ?? 0) + n);
}

export class AggregateMetrics {
  #cache: { at: number; text: string } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly k: number,
  ) {}

  /** The exposition text, recomputed at most once a minute. */
  async text(): Promise<string> {
    const now = this.clock.now();
    if (this.#cache && now - this.#cache.at < CACHE_MS) return this.#cache.text;
    const text = render(await this.collect(now), this.k);
    this.#cache = { at: now, text };
    return text;
  }

  private async collect(now: number): Promise<Map<string, Series>> {
    const end = Math.floor(now / DAY_MS) * DAY_MS;
    const start = end - WINDOW_DAYS * DAY_MS;
    const series = new Map<string, Series>();
    const day = (t: number) => new Date(t).toISOString().slice(0, 10);
    const usage = await this.db
      .selectFrom('usage_daily')
      .select(['tenant_id', 'requests', 'input_tokens', 'output_tokens'])
      .where('day', '>=', day(start))
      .where('day', '<', day(end))
      .execute();
    const labels = { window: WINDOW };
    for (const u of usage) {
      const help = `over the last ${WINDOW_DAYS} complete UTC days, all tenants together`;
      add(
        series,
        { name: 'vgate_aggregate_gateway_requests', help: `Gateway requests ${help}.`, labels },
        u.tenant_id,
        Number(u.requests),
      );
      for (const [direction, n] of [
        ['input', u.input_tokens],
        ['output', u.output_tokens],
      ] as const) {
        add(
          series,
          {
            name: 'vgate_aggregate_gateway_tokens',
            help: `Upstream tokens ${help}.`,
            labels: { ...labels, direction },
          },
          u.tenant_id,
          Number(n),
        );
      }
    }
    const verdicts = await this.db
      .selectFrom('verdicts')
      .select((eb) => ['tenant_id', 'action', 'flags', eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', new Date(start).toISOString())
      .where('created_at', '<', new Date(end).toISOString())
      .groupBy(['tenant_id', 'action', 'flags'])
      .execute();
    for (const v of verdicts) {
      const help = `Stored verdicts over the last ${WINDOW_DAYS} complete UTC days, all tenants together`;
      add(
        series,
        {
          name: 'vgate_aggregate_verdicts',
          help: `${help}, by action.`,
          labels: { ...labels, action: v.action },
        },
        v.tenant_id,
        Number(v.n),
      );
      for (const flag of JSON.parse(v.flags) as string[]) {
        add(
          series,
          { name: 'vgate_aggregate_verdict_flags', help: `${help}, by flag.`, labels: { ...labels, flag } },
          v.tenant_id,
          Number(v.n),
        );
      }
    }
    const active = new Set([...usage.map((u) => u.tenant_id), ...verdicts.map((v) => v.tenant_id)]);
    const tenants = new Map([...active].map((t) => [t, 1]));
    series.set('active', {
      name: 'vgate_aggregate_active_tenants',
      help: `Tenants with gateway usage or verdicts over the last ${WINDOW_DAYS} complete UTC days.`,
      labels,
      byTenant: tenants,
    });
    return series;
  }
}

function render(series: Map<string, Series>, k: number): string {
  const lines = [
    '# HELP vgate_aggregate_k Tenants a published aggregate series needs at least (k-anonymity).',
    '# TYPE vgate_aggregate_k gauge',
    `vgate_aggregate_k ${k}`,
  ];
  const seen = new Set<string>();
  const sorted = [...series.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const s of sorted) {
    // Every series counts each tenant as one, whatever its volume: the active-tenant count
    // needs k tenants and no dominance test (each holds the same share).
    const ok =
      s.name === 'vgate_aggregate_active_tenants' ? s.byTenant.size >= k : publishable(s.byTenant, k);
    if (!ok) continue;
    if (!seen.has(s.name)) {
      seen.add(s.name);
      lines.push(
        `# HELP ${s.name} ${s.help} Published only with at least k tenants; rounded.`,
        `# TYPE ${s.name} gauge`,
      );
    }
    const total = [...s.byTenant.values()].reduce((a, b) => a + b, 0);
    const labels = Object.entries(s.labels).map(([key, v]) => `${key}="${v.replace(/["\\\n]/g, '_')}"`);
    lines.push(`${s.name}{${labels.join(',')}} ${roundCount(total)}`);
  }
  return `${lines.join('\n')}\n`;
}
