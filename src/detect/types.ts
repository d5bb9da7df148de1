/**
 * Shared vocabulary of the detection library: flags, hits, engine results and the verdict shape.
 * Everything here is content-free by construction so a verdict can be stored without the text.
 */
import type { PreparedContext } from './prepared.js';

/** The closed list of flags the detection library can raise. */
export const FLAGS = [
  'PROMPT_INJECTION',
  'JAILBREAK',
  'PII',
  'SECRET',
  'INVISIBLE_TEXT',
  'ENCODED_PAYLOAD',
  'SYSTEM_PROMPT_LEAK',
  'DATA_EXFILTRATION',
  'MALICIOUS_URL',
  'HARMFUL_CONTENT',
] as const;

/** One detection flag, e.g. `PROMPT_INJECTION`. */
export type Flag = (typeof FLAGS)[number];

/** A half-open range `[start, end)` of UTF-16 offsets in the ORIGINAL input. */
export interface Span {
  start: number;
  end: number;
}

/**
 * One rule or model firing. Never carries raw text: only the rule id, the flag, a score in [0,1]
 * and where in the original input it fired.
 */
export interface Hit {
  ruleId: string;
  flag: Flag;
  score: number;
  span: Span;
  /** For context-aware hits: the rule of the conversation's system prompt the text goes against. */
  context?: ContextRef;
  /** For HARMFUL_CONTENT hits: the harm category (`indiscriminate_weapons`, `cyber`, ...). */
  category?: string;
  /** For HARMFUL_CONTENT hits: the harm concepts the model read (`howto`, `weapon`, ...), never text. */
  evidence?: string[];
}

/**
 * Where a context rule lives: the index of the message in the scan context and the sentence's
 * offsets in it, with the rule kind (`secret`, `topic`, `personal`). Content-free.
 */
export interface ContextRef {
  message: number;
  start: number;
  end: number;
  rule: string;
}

/** Who wrote the text being judged; changes which engines apply (e.g. exfiltration is for answers). */
export type ScanRole = 'user' | 'assistant' | 'prompt' | 'tool';

/** A chat message given as context (e.g. the system prompt when judging an assistant answer). */
export interface ContextMessage {
  role: string;
  content: string;
}

/** Options for {@link scan}. */
export interface ScanOptions {
  /** Engine ids to run; default the whole registry. Unknown ids are ignored. */
  engines?: readonly string[];
  /** Role of the author of `text`; default `user`. */
  role?: ScanRole;
  /** Other messages of the conversation; used by context-aware engines (system_prompt_leak). */
  context?: readonly ContextMessage[];
  /** Per-flag thresholds overriding {@link DEFAULT_THRESHOLDS}. */
  thresholds?: Partial<Record<Flag, number>>;
  /**
   * What the context-aware engines derived from `context`'s system and developer messages in
   * earlier scans; must come from a context with the same such messages at the same positions.
   */
  prepared?: PreparedContext;
}

/** Result of one engine for one input. */
export interface EngineVerdict {
  id: string;
  version: string;
  /** Flags of this engine whose score reached the threshold. */
  flags: Flag[];
  /** Highest calibrated score of this engine, in [0,1]. */
  score: number;
  hits: Hit[];
}

/** One normalisation step that changed the text, with how many times it applied. Content-free. */
export interface NormalizationStep {
  step: string;
  count: number;
}

/** The verdict of {@link scan}. Content-free: safe to store as is. */
export interface Detection {
  /** Flags whose combined score reached its threshold, in {@link FLAGS} order. */
  flags: Flag[];
  /** Combined score per flag, in [0,1] (0 for flags no engine produced). */
  scores: Record<Flag, number>;
  engines: EngineVerdict[];
  normalization: NormalizationStep[];
  /** SHA-256 hex of the UTF-8 input. */
  inputDigest: string;
  latencyMs: number;
}

/** Description of a registered engine, as returned by {@link listEngines}. */
export interface EngineInfo {
  id: string;
  version: string;
  flags: Flag[];
  description: string;
}
