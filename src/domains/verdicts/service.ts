import { performance } from 'node:perf_hooks';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { sha256Hex } from '../../core/ids.js';
import { Invalidations } from '../../core/invalidation.js';
import type { Principal } from '../../core/principal.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { DbHandle } from '../../db/connect.js';
import type { Detection, Flag, ScanRole } from '../../detect/types.js';
import type { AuditLog } from '../audit/service.js';
import type { ContextCache } from './context-cache.js';
import { type ChatMessageLike, type Detector, judgedRole, mergeDetections, messageText } from './detector.js';
import { explanationOf, round, verdictView } from './explanation.js';
import type { HistoryCache } from './history-cache.js';
import { PartJudge } from './part-judge.js';
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
  /** With HARMFUL_CONTENT: the harm categories raised, strongest first. */
  categories?: string[];
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
    private readonly limits: { maxInputChars: number; historyEntries: number },
    private readonly invalidations = new Invalidations(),
  ) {
    this.plans = new ScanPlans(detector, tuning);
    this.parts = new PartJudge(detector, tuning, limits.historyEntries);
    invalidations.on('settings', (tenantId) => {
      if (tenantId === null) return;
      this.settingsCache.delete(tenantId);
      this.contexts.invalidate(tenantId);
    });
  }

  private readonly plans: ScanPlans;
  /** Judges the texts of a request, sharing what repeats across requests (see PartJudge). */
  private readonly parts: PartJudge;

  /** System-prompt analyses shared by the verdicts of a tenant's chats (see ContextCache). */
  get contexts(): ContextCache {
    return this.parts.contexts;
  }

  /** Detections of conversations' earlier messages (see HistoryCache). */
  get history(): HistoryCache {
    return this.parts.history;
  }

  /**
   * The tenant's scan mode and policy, cached for `SETTINGS_CACHE_MS`: every scan and chat call
   * reads them. This instance's own changes apply at once, on every worker; another instance's
   * within the bound.
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
    if (chars > this.limits.maxInputChars) {
      throw new ApiError(
        'input_too_large',
        `The input has ${chars} characters; the bound is ${this.limits.maxInputChars}.`,
      );
    }
  }

  /** Judges one text, or every judged message of a conversation (system prompts as context). */
  async judge(
    tenantId: string,
    subject: { text: string; role: ScanRole } | { messages: ChatMessageLike[] },
    opts: {
      engine?: string;
      context?: ChatMessageLike[];
      settings?: ScanSettings;
      /** Only the action is wanted: run only the engines that can refuse (see ScanPlans.refusing). */
      actionOnly?: boolean;
      /**
       * The text is a whole message of the conversation in `context` (an answer): keep its
       * verdict for when the next turn sends it as history (see HistoryCache).
       */
      remember?: boolean;
    } = {},
  ): Promise<Judged> {
    this.checkEngine(opts.engine);
    const settings = opts.settings ?? (await this.settings(tenantId));
    const plan =
      opts.actionOnly === true && opts.engine === undefined
        ? this.plans.refusing(settings)
        : this.plans.of(settings, opts.engine);
    const { policy, engines, thresholds, inert } = plan;
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
        : this.parts.judge(
            tenantId,
            settings,
            plan,
            parts,
            'messages' in subject ? subject.messages : undefined,
            opts.context,
            opts.remember === true && opts.actionOnly !== true && opts.engine === undefined,
          );
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

  /** Judges, stores and audits; returns the verdict as the scan routes answer it. */
  async verdict(
    principal: Principal,
    kind: 'prompt' | 'target',
    subject: { text: string; role: ScanRole } | { messages: ChatMessageLike[] },
    opts: { engine?: string; context?: ChatMessageLike[] } = {},
  ): Promise<VerdictView> {
    const started = performance.now();
    const j = await this.judge(principal.tenantId, subject, opts);
    const view = verdictView(j, Number((performance.now() - started).toFixed(3)));
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
    const view = verdictView(j, round(latencyMs));
    await this.record(principal, kind, view, j);
    return view;
  }

  private async record(
    principal: Principal,
    kind: 'prompt' | 'target',
    view: VerdictView,
    j: Judged,
  ): Promise<void> {
    const explanation = explanationOf(j, view, this.tuning.current.digest);
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

  /**
   * After a change of the tenant's settings here: cached settings and system-prompt analyses go,
   * in every worker of this instance before the change's caller answers.
   */
  private forget(tenantId: string): Promise<void> {
    return this.invalidations.publish('settings', tenantId);
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
