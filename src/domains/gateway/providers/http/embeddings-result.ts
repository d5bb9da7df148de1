import { UpstreamProtocolError } from '../errors.js';
import { isRecord, numberField } from '../json-guards.js';
import type { EmbeddingsResult, UpstreamEmbeddingsResult } from '../types.js';
import { isRetryableStatus, parseJsonBody } from './chat-result.js';
import type { UpstreamResponse } from './upstream-exchange.js';

/**
 * A float vector left as its JSON text (see `liftFloatVectors`): checked, parsed only when the
 * vector itself is read.
 */
export class LiftedFloats {
  constructor(readonly text: string) {}
}

type Vector = number[] | string | LiftedFloats;

/** One vector as an upstream sent it: finite numbers, or a base64 string (or a lifted float list). */
function vectorOf(item: unknown, at: number, lifted: readonly string[] | undefined): Vector {
  const v = isRecord(item) ? item['embedding'] : undefined;
  if (typeof v === 'string') return v;
  if (lifted !== undefined && Array.isArray(v) && v.length === 1 && Array.isArray(v[0])) {
    const text = lifted[v[0][0] as number];
    if (v[0].length === 1 && text !== undefined) return new LiftedFloats(text);
  }
  if (Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) return v as number[];
  throw new UpstreamProtocolError(`upstream embedding ${at} is neither numbers nor base64`);
}

/**
 * An OpenAI-shaped embeddings list to vectors in input order (`data[].index`, else position);
 * `inputs` vectors exactly, or the answer is a protocol error (502). `inOrder`: every item stated
 * its index, and it was its position; `encoding`: every vector was floats, or every one base64.
 * `lifted` holds the float lists `liftFloatVectors` took out of the text `body` was parsed from.
 */
export function embeddingsOf(
  body: unknown,
  inputs: number,
  lifted?: readonly string[],
): {
  vectors: Vector[];
  promptTokens?: number;
  inOrder: boolean;
  encoding?: 'float' | 'base64';
} {
  const data = isRecord(body) ? body['data'] : undefined;
  if (!Array.isArray(data) || data.length !== inputs)
    throw new UpstreamProtocolError(
      `upstream sent ${Array.isArray(data) ? data.length : 'no'} embeddings for ${inputs} inputs`,
    );
  const vectors = new Array<Vector>(inputs);
  const seen = new Set<number>();
  let inOrder = true;
  let strings = 0;
  data.forEach((item, position) => {
    const stated = isRecord(item) ? item['index'] : undefined;
    const index = typeof stated === 'number' ? stated : position;
    if (!Number.isInteger(index) || index < 0 || index >= inputs || seen.has(index))
      throw new UpstreamProtocolError('upstream embeddings have wrong or repeated indexes');
    if (stated !== position) inOrder = false;
    seen.add(index);
    const v = vectorOf(item, index, lifted);
    if (typeof v === 'string') strings += 1;
    vectors[index] = v;
  });
  const usage = isRecord(body) ? body['usage'] : undefined;
  const promptTokens = isRecord(usage) ? numberField(usage, 'prompt_tokens') : undefined;
  const out: ReturnType<typeof embeddingsOf> = { vectors, inOrder };
  if (promptTokens !== undefined) out.promptTokens = promptTokens;
  if (strings === inputs) out.encoding = 'base64';
  else if (strings === 0) out.encoding = 'float';
  return out;
}

const EMBEDDING_KEY = '"embedding"';

/** A run of JSON's own whitespace. */
const WS = '[ \\t\\n\\r]*';
/** A JSON number that is finite whatever its digits (at most 20 before the point, a 2-digit exponent). */
const NUMBER = String.raw`-?(?:0|[1-9]\d{0,19})(?:\.\d+)?(?:[eE][+-]?\d{1,2})?`;
/** A list's `[` and the whitespace after it. */
const LIST_OPEN = new RegExp(`\\[${WS}`, 'y');
/**
 * Up to 256 numbers, each followed by its comma: a bounded run, so that the engine's backtracking
 * stack stays small however long the list is (one pattern for the whole list took 25 times as
 * long over 100,000 numbers).
 */
const NUMBERS_AND_COMMAS = new RegExp(`(?:${NUMBER}${WS},${WS}){0,256}`, 'y');
/** A list's last number and the `]` that closes it. */
const LAST_NUMBER = new RegExp(`${NUMBER}${WS}\\]`, 'y');

/**
 * The index just past a JSON array at `at` (`text[at]` is `[`) holding only numbers that are
 * finite whatever their digits (`NUMBER`) and JSON's own whitespace; -1 when it holds anything
 * else. Matched by the regular expression engine (native code) in runs of 256 numbers: a 1536-float
 * list in about a quarter of the time a loop over its characters in JavaScript took (10 against
 * 40 µs for the mock's 12 KB answer, 23 against 73-90 µs for a dense 32 KB one), a quarter to a
 * fifth of what parsing its numbers costs.
 */
