import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildCatalog } from '../../src/domains/gateway/catalog.js';

describe('configuration', () => {
  it('has working defaults for the embedded start', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      contour: 'local',
      databaseUrl: null,
      mockProvider: true,
    });
    expect(cfg.dataDir).toBe(path.resolve('./data'));
    expect(cfg.limits.bodyBytes).toBeGreaterThan(0);
  });

  it('stops on a bad value with one line naming it', () => {
    const bad: Record<string, string>[] = [
      { VGATE_PORT: 'eighty' },
      { VGATE_PORT: '70000' },
      { VGATE_CONTOUR: 'mars' },
      { VGATE_MAX_BODY_BYTES: '0' },
      { VGATE_SECURE_COOKIES: 'maybe' },
      { VGATE_DATABASE_URL: 'mysql://x' },
      { VGATE_ADMIN_KEY: 'short' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0] as string;
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (err) {
        expect((err as Error).message).toContain(name);
        expect((err as Error).message).not.toContain('\n');
      }
    }
  });

  it('reads a YAML file, with the environment winning', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-cfg-'));
    const file = path.join(dir, 'vgate.yaml');
    writeFileSync(file, 'port: 9000\ncontour: global\nlimits:\n  bodyBytes: 1234\nrateLimits:\n  free: 7\n');
    const cfg = loadConfig({ VGATE_CONFIG: file, VGATE_PORT: '9100' });
    expect(cfg.port).toBe(9100);
    expect(cfg.contour).toBe('global');
    expect(cfg.mockProvider).toBe(false);
    expect(cfg.limits.bodyBytes).toBe(1234);
    expect(cfg.rateLimits.free).toBe(7);
    writeFileSync(file, 'port: [unclosed');
    expect(() => loadConfig({ VGATE_CONFIG: file })).toThrow(/VGATE_CONFIG/);
    expect(() => loadConfig({ VGATE_CONFIG: path.join(dir, 'missing.yaml') })).toThrow(/cannot read/);
  });
});

describe('the config file and the environment share one set of names', () => {
  const write = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-cfg-'));
    const file = path.join(dir, 'vgate.yaml');
    writeFileSync(file, text);
    return file;
  };
  const message = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).not.toContain('\n');
      return (err as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('takes the documented lower-case names and the VGATE_* names, and says where a value came from', () => {
    const file = write('port: 9001\nmax_body_bytes: 2048\nVGATE_RATE_LIMIT_FREE: 9\nlog_level: warn\n');
    const cfg = loadConfig({ VGATE_CONFIG: file, VGATE_HOST: '0.0.0.0' });
    expect(cfg).toMatchObject({ port: 9001, host: '0.0.0.0', logLevel: 'warn' });
    expect(cfg.limits.bodyBytes).toBe(2048);
    expect(cfg.rateLimits.free).toBe(9);
    const source = (env: string) => cfg.sources.find((s) => s.setting.env === env)?.source;
    expect([source('VGATE_PORT'), source('VGATE_HOST'), source('VGATE_CONTOUR')]).toEqual([
      'file',
      'environment',
      'default',
    ]);
  });

  it('reads a secret from the file named by <VARIABLE>_FILE (Docker and Compose secrets), in one line when it cannot', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-cfg-'));
    writeFileSync(path.join(dir, 'admin'), 'vg_admin_key_from_a_secret_file_0123\n');
    writeFileSync(path.join(dir, 'db'), 'postgres://vgate:s3cret@db:5432/vgate\n');
    const cfg = loadConfig({
      VGATE_ADMIN_KEY_FILE: path.join(dir, 'admin'),
      VGATE_DATABASE_URL_FILE: path.join(dir, 'db'),
      VGATE_SHUTDOWN_DELAY_MS: '0',
    });
    expect(cfg.adminKey).toBe('vg_admin_key_from_a_secret_file_0123');
    expect(cfg.databaseUrl).toBe('postgres://vgate:s3cret@db:5432/vgate');
    expect(cfg.shutdownDelayMs).toBe(0);
    expect(() => loadConfig({ VGATE_ADMIN_KEY_FILE: path.join(dir, 'missing') })).toThrow(
      new ConfigError(`VGATE_ADMIN_KEY_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`),
    );
    expect(() =>
      loadConfig({ VGATE_ADMIN_KEY_FILE: path.join(dir, 'admin'), VGATE_ADMIN_KEY: 'vg_x' }),
    ).toThrow('VGATE_ADMIN_KEY and VGATE_ADMIN_KEY_FILE are both set; keep one');
    expect(() => loadConfig({ VGATE_PORT_FILE: path.join(dir, 'admin') })).toThrow(
      /VGATE_PORT_FILE: unknown setting/,
    );
    expect(() => loadConfig({ VGATE_DRAIN_TIMEOUT_MS: '0' })).toThrow(/must be at least 1/);
  });

  it('names an unknown key or variable with the nearest valid one', () => {
    expect(message({ VGATE_CONFIG: write('prot: 9000\n') })).toBe(
      'VGATE_CONFIG: unknown key "prot"; did you mean "port"?',
    );
    expect(message({ VGATE_PROT: '9000' })).toBe('VGATE_PROT: unknown setting; did you mean "VGATE_PORT"?');
    expect(message({ VGATE_CONFIG: write('port: 1\nVGATE_PORT: 2\n') })).toContain('set the same setting');
    expect(message({ VGATE_LOG_LEVEL: 'verbose' })).toBe(
      'VGATE_LOG_LEVEL (log_level): expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
    expect(message({ VGATE_CONFIG: write('log_level: verbose\n') })).toContain('VGATE_CONFIG log_level');
  });
});

