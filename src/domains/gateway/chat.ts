import { performance } from 'node:perf_hooks';
import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Budgets } from '../billing/budgets.js';
import type { BillingReservation, Reservation } from '../billing/reservation.js';
import type { Metrics } from '../ops/metrics.js';
import type { Detector } from '../verdicts/detector.js';
import { judgedRole, messageText } from '../verdicts/detector.js';
import type { Policy } from '../verdicts/policy.js';
import type { Judged, VerdictService } from '../verdicts/service.js';
import type { ScanSettings } from '../verdicts/store.js';
import {
  audioTranscript,
  completionText,
  completionToolCalls,
  legacyFunctionCall,
  messageParts,
} from './assemble.js';
import type { Catalog } from './catalog.js';
import { ChatAccounting, promptChars } from './chat-accounting.js';
import { type Dispatched, dispatch, type SendableTarget, sendableChain } from './dispatch.js';
import { EgressEnforcer, needsActionGuard, refusedCallsError, unsafeToolCalls } from './egress.js';
import { editJsonStrings, jsonStrings, mapMessageText, RequestMask } from './masking.js';
import type {
  ChatCompletion,
  ChatCompletionChoice,
  ChatCompletionMessage,
  ChatMessage,
  ChatRequest,
  ProviderRegistry,
} from './providers/index.js';
import { renameModel } from './providers/json-text.js';
import { SIDE_TEXTS } from './providers/types.js';
import { resolveRoute } from './router.js';
import type { TenantRoutingCache } from './routes-store.js';
import type { UsageMeter } from './usage.js';

export type DowngradeReason = 'l2_egress_enforcer' | 'action_guard';

/** The egress outcome of an answer under a plan that judges nothing (as `EgressEnforcer.check`). */
const UNJUDGED_ANSWER: Awaited<ReturnType<EgressEnforcer['check']>> = Object.freeze({
  violation: null,
  redactFlags: [],
  judged: null,
});

/** Everything the route needs to answer once the request has been judged, routed and sent. */
export interface PreparedChat {
  principal: Principal;
  requested: string;
  policy: Policy;
  settings: ScanSettings;
  mask: RequestMask;
  egress: EgressEnforcer;
  downgrade: DowngradeReason[];
  clientWantsUsage: boolean;
  /** Set in shadow mode: what the input verdict would have done. */
  shadowVerdict: string | null;
  /** The prepaid hold taken before dispatch (null until then); settled or released once. */
  reservation: Reservation | null;
}

export interface GatewayDeps {
  config: Config;
  clock: Clock;
  verdicts: VerdictService;
  detector: Detector;
  catalog: Catalog;
  registry: ProviderRegistry;
  routing: TenantRoutingCache;
  metrics: Metrics;
  usage: UsageMeter;
  /** Prepaid billing of hosted calls; unmetered when absent. */
  billing?: BillingReservation;
  /** Budgets and allowances of keys and tenants; none enforced when absent. */
  budgets?: Budgets;
}

/**
 * The chat-completions pipeline: bounds, input verdict, masking, routing and dispatch with
 * fallback; then (in the route) egress enforcement, restoration and alias sanitation. What a call
 * costs (the prepaid hold, usage, metrics) is its `accounting`'s.
 */
export class ChatGateway {
  /** Billing, usage and metrics of each call (see ChatAccounting). */
  readonly accounting: ChatAccounting;

  constructor(private readonly deps: GatewayDeps) {
    this.accounting = new ChatAccounting(deps);
  }

  /** The gateway's own deadline for one chat request (408 when it passes first). */
  get requestTimeoutMs(): number {
    return this.deps.config.limits.requestTimeoutMs;
  }

  /** Judges the input under the tenant policy; blocks in enforce mode, masks when it says REDACT. */
  async prepare(
    principal: Principal,
    body: ChatRequest,
  ): Promise<{ prepared: PreparedChat; messages: ChatMessage[] }> {
    const chars = promptChars(body.messages);
    if (chars > this.deps.config.limits.promptChars) {
      throw new ApiError(
        'prompt_too_large',
        `The prompt has ${chars} characters; the bound is ${this.deps.config.limits.promptChars}.`,
      );
    }
    const { verdicts } = this.deps;
    const { settings, policy, action, shadowVerdict } = await this.judgeInput(principal, body.messages);
    const enforce = settings.mode === 'enforce';
    const mask = new RequestMask(policy.pii_entities_to_mask);
    let messages = body.messages;
    if (action === 'REDACT' && enforce) {
      // Values come from the caller's messages (user text and tool output); they are masked
      // wherever they recur.
      for (const m of body.messages) {
        const role = judgedRole(m.role);
        if (role === 'user' || role === 'tool') mask.collect(messageText(m));
      }
      if (mask.size > 0) messages = body.messages.map((m) => mapMessageText(m, (text) => mask.apply(text)));
    }
    const downgrade: DowngradeReason[] = [];
    // Several answers (`n` > 1) stream interleaved: each is judged whole, so the stream is buffered.
    const severalAnswers = typeof body.n === 'number' && body.n > 1 && !verdicts.isInert(settings);
    if (mask.size > 0 || policy.output_scanning === 'buffered' || severalAnswers)
      downgrade.push('l2_egress_enforcer');
    if (needsActionGuard(body)) downgrade.push('action_guard');
    return {
      messages,
      prepared: {
        principal,
        requested: body.model,
        policy,
        settings,
        mask,
        egress: new EgressEnforcer(this.deps.verdicts, principal.tenantId, body.messages, settings),
        downgrade,
        clientWantsUsage: body.stream_options?.include_usage === true,
        shadowVerdict,
        reservation: null,
      },
    };
  }

