import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on the oldest Node the project supports prints no engine warning: every package the
 * lockfile installs on every platform (optional per-platform binaries aside: npm skips those that
 * do not fit) accepts the floor in package.json's `engines.node`, and the README states that floor.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

type Version = [number, number, number];

function parse(v: string): Version {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(v.trim());
  if (!m) throw new Error(`cannot read version "${v}"`);
  const n = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [n(m[1]), n(m[2]), n(m[3])];
}

function cmp(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Whether `v` satisfies a node range as packages write them (>=, >, <, <=, =, ^, ~, x, ||). */
function satisfies(v: Version, range: string): boolean {
  return range.split('||').some((set) =>
    set
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter((c) => c !== '')
      .every((c) => {
        const m = /^(>=|<=|>|<|=|\^|~)?\s*(.+)$/.exec(c);
        if (!m) throw new Error(`cannot read range "${range}"`);
        const op = m[1] ?? '=';
        const raw = m[2] ?? '';
        if (raw === '*' || raw === 'x') return true;
        const w = parse(raw);
        const d = cmp(v, w);
        const parts = raw.split('.').filter((p) => p !== 'x' && p !== '*').length;
        switch (op) {
          case '>=':
            return d >= 0;
          case '>':
            return d > 0;
          case '<=':
            return d <= 0;
          case '<':
            return d < 0;
          case '^':
            return (
              d >= 0 && (w[0] > 0 ? v[0] === w[0] : w[1] > 0 ? v[0] === 0 && v[1] === w[1] : cmp(v, w) === 0)
            );
          case '~':
            return d >= 0 && v[0] === w[0] && (parts < 2 || v[1] === w[1]);
          default:
            // `=1.2.3`, or a partial version `20` / `20.19` (any of that major or minor).
            return parts >= 3 ? d === 0 : v[0] === w[0] && (parts < 2 || v[1] === w[1]);
        }
      }),
  );
}

describe('the supported Node version', () => {
  const floor = /^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1];

  it('is a floor in package.json that the README states', () => {
    expect(floor, pkg.engines.node).toBeDefined();
    const [major, minor] = parse(floor ?? '');
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${major}.${minor} or later`);
  });

  it('is accepted by every package npm ci installs (no EBADENGINE warning)', () => {
    const v = parse(floor ?? '0');
    const refusing: string[] = [];
    for (const [where, p] of Object.entries(lock.packages)) {
      if (where === '' || p.optional === true) continue;
      const node = Array.isArray(p.engines) ? undefined : p.engines?.node;
      if (node !== undefined && !satisfies(v, node)) refusing.push(`${where}@${p.version} (node ${node})`);
    }
    expect(refusing).toEqual([]);
  });

  it('reads ranges as npm does', () => {
    const v = parse('20.19.0');
    expect(satisfies(v, '>=22')).toBe(false);
    expect(satisfies(v, '>=18')).toBe(true);
    expect(satisfies(v, '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(parse('20.18.1'), '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies(parse('22.12.0'), '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(v, '>=20.18.1')).toBe(true);
    expect(satisfies(v, '>= 14.17 < 15 || >= 16')).toBe(true);
    expect(satisfies(v, '20.x')).toBe(true);
    expect(satisfies(v, '~20.18')).toBe(false);
  });
});
