/**
 * Thrown by {@link scanArtifact} as soon as the source yields more than `maxBytes`.
 * The HTTP edge maps `code` to `400 artifact_too_large`. It is the only error the scanner throws
 * on account of its input: everything else becomes a finding.
 */
export class ArtifactTooLargeError extends Error {
  readonly code = 'artifact_too_large' as const;

  constructor(
    readonly limit: number,
    readonly bytesRead: number,
  ) {
    super(`artifact exceeds ${limit} bytes`);
    this.name = 'ArtifactTooLargeError';
  }
}

/**
 * Internal signal that a format parser met bytes it cannot accept. Caught by the format drivers
 * and turned into a `MALFORMED_ARTIFACT` finding; never escapes `scanArtifact`.
 */
export class MalformedError extends Error {
  constructor(
    message: string,
    readonly offset?: number,
  ) {
    super(message);
    this.name = 'MalformedError';
  }
}

/** Re-throws errors that must cross format boundaries (size limit, programming bugs stay findings). */
export function rethrowIfFatal(error: unknown): void {
  if (error instanceof ArtifactTooLargeError || error instanceof SourceReadError) throw error;
}

/** Wraps a failure of the caller's source stream so it is re-thrown as-is, not turned into a finding. */
export class SourceReadError extends Error {
  constructor(override readonly cause: unknown) {
    super('artifact source failed');
    this.name = 'SourceReadError';
  }
}