  /**
   * The input verdict of a request under the tenant's policy, shared by every client API: judged
   * (unless the plan judges nothing), counted, recorded when not ALLOW, refused (403
   * `prompt_blocked`) when BLOCK in enforce mode; in shadow mode what it would have done.
   */
  async judgeInput(
    principal: Principal,
    messages: ChatMessage[],
  ): Promise<{
    settings: ScanSettings;
    policy: Policy;
    action: 'ALLOW' | 'REDACT' | 'BLOCK';
    shadowVerdict: string | null;
  }> {
    const { verdicts, metrics } = this.deps;
    const settings =
      verdicts.cachedSettings(principal.tenantId) ?? (await verdicts.settings(principal.tenantId));
    const started = performance.now();
    // Every engine off and no pattern: the verdict can only be ALLOW, so none is computed.
    const judged = verdicts.isInert(settings)
      ? null
      : await verdicts.judge(principal.tenantId, { messages }, { settings });
    const action = judged?.decision.action ?? 'ALLOW';
    const policy = judged?.policy ?? verdicts.policyOf(settings);
    metrics.verdicts.series('prompt', action).inc();
    if (judged) for (const f of judged.detection.flags) metrics.verdictFlags.series('prompt', f).inc();
    const enforce = settings.mode === 'enforce';
    let shadowVerdict: string | null = null;
    if (judged !== null && action !== 'ALLOW') {
      const view = await verdicts.recordJudged(principal, 'prompt', judged, performance.now() - started);
      if (action === 'BLOCK' && enforce) {
        throw new ApiError(
          'prompt_blocked',
          `The prompt was blocked by policy (${view.flags.join(', ') || judged.decision.rule}).`,
          {
            extras: { verdict_id: view.verdict_id },
          },
        );
      }
      if (!enforce)
        shadowVerdict = `${view.action}; flags=${view.flags.join(',') || 'none'}; verdict_id=${view.verdict_id}`;
    }
    return { settings, policy, action, shadowVerdict };
  }

  /** Resolves the route and picks credentials; an unsendable chain is refused here, before any send. */
  async chain(
    principal: Principal,
    model: string,
    headers: { provider: string | null; providerKey: string | null },
  ): Promise<SendableTarget[]> {
    const { routing } = this.deps;
    const routes = routing.cached(principal.tenantId) ?? (await routing.routing(principal.tenantId));
    const resolution = resolveRoute(model, {
      catalog: this.deps.catalog,
      contour: this.deps.config.contour,
      providerHeader: headers.provider,
      tenantAliases: routes.aliases,
    });
    return sendableChain(resolution, { credential: routes.credential, providerKey: headers.providerKey });
  }

  /** Sends to a resolved chain, walking its fallbacks. */
  async sendTo(
    chain: SendableTarget[],
    body: ChatRequest,
    messages: ChatMessage[],
    requestId: string,
    signal: AbortSignal,
    clientJson?: string,
  ): Promise<Dispatched> {
    // Ask for usage on streams so metering works (the chunk is dropped if the client did not ask);
    // a non-streaming call never carries stream_options: strict upstreams refuse it.
    let upstream: ChatRequest;
    if (body.stream) {
      upstream = {
        ...body,
        messages,
        stream_options: { ...(body.stream_options ?? {}), include_usage: true },
      };
    } else if (body.stream_options !== undefined) {
      const { stream_options: _dropped, ...rest } = body;
      upstream = { ...rest, messages };
    } else {
      upstream = { ...body, messages };
    }
    const opts: Parameters<typeof dispatch>[2] = {
      registry: this.deps.registry,
      requestId,
      limits: this.deps.config.limits,
      signal,
      observe: this.accounting.observeAttempt,
    };
    // The caller's text may stand for the upstream body only when the body is the caller's own.
    const unchanged = messages === body.messages && body.stream !== true && body.stream_options === undefined;
    if (clientJson !== undefined && unchanged) {
      opts.clientJson = clientJson;
    }
    const d = await dispatch(chain, upstream, opts);
    if (d.result.kind !== 'stream') this.accounting.observeUpstream(d); // a stream is timed at its end
    return d;
  }

  /** Resolves the route and sends, walking the fallback chain. */
  async send(
    p: PreparedChat,
    body: ChatRequest,
    messages: ChatMessage[],
    headers: { provider: string | null; providerKey: string | null; requestId: string },
    signal: AbortSignal,
    clientJson?: string,
  ): Promise<Dispatched> {
    const chain = await this.chain(p.principal, body.model, headers);
    p.reservation = await this.accounting.reserve(p.principal, chain, body, messages);
    const own = this.bytesPassThrough(p) ? clientJson : undefined;
    return this.sendTo(chain, body, messages, headers.requestId, signal, own);
  }

