import { sha256Hex } from '../../core/ids.js';
import { contextKey, type PreparedContext } from '../../detect/prepared.js';
import type { ContextMessage, Detection, ScanRole } from '../../detect/types.js';
import { ContextCache } from './context-cache.js';
import { type ChatMessageLike, type Detector, type JudgedPart, messageText } from './detector.js';
import { HistoryCache, MAX_CACHED_MESSAGE_CHARS } from './history-cache.js';
import type { Plan } from './plans.js';
import type { ScanSettings } from './store.js';
import type { TuningStore } from './tuning.js';

/** A text of a request to judge: a message's text and role, and its index in the messages. */
export interface Part {
  text: string;
  role: ScanRole;
  index: number;
}

/**
 * Judges the texts of one request with the detector, and keeps what repeats across requests: the
 * system-prompt analysis (`ContextCache`), the detections of a conversation's earlier messages
 * (`HistoryCache`) and the verdict of an empty text per plan.
 */
export class PartJudge {
  /** System-prompt analyses shared by the verdicts of a tenant's chats. */
  readonly contexts: ContextCache;
  /** Detections of conversations' earlier messages. */
  readonly history: HistoryCache;
  /** The detector's version: engine ids and versions, and the tuning digest. */
  private readonly detectorVersion: () => string;

  constructor(
    private readonly detector: Detector,
    private readonly tuning: TuningStore,
    historyEntries: number,
  ) {
    this.history = new HistoryCache(historyEntries);
    const engines = detector
      .engines()
      .map((e) => `${e.id}@${e.version}`)
      .join(',');
    this.detectorVersion = () => `${engines}|${tuning.current.digest}`;
    this.contexts = new ContextCache(this.detectorVersion);
  }

  /**
   * Judges `parts` under `plan`. `messages`: the request's conversation, when the parts are its
   * messages (their context, and the earlier ones may come from the history cache; the newest is
   * judged afresh and kept for the next turn); otherwise `context` is the judged text's context,
   * and `remember` keeps the verdict for when the text comes back as a message of that
   * conversation (a whole answer, which the next turn sends as history).
   */
  judge(
    tenantId: string,
    settings: ScanSettings,
    plan: Plan,
    parts: Part[],
    messages: ChatMessageLike[] | undefined,
    context: ChatMessageLike[] | undefined,
    remember = false,
  ): JudgedPart[] {
    const { engines, thresholds } = plan;
    const conversation = this.contextOf(tenantId, settings, messages ?? context ?? []);
    const { messages: contextMessages, prepared } = conversation;
    const scan = (p: Part) =>
      this.detector.scan(p.text, {
        engines,
        role: p.role,
        context: contextMessages,
        thresholds,
        ...(prepared ? { prepared } : {}),
      });
    const last = parts.length - 1;
    let planKey: string | undefined;
    const keyOf = (p: Part, textDigest: string) => {
      conversation.digest ??= sha256Hex(contextKey(contextMessages));
      planKey ??= `${tenantId}\u0000${settings.updatedAt ?? ''}\u0000${this.detectorVersion()}\u0000${plan.key}`;
      return HistoryCache.key(planKey, conversation.digest, p.role, textDigest);
    };
    // The newest message is kept only when the request has history (`hasHistory`: its judged
    // messages are the parts); a one-shot request pays for no digest and fills no entry, and a
    // conversation's first turn is judged again on its second. An answer is kept on the caller's
    // word (`remember`).
    const conversing = messages !== undefined ? parts.length > 1 : remember;
    return parts.map((p, i) => {
      if (p.text === '') return { index: p.index, detection: this.emptyDetection(p.role, plan) };
      const earlier = messages !== undefined && i !== last;
      const keep = (earlier || conversing) && p.text.length <= MAX_CACHED_MESSAGE_CHARS;
      if (!keep) return { index: p.index, detection: scan(p) };
      const digest = HistoryCache.digest(p.text);
      // A conversation's earlier messages were judged on its earlier turns: see HistoryCache.
      if (earlier) {
        const detection = this.history.getOrJudge(keyOf(p, digest), () => scan(p), digest);
        return { index: p.index, detection };
      }
      // The newest message (or a whole answer) is judged afresh, and kept for the next turn.
      const detection = scan(p);
      this.history.remember(keyOf(p, digest), detection, digest);
      return { index: p.index, detection };
    });
  }

  /**
   * The verdict of an empty text (an assistant turn that only calls tools, a message of images):
   * the same for every request under one plan and role, whatever the context, so it is judged
   * once per plan instead of once per message.
   */
  private emptyDetection(role: ScanRole, plan: Plan): Detection {
    const { engines, thresholds } = plan;
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
  ): ConversationContext {
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

  private readonly contextMemo = new WeakMap<object, ConversationContext>();
}

/** What one request's conversation gives every judged text: its context and system-prompt analysis. */
interface ConversationContext {
  tenantId: string;
  settings: ScanSettings;
  tuning: unknown;
  messages: ContextMessage[];
  prepared: PreparedContext | undefined;
  /** SHA-256 of the context's instruction messages (see `contextKey`), once needed. */
  digest?: string;
}
