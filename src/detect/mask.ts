import type { EntityKind, Finder } from './engines/finder.js';
import { locateAll } from './engines/finder.js';
import { ENTITY_KINDS } from './entities.js';
import { normalize } from './normalize/pipeline.js';
import { PII_FINDERS, PII_RULE_DESCRIPTIONS } from './pii/index.js';
import { SECRET_FINDERS, SECRET_RULE_DESCRIPTIONS } from './secrets/index.js';
import { replaceValues, type SensitiveSpan } from './span-replace.js';
import type { Span } from './types.js';

export type { EntityKind } from './engines/finder.js';
export { ENTITY_KINDS, resolveEntities } from './entities.js';

/** Options for {@link mask}. */
export interface MaskOptions {
  /** Kinds to replace; default all of {@link ENTITY_KINDS}. */
  entities?: Iterable<EntityKind>;
  /** Minimum finder score to mask; default 0.5 (the PII/SECRET default threshold). */
  minScore?: number;
  /** Placeholder label of a kind; default the kind itself (`[EMAIL_1]`). */
  label?: (entity: EntityKind) => string;
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
/** Longest placeholder text: "[DRIVER_LICENSE_999999]". */
const MAX_PLACEHOLDER = 24;

const FINDERS: readonly Finder[] = [...PII_FINDERS, ...SECRET_FINDERS];

/**
 * Every sensitive value in `text` of the given kinds: all findings at or above `minScore`, over
 * the input and every decoded view of it (a secret inside base64 marks the whole encoded run),
 * never capped the way verdict hits are.
 */
export function sensitiveSpans(
  text: string,
  kinds: ReadonlySet<EntityKind>,
  minScore = 0.5,
): SensitiveSpan[] {
  const finders = FINDERS.filter((f) => kinds.has(f.entity));
  if (finders.length === 0 || text.length === 0) return [];
  const out: SensitiveSpan[] = [];
  for (const view of normalize(text).views) {
    for (const l of locateAll(finders, view.surface)) {
      if (l.score < minScore) continue;
      const span = l.finder.entity === 'SECRET' ? tokenRun(text, l.span) : l.span;
      out.push({ entity: l.finder.entity, span, score: l.score });
    }
  }
  return out;
}

const TOKEN_LEFT = /[A-Za-z0-9_+/-]/;
const TOKEN_RIGHT = /[A-Za-z0-9_+/=-]/;

/**
 * A secret's span widened to the token it sits in when a finder stopped inside one (a value cut at
 * its pattern's maximum length, a second half glued on): masking then never leaves 8 characters
 * of the credential next to its placeholder. Spans that end at a delimiter are unchanged.
 */
function tokenRun(text: string, span: Span): Span {
  let { start, end } = span;
  while (start > 0 && TOKEN_LEFT.test(text[start - 1] ?? '') && TOKEN_LEFT.test(text[start] ?? '')) start--;
  while (end < text.length && TOKEN_RIGHT.test(text[end] ?? '') && TOKEN_RIGHT.test(text[end - 1] ?? ''))
    end++;
  return start === span.start && end === span.end ? span : { start, end };
}

/**
 * Masks several texts with one mapping: values are collected from the texts that are judged
 * (the caller's messages), then replaced wherever they occur in any text, so a secret found in
 * one message is masked in every other message too. The same value always gets the same
 * placeholder; the mapping lives only in this object.
 */
export class Masker {
  private readonly kinds: ReadonlySet<EntityKind>;
  private readonly minScore: number;
  private readonly label: (entity: EntityKind) => string;
  private readonly byValue = new Map<string, string>();
  private readonly originals = new Map<string, string>();
  private readonly perLabel = new Map<string, number>();
  private readonly kindOf = new Map<string, EntityKind>();

  constructor(opts: MaskOptions = {}) {
    this.kinds = new Set(opts.entities ?? ENTITY_KINDS);
    this.minScore = opts.minScore ?? 0.5;
    this.label = opts.label ?? ((e) => e);
  }

  /** Distinct values registered. */
  get size(): number {
    return this.originals.size;
  }