  /**
   * Enforces on a whole answer: egress verdict (403 output_blocked in enforce mode), the action
   * guard on tool calls, redaction of secrets the model produced, then restoration of the
   * request's placeholders and the client's model name.
   */
  async enforceWhole(p: PreparedChat, c: ChatCompletion): Promise<ChatCompletion> {
    const unsafe = unsafeToolCalls(completionToolCalls(c), p.policy);
    if (unsafe.length > 0 && p.settings.mode === 'enforce') {
      this.accounting.countOutputVerdict('BLOCK');
      throw refusedCallsError(unsafe);
    }
    const started = performance.now();
    // A plan that judges nothing refuses no answer: no text to gather, no verdict to wait for.
    const verdict = p.egress.inert
      ? UNJUDGED_ANSWER
      : await p.egress.check(p.mask.withoutPlaceholders(completionText(c)));
    this.accounting.countOutputVerdict(
      verdict.judged?.decision.action ?? 'ALLOW',
      verdict.judged?.detection.flags,
    );
    if (verdict.violation && verdict.judged) throw await this.outputBlocked(p, verdict.judged, started);
    const redact = verdict.redactFlags.length > 0 && p.settings.mode === 'enforce';
    // The parsed answer is this request's own object: when nothing is redacted or restored, only
    // the model name changes.
    const edit = redact || p.mask.size > 0 ? p.mask.answerEdit(answerTexts(c), redact) : null;
    if (edit === null) {
      c.model = p.requested;
      return c;
    }
    return { ...c, model: p.requested, choices: c.choices.map((ch) => editChoice(ch, edit, redact)) };
  }

  /**
   * Whether the caller's and the upstream's JSON text may pass as they are: nothing was masked
   * and the plan judges nothing (no verdict that duplicate keys or formatting could slip past).
   */
  private bytesPassThrough(p: PreparedChat): boolean {
    return p.mask.size === 0 && this.deps.verdicts.isInert(p.settings);
  }

  /**
   * The answer's JSON text. When the tenant's plan judges nothing and nothing was masked, the
   * upstream's own text goes out with only its model member renamed: no verdict was made that
   * formatting or duplicate keys could slip past. Otherwise the enforced answer is serialised.
   */
  answerJson(
    p: PreparedChat,
    enforced: ChatCompletion,
    upstreamModel: unknown,
    raw: string | undefined,
  ): string {
    if (raw !== undefined && this.bytesPassThrough(p)) {
      const text = renameModel(raw, upstreamModel, p.requested);
      if (text !== null) return text;
    }
    return JSON.stringify(enforced);
  }

  /** Records the egress verdict that refused an answer; returns the error the client gets. */
  async outputBlocked(p: PreparedChat, judged: Judged, started: number): Promise<ApiError> {
    const view = await this.deps.verdicts.recordJudged(
      p.principal,
      'target',
      judged,
      performance.now() - started,
    );
    return new ApiError('output_blocked', `The answer was blocked by policy (${view.flags.join(', ')}).`, {
      extras: { verdict_id: view.verdict_id },
    });
  }
}

/** The texts of an answer an edit reads: each choice's content and side texts, its calls' argument strings. */
function answerTexts(c: ChatCompletion): string[] {
  return c.choices.flatMap((ch) => {
    const { texts, args } = messageParts(ch.message);
    return [...texts, ...args.flatMap(jsonStrings)];
  });
}

/**
 * A choice with `edit` applied to every text the client reads: content, side texts, and the strings
 * inside its call arguments (written back as JSON), its audio's transcript. A redacted choice
 * loses its `logprobs` and its `audio`: their tokens spell out, and its speech says, the text that
 * was masked.
 */
function editChoice(
  ch: ChatCompletionChoice,
  edit: (text: string) => string,
  redact: boolean,
): ChatCompletionChoice {
  const m = ch.message;
  const message: ChatCompletionMessage = { ...m };
  if (typeof m.content === 'string') message.content = edit(m.content);
  for (const member of SIDE_TEXTS) {
    const text = m[member];
    if (typeof text === 'string') message[member] = edit(text);
  }
  if (m.tool_calls) {
    message.tool_calls = m.tool_calls.map((tc) => ({
      ...tc,
      function: { ...tc.function, arguments: editJsonStrings(tc.function.arguments, edit) },
    }));
  }
  const legacy = legacyFunctionCall(m);
  if (legacy) message['function_call'] = { ...legacy, arguments: editJsonStrings(legacy.arguments, edit) };
  const transcript = audioTranscript(m);
  // Citations point into the content by offsets, which redaction moves: a redacted choice has none.
  if (redact && Array.isArray(m['annotations']) && m['annotations'].length > 0) message['annotations'] = [];
  if (redact && m['audio'] != null) message['audio'] = null;
  else if (transcript !== null)
    message['audio'] = { ...(m['audio'] as object), transcript: edit(transcript) };
  return { ...ch, message, ...(redact && ch.logprobs != null ? { logprobs: null } : {}) };
}
