import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

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