describe('providers and aliases of the config file', () => {
  const catalog = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-cat-'));
    const file = path.join(dir, 'vgate.yaml');
    writeFileSync(file, text);
    const cfg = loadConfig({ VGATE_CONFIG: file });
    return () => buildCatalog(cfg.file, { mock: true, contour: 'local' });
  };
  const P = (extra: string) => `providers:\n  - { id: up, kind: openai, base_url: http://x/v1${extra} }\n`;

  it('refuses typos, two defaults, a missing base_url and the reserved id mock, naming each', () => {
    expect(catalog(P(', apikey: sk-1'))).toThrow(
      'providers[0]: unknown key "apikey"; did you mean "api_key"?',
    );
    expect(
      catalog(`${P(', default: true')}  - { id: b, kind: openai, base_url: http://y/v1, default: true }\n`),
    ).toThrow('only one may be default: true (up, b)');
    expect(catalog('providers:\n  - { id: up, kind: openai }\n')).toThrow('base_url is required');
    expect(catalog('providers:\n  - { id: mock, kind: openai, base_url: http://x/v1 }\n')).toThrow(
      '"mock" is reserved',
    );
    expect(catalog('providers:\n  - { id: up, kind: opneai, base_url: http://x/v1 }\n')).toThrow(
      'VGATE_CONFIG providers[0].kind',
    );
    expect(catalog(`${P('')}aliases:\n  fast: { target: [] }\n`)).toThrow(
      'aliases.fast: unknown key "target"; did you mean "targets"?',
    );
    expect(catalog(`${P('')}aliases:\n  fast: { targets: [{ provider: nope, model: m }] }\n`)).toThrow(
      'unknown provider "nope"',
    );
  });

  it('accepts a well-formed catalog, with declared models', () => {
    const c = catalog(
      `${P(', models: [m-1], default: true')}aliases:\n  fast: { targets: [{ provider: up, model: m-1 }] }\n`,
    )();
    expect(c.defaultProvider).toBe('up');
    expect(c.providers.get('up')?.models).toEqual(['m-1']);
    expect([...c.aliases.keys()]).toEqual(['fast']);
  });
});
