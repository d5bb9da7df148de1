import { ApiError } from './errors.js';

/**
 * Checks a JSON text before anything recursive sees it (JSON.parse itself, then the canonical
 * encoder, the schema checker and the audit hash all recurse): nesting deeper than `maxDepth`
 * would overflow the stack at ~2,500 levels, and a `\u0000` escape yields a NUL that PostgreSQL
 * text columns refuse (a 500 deep in a store, after side effects). One linear pass, no recursion.
 *
 * @example
 * checkJsonText('{"a":[[1]]}', 64); // passes
 * checkJsonText('{"a":"\\u0000"}', 64); // throws ApiError invalid_request
 */
export function checkJsonText(text: string, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && isNulEscape(text, i + 2)) throw nulError();
        i += 1; // the escaped character cannot end the string
      } else if (c === 0x22 /* " */) inString = false;
      else if (c === 0) throw nulError();
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) {
        throw new ApiError('invalid_json', `The JSON body is nested deeper than ${maxDepth} levels.`);
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
  }
}

function isNulEscape(text: string, at: number): boolean {
  return text.startsWith('0000', at);
}

function nulError(): ApiError {
  return new ApiError(
    'invalid_request',
    'The JSON body contains a NUL character (\\u0000), which cannot be stored; remove it.',
  );
}

/** Whether a raw URL (path or query) carries a percent-encoded NUL. */
export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}
