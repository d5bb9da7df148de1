import { performance } from 'node:perf_hooks';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { newId, sha256Hex } from '../../core/ids.js';
import type { Principal } from '../../core/principal.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { DbHandle } from '../../db/connect.js';
import { describeRule } from '../../detect/mask.js';
import { contextKey, type PreparedContext } from '../../detect/prepared.js';
import type { ContextMessage, Detection, Flag, ScanRole } from '../../detect/types.js';
import { FLAGS } from '../../detect/types.js';
import type { AuditLog } from '../audit/service.js';
import { ContextCache } from './context-cache.js';
import {
  type ChatMessageLike,
  type Detector,
  type JudgedPart,
  judgedRole,
  mergeDetections,
  messageText,
} from './detector.js';
import { HistoryCache, MAX_CACHED_MESSAGE_CHARS } from './history-cache.js';
import { ScanPlans } from './plans.js';
import { type Action, type Decision, decide, mergePolicy, type Policy, type PolicyInput } from './policy.js';
import type { ScanMode, ScanSettings } from './store.js';
import * as store from './store.js';
import type { TuningStore } from './tuning.js';

/** How long a tenant's scan settings are cached (the bound on a change reaching other instances). */
export const SETTINGS_CACHE_MS = 1000;

const UNJUDGED_ALLOW: Decision = Object.freeze({
  action: 'ALLOW',
  rule: 'default:ALLOW',
  drivers: [],
  confidence: 1,
});

export interface VerdictView {
  verdict_id: string;
  action: Action;
  flags: Flag[];
  confidence: number;
  latency_ms: number;
  mode: ScanMode;
  enforced: boolean;
  engines: { id: string; flags: Flag[]; score: number }[];
  redacted?: string;
}

/** What a judged piece of text looked like, for the verdict and its explanation. */
export interface Judged {
  detection: Detection;
  decision: Decision;
  policy: Policy;
  settings: ScanSettings;
  thresholds: Partial<Record<Flag, number>>;
  chars: number;
  messages: number;
}

/**
 * Judges text under the tenant's policy and scan mode, stores the verdict content-free with its
 * causal chain, and records it in the audit log in the same transaction.
 */
export class VerdictService {
  constructor(
    private readonly handle: DbHandle,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly detector: Detector,
    private readonly tuning: TuningStore,
    private readonly maxInputChars: number,
  ) {
    this.plans = new ScanPlans(detector, tuning);
    const engines = detector
      .engines()
      .map((e) => `${e.id}@${e.version}`)
      .join(',');
    this.detectorVersion = () => `${engines}|${tuning.current.digest}`;
    this.contexts = new ContextCache(this.detectorVersion);
  }

  /** The detector's version: engine ids and versions, and the tuning digest. */
  private readonly detectorVersion: () => string;

  private readonly plans: ScanPlans;
  /** System-prompt analyses shared by the verdicts of a tenant's chats (see ContextCache). */
  readonly contexts: ContextCache;

  /**
   * The tenant's scan mode and policy, cached for `SETTINGS_CACHE_MS`: every scan and chat call
   * reads them. This instance's own changes apply at once; another instance's within the bound.
   */
  settings(tenantId: string): Promise<ScanSettings> {
    return this.settingsCache.getOrLoad(tenantId, () => store.readSettings(this.handle.db, tenantId));
  }

  /** The tenant's settings if cached and fresh (the chat path's synchronous hit). */
  cachedSettings(tenantId: string): ScanSettings | undefined {
    return this.settingsCache.peek(tenantId);
  }

  private readonly settingsCache = new TtlCache<string, ScanSettings>(SETTINGS_CACHE_MS, () =>
    this.clock.now(),
  );

  /**
   * True when judging under these settings can only ALLOW (every engine off, no pattern): the
   * gateway then skips its prompt and answer verdicts altogether.
   */
  isInert(settings: ScanSettings): boolean {
    return this.plans.of(settings).inert;
  }

  /** The effective policy of a tenant's settings (defaults filled in). */
  policyOf(settings: ScanSettings): Policy {
    return this.plans.of(settings).policy;
  }

  private checkEngine(engine: string | undefined): void {
    if (engine !== undefined && !this.detector.engines().some((e) => e.id === engine)) {
      throw new ApiError('invalid_request', `Unknown engine "${engine}"; GET /v1/engines lists them.`, {
        param: 'engine',
      });
    }
  }

  private checkSize(chars: number): void {
    if (chars > this.maxInputChars) {
      throw new ApiError(
        'input_too_large',
        `The input has ${chars} characters; the bound is ${this.maxInputChars}.`,
      );
    }
  }

