/** Run-time checks for JSON that crossed a trust boundary (caller requests, upstream bodies). */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

export function numberField(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Provider error types that say "try again later" rather than "this request is wrong". */
export function isRetryableErrorType(errorType: string): boolean {
  return /overloaded|server_error|api_error|rate_limit|timeout|unavailable/i.test(errorType);
}
