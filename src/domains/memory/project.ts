import { ApiError } from '../../core/errors.js';

/** Project and session identifiers of memory (SPEC, Project-scoped memory). */

export const PROJECT_ID_PATTERN = '^[A-Za-z0-9._-]{1,128}$';
export const SESSION_ID_PATTERN = '^[A-Za-z0-9._-]{1,128}$';
const PROJECT_ID_RE = new RegExp(PROJECT_ID_PATTERN);
const SESSION_ID_RE = new RegExp(SESSION_ID_PATTERN);

/**
 * The implicit project of the legacy routes. `~` is outside the project-id pattern, so no path
 * parameter can name it: only the legacy routes reach it.
 */
export const LEGACY_PROJECT = '~default';

/** A project as the service takes it: the legacy default project or a validated explicit id. */
export type ProjectRef = { kind: 'legacy' } | { kind: 'project'; id: string };

export const LEGACY: ProjectRef = { kind: 'legacy' };

/** Parses a caller-given project id; 400 `invalid_parameter` if malformed or reserved. */
export function projectRef(id: string): ProjectRef {
  if (!PROJECT_ID_RE.test(id)) {
    throw new ApiError('invalid_parameter', `project_id must match ${PROJECT_ID_PATTERN}`, {
      param: 'project_id',
    });
  }
  return { kind: 'project', id };
}

export function assertSessionId(id: string): void {
  if (!SESSION_ID_RE.test(id)) {
    throw new ApiError('invalid_parameter', `session id must match ${SESSION_ID_PATTERN}`, {
      param: 'session_id',
    });
  }
}

/** The stored project id. */
export function storedProject(p: ProjectRef): string {
  return p.kind === 'legacy' ? LEGACY_PROJECT : p.id;
}

/** The project id shown to callers: null for the legacy default project. */
export function shownProject(p: ProjectRef): string | null {
  return p.kind === 'legacy' ? null : p.id;
}