  /** Judges one text, or every judged message of a conversation (system prompts as context). */
  async judge(
    tenantId: string,
    subject: { text: string; role: ScanRole } | { messages: ChatMessageLike[] },
    opts: { engine?: string; context?: ChatMessageLike[]; settings?: ScanSettings } = {},
  ): Promise<Judged> {
    this.checkEngine(opts.engine);
    const settings = opts.settings ?? (await this.settings(tenantId));
    const { policy, engines, thresholds, inert } = this.plans.of(settings, opts.engine);
    const started = performance.now();
    const parts: { text: string; role: ScanRole; index: number }[] =
      'text' in subject
        ? [{ text: subject.text, role: subject.role, index: 0 }]
        : subject.messages.flatMap((m, index) => {
            const role = judgedRole(m.role);
            return role ? [{ text: messageText(m), role, index }] : [];
          });
    const chars = parts.reduce((n, p) => n + p.text.length, 0);
    this.checkSize(chars);
    // With every engine switched off there is nothing to judge: skip normalisation entirely.
    const judged =
      engines.length === 0
        ? []
        : this.scanParts(tenantId, settings, parts, subject, opts.context, engines, thresholds);
    const whole = parts.length === 1 && parts[0] ? parts[0].text : parts.map((p) => p.text).join('\n');
    const detection =
      judged.length === 1 && judged[0]
        ? judged[0].detection
        : mergeDetections(judged, performance.now() - started, () => sha256Hex(whole));
    return {
      detection,
      // Nothing ran and no pattern can match: the answer is known without looking at the text.
      decision: inert ? UNJUDGED_ALLOW : decide(detection, policy, whole),
      policy,
      settings,
      thresholds,
      chars,
      messages: parts.length,
    };
  }

  private scanParts(
    tenantId: string,
    settings: ScanSettings,
    parts: { text: string; role: ScanRole; index: number }[],
    subject: { text: string } | { messages: ChatMessageLike[] },
    context: ChatMessageLike[] | undefined,
    engines: string[],
    thresholds: Partial<Record<Flag, number>>,
  ): JudgedPart[] {
    const source = 'messages' in subject ? subject.messages : (context ?? []);
    const conversation = this.contextOf(tenantId, settings, source);
    const { messages: contextMessages, prepared } = conversation;
    const scan = (p: { text: string; role: ScanRole }) =>
      this.detector.scan(p.text, {
        engines,
        role: p.role,
        context: contextMessages,
        thresholds,
        ...(prepared ? { prepared } : {}),
      });
    const last = parts.length - 1;
    return parts.map((p, i) => {
      if (p.text === '')
        return { index: p.index, detection: this.emptyDetection(p.role, engines, thresholds) };
      // A conversation's earlier messages were judged on its earlier turns: see HistoryCache.
      if (i === last || !('messages' in subject) || p.text.length > MAX_CACHED_MESSAGE_CHARS)
        return { index: p.index, detection: scan(p) };
      conversation.digest ??= sha256Hex(contextKey(contextMessages));
      const plan = `${tenantId}\u0000${settings.updatedAt ?? ''}\u0000${this.detectorVersion()}\u0000${this.planKey(engines, thresholds)}`;
      const key = HistoryCache.key(plan, conversation.digest, p.role, p.text);
      return { index: p.index, detection: this.history.getOrJudge(key, () => scan(p)) };
    });
  }

  /** Detections of conversations' earlier messages (see HistoryCache). */
  readonly history = new HistoryCache();

  /** A plan's engines and thresholds as a key, once per plan (keyed by its thresholds object). */
  private planKey(engines: string[], thresholds: Partial<Record<Flag, number>>): string {
    let key = this.planKeys.get(thresholds);
    if (key === undefined) {
      key = `${engines.join(',')}\u0000${JSON.stringify(thresholds)}`;
      this.planKeys.set(thresholds, key);
    }
    return key;
  }

  private readonly planKeys = new WeakMap<object, string>();

  /**
   * The verdict of an empty text (an assistant turn that only calls tools, a message of images):
   * the same for every request under one plan and role, whatever the context, so it is judged
   * once per plan instead of once per message.
   */
  private emptyDetection(
    role: ScanRole,
    engines: string[],
    thresholds: Partial<Record<Flag, number>>,
  ): Detection {
    let byRole = this.empty.get(thresholds);
    if (byRole === undefined) {
      byRole = new Map();
      this.empty.set(thresholds, byRole);
    }
    const key = `${role}\u0000${engines.join(',')}`;
    let d = byRole.get(key);
    if (d === undefined) {
      d = this.detector.scan('', { engines, role, thresholds });
      byRole.set(key, d);
    }
    return d;
  }

