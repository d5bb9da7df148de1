import { type Config, fileKey, loadConfig, shownValue } from '../config.js';
import { buildCatalog } from '../domains/gateway/catalog.js';
import type { ParsedArgs } from './commands.js';

function valueAt(cfg: Config, dotted: string): unknown {
  let cur: unknown = cfg;
  for (const part of dotted.split('.')) cur = (cur as Record<string, unknown> | null)?.[part];
  return cur;
}

/**
 * `vgate config check`: loads the configuration exactly as the server would (a bad value is the
 * same one-line error and exit 1), then prints every effective setting with where it came from,
 * and the providers and aliases, secrets masked.
 */
export function run(_args: ParsedArgs): number {
  const cfg = loadConfig(process.env);
  const catalog = buildCatalog(cfg.file, { mock: cfg.mockProvider, contour: cfg.contour });
  const out: string[] = [`configuration is valid (file: ${process.env['VGATE_CONFIG'] || 'none'})`, ''];
  for (const { setting, source } of cfg.sources) {
    const name = `${setting.env} (${fileKey(setting)})`;
    out.push(`${name.padEnd(62)} ${shownValue(setting, valueAt(cfg, setting.key)).padEnd(28)} ${source}`);
  }
  out.push('', 'providers:');
  for (const p of catalog.providers.values()) {
    const bits = [
      `kind ${p.kind}`,
      `base_url ${p.baseUrl}`,
      `api_key ${p.apiKey ? '(set, masked)' : p.kind === 'mock' ? '(not needed)' : '(none: tenants bring their own)'}`,
      `contours ${p.contours.join(',')}`,
      ...(p.models.length > 0 ? [`models ${p.models.join(',')}`] : []),
      ...(catalog.defaultProvider === p.id ? ['default'] : []),
    ];
    out.push(`  ${p.id}: ${bits.join('; ')}`);
  }
  out.push('aliases:');
  for (const [name, a] of catalog.aliases) {
    const targets = a.targets.map((t) => `${t.provider}/${t.model}`).join(' -> ');
    out.push(`  ${name}: ${targets}${a.public ? ' (public)' : ''}`);
  }
  if (catalog.aliases.size === 0) out.push('  (none)');
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