  /** Finds the sensitive values of `text` and registers a placeholder for each. */
  collect(text: string): void {
    // In reading order, so placeholders number the way the text reads; containers before their parts.
    const spans = sensitiveSpans(text, this.kinds, this.minScore).sort(
      (a, b) => a.span.start - b.span.start || b.span.end - a.span.end || b.score - a.score,
    );
    for (const s of spans) this.register(s.entity, text.slice(s.span.start, s.span.end));
  }

  private register(entity: EntityKind, value: string): void {
    if (value.length === 0 || this.byValue.has(value)) return;
    const label = this.label(entity);
    const n = (this.perLabel.get(label) ?? 0) + 1;
    this.perLabel.set(label, n);
    const placeholder = `[${label}_${n}]`;
    this.byValue.set(value, placeholder);
    this.originals.set(placeholder, value);
    this.kindOf.set(placeholder, entity);
  }

  /** The entity kind a placeholder of this masker stands for. */
  entityOf(placeholder: string): EntityKind | undefined {
    return this.kindOf.get(placeholder);
  }

  /** `text` with every occurrence of every registered value replaced by its placeholder. */
  apply(text: string): { text: string; replaced: Array<{ placeholder: string; span: Span }> } {
    const widen = (p: string) => this.kindOf.get(p) === 'SECRET';
    let result = replaceValues(text, this.byValue, widen);
    // Secrets overlapping one another (a token repeated with no separator): the union is masked as
    // one value, so no tail of either survives and restoring gives the text back exactly.
    for (let round = 0; result.unions && round < 4; round++) {
      for (const u of result.unions) this.register('SECRET', u);
      result = replaceValues(text, this.byValue, widen);
    }
    return { text: result.text, replaced: result.replaced };
  }

  /** Puts the original values back in place of their placeholders; unknown ones stay. */
  restore(text: string): string {
    if (this.originals.size === 0 || !text.includes('[')) return text;
    return text.replace(PLACEHOLDER, (whole) => this.originals.get(whole) ?? whole);
  }

  /** True when `placeholder` stands for a registered value. */
  has(placeholder: string): boolean {
    return this.originals.has(placeholder);
  }

  /** A restorer for streamed answers, safe when a placeholder is split across chunks. */
  streamRestorer(): StreamRestorer {
    return streamRestorer((s) => this.restore(s));
  }
}

/**
 * Replaces PII and secrets with stable placeholders (`[EMAIL_1]`, `[SECRET_1]`; the same value gets
 * the same placeholder, wherever it occurs) before text goes to a provider, and restores them in the answer.
 *
 * @example
 * const m = mask('Mail bob@example.com, key sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxx');
 * m.masked; // 'Mail [EMAIL_1], key [SECRET_1]'
 * m.restore('I wrote to [EMAIL_1].'); // 'I wrote to bob@example.com.'
 */
export function mask(text: string, opts: MaskOptions = {}): MaskResult {
  const masker = new Masker(opts);
  masker.collect(text);
  const { text: masked, replaced } = masker.apply(text);
  return {
    masked,
    count: new Set(replaced.map((r) => r.placeholder)).size,
    replacements: replaced.map((r) => ({ entity: masker.entityOf(r.placeholder) ?? 'SECRET', ...r })),
    restore: (s) => masker.restore(s),
    streamRestorer: () => masker.streamRestorer(),
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

const ENTITY_OF_RULE = new Map(FINDERS.map((f) => [f.ruleId, f.entity]));

/** The entity kind a PII or secret rule finds (`pii.email` -> `EMAIL`); undefined for other rules. */
export function entityOfRule(ruleId: string): EntityKind | undefined {
  return ENTITY_OF_RULE.get(ruleId);
}

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...PII_RULE_DESCRIPTIONS,
  ...SECRET_RULE_DESCRIPTIONS,
};

/**
 * What a PII or secret rule recognises and which entity kind it finds, for explanations
 * (`GET /v1/explain/{id}`): static text about the rule, never the matched value.
 */
export function describeRule(ruleId: string): { entity: EntityKind; rule: string } | undefined {
  const entity = ENTITY_OF_RULE.get(ruleId);
  const rule = DESCRIPTIONS[ruleId];
  return entity && rule ? { entity, rule } : undefined;
}