  /** Empty-text verdicts per plan (keyed by the plan's thresholds object), per role and engines. */
  private readonly empty = new WeakMap<object, Map<string, Detection>>();

  /**
   * The context messages of a conversation and its prepared system-prompt analysis, remembered
   * per conversation array: a chat's prompt verdict and each check of its answer pass the same
   * array, so the messages are read and the system prompt digested once per request.
   */
  private contextOf(
    tenantId: string,
    settings: ScanSettings,
    source: ChatMessageLike[],
  ): { messages: ContextMessage[]; prepared: PreparedContext | undefined; digest?: string } {
    const tuning = this.tuning.current;
    const known = this.contextMemo.get(source);
    if (known && known.tenantId === tenantId && known.settings === settings && known.tuning === tuning) {
      return known;
    }
    const messages = source.map((m) => ({ role: String(m.role ?? ''), content: messageText(m) }));
    const prepared = this.contexts.of(tenantId, settings, messages);
    const entry = { tenantId, settings, tuning, messages, prepared };
    if (source.length > 0) this.contextMemo.set(source, entry);
    return entry;
  }

  private readonly contextMemo = new WeakMap<
    object,
    {
      tenantId: string;
      settings: ScanSettings;
      tuning: unknown;
      messages: ContextMessage[];
      prepared: PreparedContext | undefined;
      /** SHA-256 of the context's instruction messages (see `contextKey`), once needed. */
      digest?: string;
    }
  >();

  /** Judges, stores and audits; returns the verdict as the scan routes answer it. */
  async verdict(
    principal: Principal,
    kind: 'prompt' | 'target',
    subject: { text: string; role: ScanRole } | { messages: ChatMessageLike[] },
    opts: { engine?: string; context?: ChatMessageLike[] } = {},
  ): Promise<VerdictView> {
    const started = performance.now();
    const j = await this.judge(principal.tenantId, subject, opts);
    const id = newId('vrd');
    const mode = j.settings.mode;
    const latencyMs = Number((performance.now() - started).toFixed(3));
    const view: VerdictView = {
      verdict_id: id,
      action: j.decision.action,
      flags: j.detection.flags,
      confidence: round(j.decision.confidence),
      latency_ms: latencyMs,
      mode,
      enforced: mode === 'enforce',
      engines: j.detection.engines.map((e) => ({ id: e.id, flags: e.flags, score: round(e.score) })),
    };
    if (j.decision.action === 'REDACT' && 'text' in subject) {
      view.redacted = this.detector.redact(subject.text, j.policy.pii_entities_to_mask);
    }
    await this.record(principal, kind, view, j);
    return view;
  }

  /** The verdict of a judgement made elsewhere (the gateway), stored like any other. */
  async recordJudged(
    principal: Principal,
    kind: 'prompt' | 'target',
    j: Judged,
    latencyMs: number,
  ): Promise<VerdictView> {
    const view: VerdictView = {
      verdict_id: newId('vrd'),
      action: j.decision.action,
      flags: j.detection.flags,
      confidence: round(j.decision.confidence),
      latency_ms: round(latencyMs),
      mode: j.settings.mode,
      enforced: j.settings.mode === 'enforce',
      engines: j.detection.engines.map((e) => ({ id: e.id, flags: e.flags, score: round(e.score) })),
    };
    await this.record(principal, kind, view, j);
    return view;
  }

