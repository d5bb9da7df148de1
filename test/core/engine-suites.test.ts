import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A suite that loops over the engines declares every engine's variant and skips the ones this run
 * lacks (describeEngines / describeEach in test/helpers/app.ts, or describe.skipIf), so a run
 * without VGATE_TEST_DATABASE_URL or VGATE_TEST_REDIS_URL counts those tests as skipped. Looping
 * over the engines this run has (ENGINES, or a list built from the environment) would make them
 * vanish from the counts instead.
 */
const TEST_DIR = path.resolve(import.meta.dirname, '..');

const VANISHING = [
  /describe\.each\(ENGINES\)/,
  /for \(const \w+ of ENGINES\)/,
  /\.\.\.\(\s*(PG|process\.env\['VGATE_TEST_DATABASE_URL'\])\s*\?/,
  /if \(\s*(redisUrl|TEST_REDIS_URL|PG|process\.env\['VGATE_TEST_(DATABASE|REDIS)_URL'\])\s*\)\s*\{/,
];

describe('engine variants of the test suites', () => {
  it('are declared and skipped, never left out, when the engine is absent', () => {
    const offending: string[] = [];
    for (const entry of readdirSync(TEST_DIR, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.test.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      for (const re of VANISHING)
        if (re.test(text)) offending.push(`${path.relative(TEST_DIR, file)}: ${re.source}`);
    }
    expect(offending.filter((o) => !o.startsWith(`core${path.sep}engine-suites.test.ts`))).toEqual([]);
  });
});
