import { type EntityKind, type Finder, locate } from './engines/finder.js';
import { PII_FINDERS } from './engines/pii-finders.js';
import { SECRET_FINDERS } from './engines/secret-finders.js';
import { toSurface } from './normalize/surface.js';
import { identityView } from './normalize/text-view.js';
import type { Span } from './types.js';

/** Every maskable entity kind. */
export const ENTITY_KINDS: readonly EntityKind[] = [
  'EMAIL',
  'PHONE',
  'CARD',
  'IBAN',
  'SSN',
  'NATIONAL_ID',
  'IP_ADDRESS',
  'SECRET',
];

/** Options for {@link mask}. */
export interface MaskOptions {
  /** Kinds to replace; default all of {@link ENTITY_KINDS}. */
  entities?: readonly EntityKind[];
  /** Minimum finder score to mask; default 0.5 (the PII/SECRET default threshold). */
  minScore?: number;
}

/** Restores placeholders in an answer that arrives in chunks (SSE). */
export interface StreamRestorer {
  /** Returns the restorable part of the text so far; holds back a possibly split placeholder. */
  push(chunk: string): string;
  /** Returns whatever was held back, restored. Call once at the end of the stream. */
  flush(): string;
}

/** The result of {@link mask}. The mapping lives only in this object, in memory. */
export interface MaskResult {
  masked: string;
  /** Distinct values replaced. */
  count: number;
  /** What was replaced where, content-free (entity, placeholder, span in the input). */
  replacements: Array<{ entity: EntityKind; placeholder: string; span: Span }>;
  /** Puts the original values back in place of their placeholders. */
  restore(text: string): string;
  /** A restorer for streamed answers, safe when a placeholder is split across chunks. */
  streamRestorer(): StreamRestorer;
}

const PLACEHOLDER = /\[([A-Z_]{2,16})_(\d{1,6})\]/g;
/** Longest placeholder text: "[NATIONAL_ID_999999]". */
const MAX_PLACEHOLDER = 24;

/**
 * Replaces PII and secrets with stable placeholders (`[EMAIL_1]`, `[SECRET_1]`; the same value gets
 * the same placeholder) before text goes to a provider, and restores them in the answer.
 *
 * @example
 * const m = mask('Mail bob@example.com, key sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxx');
 * m.masked; // 'Mail [EMAIL_1], key [SECRET_1]'
 * m.restore('I wrote to [EMAIL_1].'); // 'I wrote to bob@example.com.'
 */
export function mask(text: string, opts: MaskOptions = {}): MaskResult {
  const kinds = new Set(opts.entities ?? ENTITY_KINDS);
  const minScore = opts.minScore ?? 0.5;
  const finders: Finder[] = [...PII_FINDERS, ...SECRET_FINDERS].filter((f) => kinds.has(f.entity));
  const found = locate(finders, toSurface(identityView(text)).view).filter((l) => l.score >= minScore);
  const byValue = new Map<string, string>();
  const originals = new Map<string, string>();
  const perKind = new Map<EntityKind, number>();
  const replacements: MaskResult['replacements'] = [];
  let masked = '';
  let cursor = 0;
  for (const l of found) {
    if (l.span.start < cursor) continue;
    const value = text.slice(l.span.start, l.span.end);
    const key = `${l.finder.entity}\u0000${value}`;
    let placeholder = byValue.get(key);
    if (placeholder === undefined) {
      const n = (perKind.get(l.finder.entity) ?? 0) + 1;
      perKind.set(l.finder.entity, n);
      placeholder = `[${l.finder.entity}_${n}]`;
      byValue.set(key, placeholder);
      originals.set(placeholder, value);
    }
    masked += text.slice(cursor, l.span.start) + placeholder;
    cursor = l.span.end;
    replacements.push({ entity: l.finder.entity, placeholder, span: l.span });
  }
  masked += text.slice(cursor);
  const restore = (s: string) => s.replace(PLACEHOLDER, (whole) => originals.get(whole) ?? whole);
  return {
    masked,
    count: originals.size,
    replacements,
    restore,
    streamRestorer: () => streamRestorer(restore),
  };
}

function streamRestorer(restore: (s: string) => string): StreamRestorer {
  let held = '';
  return {
    push(chunk) {
      const buf = held + chunk;
      const open = buf.lastIndexOf('[');
      // Hold back a tail that could still become a placeholder ("...[EMA" + "IL_1]...").
      if (
        open >= 0 &&
        buf.indexOf(']', open) < 0 &&
        buf.length - open < MAX_PLACEHOLDER &&
        /^\[[A-Z_]*\d*$/.test(buf.slice(open))
      ) {
        held = buf.slice(open);
        return restore(buf.slice(0, open));
      }
      held = '';
      return restore(buf);
    },
    flush() {
      const rest = restore(held);
      held = '';
      return rest;
    },
  };
}