  private async record(
    principal: Principal,
    kind: 'prompt' | 'target',
    view: VerdictView,
    j: Judged,
  ): Promise<void> {
    const explanation = {
      input: { digest: j.detection.inputDigest, chars: j.chars, messages: j.messages },
      normalization: j.detection.normalization,
      engines: j.detection.engines.map((e) => ({
        id: e.id,
        version: e.version,
        score: round(e.score),
        flags: e.flags,
        hits: e.hits.map((h) => ({
          rule_id: h.ruleId,
          flag: h.flag,
          score: round(h.score),
          span: h.span,
          ...describeRule(h.ruleId),
          ...extra(h),
        })),
      })),
      aggregation: {
        method:
          'per flag: calibrated maximum over engine hits (rules and model); flag raised at its threshold',
        scores: Object.fromEntries(FLAGS.map((f) => [f, round(j.detection.scores[f])])),
        thresholds: j.thresholds,
        tuning_digest: this.tuning.current.digest,
      },
      policy: {
        source: j.settings.policy ? 'tenant' : 'default',
        rule: j.decision.rule,
        drivers: j.decision.drivers,
        action: j.decision.action,
        mode: view.mode,
        enforced: view.enforced,
      },
    };
    const record: store.VerdictRecord = {
      id: view.verdict_id,
      tenantId: principal.tenantId,
      createdAt: isoNow(this.clock),
      kind,
      action: view.action,
      flags: view.flags,
      confidence: view.confidence,
      mode: view.mode,
      enforced: view.enforced,
      inputDigest: j.detection.inputDigest,
      latencyMs: view.latency_ms,
      explanation,
    };
    await this.audit.withEvent(
      {
        type: 'verdict.recorded',
        actorTenant: principal.tenantId,
        actorKey: principal.keyId,
        subject: view.verdict_id,
        data: { kind, action: view.action, flags: view.flags.join(','), mode: view.mode },
      },
      (tx) => store.insertVerdict(tx, record),
    );
  }

  /** Stores an artifact verdict (content-free: format, findings, global names) and audits it. */
  async recordArtifact(
    principal: Principal,
    record: Omit<store.VerdictRecord, 'tenantId' | 'createdAt' | 'kind'>,
  ): Promise<void> {
    const full: store.VerdictRecord = {
      ...record,
      tenantId: principal.tenantId,
      createdAt: isoNow(this.clock),
      kind: 'artifact',
    };
    await this.audit.withEvent(
      {
        type: 'verdict.recorded',
        actorTenant: principal.tenantId,
        actorKey: principal.keyId,
        subject: record.id,
        data: { kind: 'artifact', action: record.action, flags: record.flags.join(','), mode: record.mode },
      },
      (tx) => store.insertVerdict(tx, full),
    );
  }

  async explain(principal: Principal, id: string): Promise<store.VerdictRecord> {
    const v = await store.findVerdict(this.handle.db, principal.tenantId, id);
    if (!v)
      throw new ApiError('resource_not_found', 'No verdict with this id for this tenant.', {
        param: 'verdict_id',
      });
    return v;
  }

  /** After a change of the tenant's settings here: cached settings and system-prompt analyses go. */
  private forget(tenantId: string): void {
    this.settingsCache.delete(tenantId);
    this.contexts.invalidate(tenantId);
  }

  async setMode(actor: Principal, tenantId: string, mode: ScanMode): Promise<ScanSettings> {
    return this.audit
      .withEvent(
        {
          type: 'scan_mode.set',
          actorTenant: actor.tenantId,
          actorKey: actor.keyId,
          subject: tenantId,
          data: { mode },
        },
        (tx) => store.writeSettings(tx, tenantId, { mode }, isoNow(this.clock)),
      )
      .finally(() => this.forget(tenantId));
  }

  /** Changes only the given fields of the tenant's policy (PATCH), atomically against other writers. */
  async patchPolicy(actor: Principal, tenantId: string, patch: PolicyInput): Promise<ScanSettings> {
    const now = isoNow(this.clock);
    return this.audit
      .withEvent(
        {
          type: 'policy.set',
          actorTenant: actor.tenantId,
          actorKey: actor.keyId,
          subject: tenantId,
          data: { digest: sha256Hex(JSON.stringify(patch)), merged: true },
        },
        async (tx) => {
          const current = await store.lockSettings(tx, this.handle.engine, tenantId, now);
          return store.writeSettings(tx, tenantId, { policy: mergePolicy(current.policy, patch) }, now);
        },
      )
      .finally(() => this.forget(tenantId));
  }

  async setPolicy(actor: Principal, tenantId: string, policy: PolicyInput | null): Promise<ScanSettings> {
    return this.audit
      .withEvent(
        {
          type: policy ? 'policy.set' : 'policy.cleared',
          actorTenant: actor.tenantId,
          actorKey: actor.keyId,
          subject: tenantId,
          data: { digest: policy ? sha256Hex(JSON.stringify(policy)) : null },
        },
        (tx) => store.writeSettings(tx, tenantId, { policy }, isoNow(this.clock)),
      )
      .finally(() => this.forget(tenantId));
  }
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

function extra(h: object): Record<string, unknown> {
  const m = (h as { message?: unknown }).message;
  const c = (h as { context?: unknown }).context;
  return { ...(typeof m === 'number' ? { message: m } : {}), ...(c !== undefined ? { context: c } : {}) };
}
