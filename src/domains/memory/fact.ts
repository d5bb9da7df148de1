import type { Limits } from '../../config.js';
import { canonicalJson } from '../../core/canonical.js';
import { ApiError } from '../../core/errors.js';
import { sha256Hex } from '../../core/ids.js';
import { guessLanguage, searchText } from './text.js';

/** The fact model (DESIGN section 6, Memory): identity, payload, digest and size bounds. */

export type FactMetadata = Record<string, unknown>;

/** A fact as a caller sends it. */
export interface FactInput {
  /** Defaults to the SHA-256 hex of `content`. */
  key?: string;
  content: string;
  metadata?: FactMetadata | null;
  tags?: string[];
  /** Seconds until the fact expires; default: the project's default TTL, else never. */
  ttlSeconds?: number;
}

/** A stored fact as callers see it. */
export interface Fact {
  key: string;
  content: string;
  metadata: FactMetadata | null;
  tags: string[];
  sessionId: string | null;
  /** When this version was stored (the start of its validity interval). */
  createdAt: string;
  /** 1 for the fact as first stored, +1 per update. */
  version: number;
  /** When an update superseded this version (the end of its validity interval); null while current. */
  supersededAt: string | null;
  /** When the fact expires; null: never. */
  expiresAt: string | null;
  /** Stored under the `quarantine` poisoning policy: never searched or recalled. */
  quarantined: boolean;
}

/** A fact checked against its bounds and ready to write. */
export interface PreparedFact {
  key: string;
  content: string;
  metadata: FactMetadata | null;
  tags: string[];
  /** Canonical JSON of the metadata, or null. */
  metadataJson: string | null;
  digest: string;
  bytes: number;
  /** What the full-text index holds (see text.ts). */
  searchText: string;
  /** The text search configuration of the content. */
  lang: string;
  ttlSeconds: number | null;
}

export type MemoryLimits = Pick<
  Limits,
  'factKeyChars' | 'factBytes' | 'searchScopeFacts' | 'exportFacts' | 'statsFacts'
>;

export function boundExceeded(what: string, actual: number, bound: number, setting: string): ApiError {
  return new ApiError(
    'memory_bound_exceeded',
    `${what} is ${actual}; the bound is ${bound} (limits.${setting}).`,
    {
      extras: { bound: setting },
    },
  );
}

export function keyChars(key: string): number {
  let n = 0;
  for (const _ of key) n += 1;
  return n;
}

/**
 * Computes the fact's identity key and payload digest and enforces the key and payload bounds
 * (413). The payload is the canonical JSON of content, metadata and tags, so two requests that
 * differ only in key order or omitted defaults are the same payload.
 */
export function prepareFact(input: FactInput, limits: MemoryLimits): PreparedFact {
  const key = input.key ?? sha256Hex(input.content);
  const chars = keyChars(key);
  if (chars > limits.factKeyChars)
    throw boundExceeded('The fact key length', chars, limits.factKeyChars, 'factKeyChars');
  const metadata = input.metadata ?? null;
  const tags = input.tags ?? [];
  const payload = canonicalJson({ content: input.content, metadata, tags });
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > limits.factBytes)
    throw boundExceeded('The fact payload in bytes', bytes, limits.factBytes, 'factBytes');
  return {
    key,
    content: input.content,
    metadata,
    tags,
    metadataJson: metadata === null ? null : canonicalJson(metadata),
    digest: sha256Hex(payload),
    bytes,
    searchText: searchText(input.content),
    lang: guessLanguage(input.content),
    ttlSeconds: input.ttlSeconds ?? null,
  };
}

/**
 * How many of a fact's texts are judged each on its own (content first, then its distinct tags,
 * metadata keys and metadata string values). The rest, only on a fact with more distinct strings
 * than this, are judged together as one text: judging costs a fixed amount per text, and a fact of
 * `limits.factBytes` could otherwise carry thousands of one-word tags, each a separate judgement.
 */
export const SEPARATELY_JUDGED_TEXTS = 128;

/**
 * Every piece of caller text a fact carries, for the protection policy to judge, each field as
 * what it is: the content on its own (always first), then each distinct tag, metadata key and
 * metadata string value on its own, so the content's verdict does not depend on what the fact
 * wraps it in (extra words in one judged text would dilute it). Past SEPARATELY_JUDGED_TEXTS the
 * remaining strings are joined into one last text. Empty strings are left out (nothing to judge).
 */
export function judgedTexts(f: PreparedFact): string[] {
  const fields = new Set<string>();
  const add = (s: string) => {
    if (s !== '' && s !== f.content) fields.add(s);
  };
  for (const tag of f.tags) add(tag);
  const walk = (v: unknown): void => {
    if (typeof v === 'string') add(v);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        add(k);
        walk(x);
      }
    }
  };
  walk(f.metadata);
  const texts = [f.content, ...fields];
  if (texts.length <= SEPARATELY_JUDGED_TEXTS) return texts;
  return [...texts.slice(0, SEPARATELY_JUDGED_TEXTS), texts.slice(SEPARATELY_JUDGED_TEXTS).join('\n')];
}
