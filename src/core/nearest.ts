/** Edit distance (insertions, deletions, substitutions; case-insensitive) between two names. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

/**
 * The valid name closest to `name`, for "did you mean" hints; null when none is close enough
 * (more than a third of the name would have to change) to be a likely typo.
 *
 * @example
 * nearest('apikey', ['api_key', 'base_url']); // 'api_key'
 */
export function nearest(name: string, valid: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of valid) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.ceil(name.length / 3)) ? best : null;
}

/** ` (did you mean "x"?)` or nothing: the tail of an "unknown name" message. */
export function didYouMean(name: string, valid: Iterable<string>): string {
  const hint = nearest(name, valid);
  return hint === null ? '' : `; did you mean "${hint}"?`;
}
