/**
 * Schema failures as a person reads them: one clause per field, the field named in `param`, and
 * the allowed values listed once (a union of literals reports one `const` failure per member,
 * which used to read "must be equal to constant" four times).
 */

export interface SchemaFailure {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

export interface ValidationSummary {
  /** The first failing field as a dotted path (`messages[0].role`), or null for the whole part. */
  param: string | null;
  message: string;
}

/** `/messages/0/role` becomes `messages[0].role`. */
function fieldName(pointer: string): string {
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out;
}

function quoted(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
}

interface FieldClause {
  allowed: unknown[];
  other: string | null;
}

function clauseFor(failures: SchemaFailure[], path: string): { field: string; text: string } {
  const clause: FieldClause = { allowed: [], other: null };
  let field = fieldName(path);
  for (const f of failures) {
    if (f.keyword === 'const') clause.allowed.push(f.params['allowedValue']);
    else if (f.keyword === 'anyOf' || f.keyword === 'oneOf') continue;
    else if (f.keyword === 'required' && Array.isArray(f.params['requiredProperties'])) {
      const names = f.params['requiredProperties'] as string[];
      field = fieldName(`${path}/${names[0] ?? ''}`);
      clause.other ??= `is required${names.length > 1 ? ` (missing: ${names.join(', ')})` : ''}`;
    } else if (f.keyword === 'additionalProperties' && Array.isArray(f.params['additionalProperties'])) {
      const names = f.params['additionalProperties'] as string[];
      field = fieldName(`${path}/${names[0] ?? ''}`);
      clause.other ??= `is not an accepted field${names.length > 1 ? ` (nor ${names.slice(1).join(', ')})` : ''}`;
    } else clause.other ??= f.message ?? f.keyword;
  }
  const text =
    clause.allowed.length > 0
      ? `must be one of ${clause.allowed.map(quoted).join(', ')}`
      : (clause.other ?? 'is invalid');
  return { field, text };
}

/**
 * Summarises a validator's failures for `part` (body, querystring, params, headers).
 *
 * @example
 * summarizeValidation('body', [{ keyword: 'const', instancePath: '/mode', params: { allowedValue: 'shadow' } }])
 * // { param: 'mode', message: 'Invalid body: mode must be one of "shadow"' }
 */
export function summarizeValidation(part: string, failures: readonly SchemaFailure[]): ValidationSummary {
  const byPath = new Map<string, SchemaFailure[]>();
  for (const f of failures) {
    // "schema is false" on an extra property repeats its parent's additionalProperties failure.
    if (f.keyword === 'boolean') continue;
    const list = byPath.get(f.instancePath);
    if (list) list.push(f);
    else byPath.set(f.instancePath, [f]);
  }
  const clauses: { field: string; text: string }[] = [];
  for (const [path, list] of byPath) clauses.push(clauseFor(list, path));
  const first = clauses[0];
  const what = part === 'querystring' ? 'query' : part;
  const text = clauses.map((c) => (c.field === '' ? `the ${what} ${c.text}` : `${c.field} ${c.text}`));
  return {
    param: first && first.field !== '' ? first.field : null,
    message: `Invalid ${what}: ${text.join('; ')}`.slice(0, 500),
  };
}