function floatListEnd(text: string, at: number): number {
  LIST_OPEN.lastIndex = at;
  if (!LIST_OPEN.test(text)) return -1;
  let i = LIST_OPEN.lastIndex;
  if (text.charCodeAt(i) === 93 /* ] */) return i + 1;
  for (;;) {
    NUMBERS_AND_COMMAS.lastIndex = i;
    NUMBERS_AND_COMMAS.test(text); // matches, if only the empty run
    const next = NUMBERS_AND_COMMAS.lastIndex;
    LAST_NUMBER.lastIndex = next;
    if (LAST_NUMBER.test(text)) return LAST_NUMBER.lastIndex;
    if (next === i) return -1; // neither a number and its comma nor the last number
    i = next;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/**
 * The text with the value of every `"embedding": [...]` member replaced by a marker (`[[k]]`,
 * `slices[k]` its list), so that parsing it does not build 1536 numbers per vector that nobody may
 * read (a float answer passed through goes back as its own text); null when there is none, or
 * when any such value is not a plain list of finite numbers (`floatListEnd`; the whole text is
 * parsed then).
 *
 * Only a text without a backslash is marked: no string in it holds an escaped quote and no member
 * name is spelled with escapes, so a match followed by `:` is exactly a member named `embedding`,
 * and every member of that name is found. The list holds no quote, so it lies outside any string,
 * and one JSON value is swapped for another: the marked text parses exactly when the original
 * does, to the same tree but for the lists, and a list (`[[k]]`) under `embedding` is a marker.
 */
export function liftFloatVectors(text: string): { skeleton: string; slices: string[] } | null {
  if (text.indexOf('\\') >= 0) return null;
  const slices: string[] = [];
  let skeleton = '';
  let from = 0;
  let at = text.indexOf(EMBEDDING_KEY);
  while (at >= 0) {
    let i = at + EMBEDDING_KEY.length;
    while (isSpace(text.charCodeAt(i))) i += 1;
    if (text.charCodeAt(i) === 58 /* : */) {
      i += 1;
      while (isSpace(text.charCodeAt(i))) i += 1;
      if (text.charCodeAt(i) === 91 /* [ */) {
        const end = floatListEnd(text, i);
        if (end < 0) return null;
        skeleton += `${text.slice(from, i)}[[${slices.length}]]`;
        slices.push(text.slice(i, end));
        from = end;
        at = text.indexOf(EMBEDDING_KEY, from);
        continue;
      }
    }
    at = text.indexOf(EMBEDDING_KEY, at + 1);
  }
  return slices.length === 0 ? null : { skeleton: skeleton + text.slice(from), slices };
}

/**
 * An answer with lifted float lists: `vectors` parses them when first read, by a caller that needs
 * the numbers (not by an answer passed through); they were checked, so parsing cannot fail.
 *
 * A getter of the class, shared by every answer. A getter defined on each answer instead (its own
 * closure) gave every answer a hidden class of its own, kept in old space until a full collection
 * and holding the answer (its 12 KB text) from there: each young collection found every answer
 * since the last one alive and copied it, then promoted it. In the gateway, float requests ran
 * scavenges of 6-14 ms instead of 1-2 ms, about 60 µs of CPU per request (see docs/gateway.md).
 */
class LiftedEmbeddings {
  readonly kind = 'embeddings' as const;
  declare promptTokens?: number;
  declare raw?: string;
  declare model?: unknown;
  declare encoding?: 'float' | 'base64';
  readonly #lifted: readonly Vector[];
  #read: Array<number[] | string> | undefined;

  constructor(
    readonly status: number,
    lifted: readonly Vector[],
  ) {
    this.#lifted = lifted;
  }

  get vectors(): Array<number[] | string> {
    this.#read ??= this.#lifted.map((v) =>
      v instanceof LiftedFloats ? (JSON.parse(v.text) as number[]) : v,
    );
    return this.#read;
  }
}

/** Classifies an embeddings response as `toUpstreamResult` does a chat one (errors kept byte for byte). */
export async function toEmbeddingsResult(
  response: UpstreamResponse,
  inputs: number,
): Promise<EmbeddingsResult> {
  const { status, contentType, mediaType } = response;
  const body = await response.readAll();
  if (status < 200 || status > 299) {
    const result: EmbeddingsResult = {
      kind: 'error',
      status,
      contentType,
      body,
      retryable: isRetryableStatus(status),
    };
    if (Object.keys(response.retryHeaders).length > 0) result.headers = response.retryHeaders;
    return result;
  }
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json'))
    return { kind: 'other', status, contentType, body };
  const text = body.toString('utf8');
  let lifted = liftFloatVectors(text);
  let parsed: unknown;
  if (lifted !== null) {
    try {
      parsed = JSON.parse(lifted.skeleton);
    } catch {
      lifted = null; // the original does not parse either: parsed below for its error
    }
  }
  if (lifted === null) parsed = parseJsonBody(text);
  const { vectors, promptTokens, inOrder, encoding } = embeddingsOf(parsed, inputs, lifted?.slices);
  const result: UpstreamEmbeddingsResult = vectors.some((v) => v instanceof LiftedFloats)
    ? new LiftedEmbeddings(status, vectors)
    : { kind: 'embeddings', status, vectors: vectors as Array<number[] | string> };
  if (promptTokens !== undefined) result.promptTokens = promptTokens;
  if (encoding !== undefined) result.encoding = encoding;
  // Its own text may go on (renamed) only where nothing in it differs from what was read here.
  if (isRecord(parsed)) {
    result.model = parsed['model'];
    if (inOrder && !Object.hasOwn(parsed, 'channel_disclosed') && text.charCodeAt(0) === 123)
      result.raw = text;
  }
  return result;
}
