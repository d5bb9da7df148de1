/**
 * Vitest global setup: says, before any test runs, which engine variants this run leaves out and
 * why, so a plain `npm test` does not look like it covered PostgreSQL and Redis when it did not.
 * The variants are still declared (describeEngines / describeEach in app.ts, skipIf elsewhere), so
 * their tests show in the counts as skipped rather than vanish.
 */
export default function reportSkippedSuites(): void {
  const missing: string[] = [];
  if (!process.env['VGATE_TEST_DATABASE_URL']) {
    missing.push('PostgreSQL variants of the storage suites (set VGATE_TEST_DATABASE_URL=postgres://...)');
  }
  if (!process.env['VGATE_TEST_REDIS_URL']) {
    missing.push('Redis rate-limit suites (set VGATE_TEST_REDIS_URL=redis://...)');
  }
  if (missing.length === 0) {
    process.stdout.write('vgate tests: SQLite, PostgreSQL and Redis suites all run.\n');
    return;
  }
  process.stdout.write(
    `vgate tests: SKIPPED ${missing.join('; ')}. SQLite suites run; the others count as skipped.\n`,
  );
}
