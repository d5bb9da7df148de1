import { RequestCancel } from '../../../../core/cancel.js';

/** What a deadline cancels when it fires or the caller aborts. */
export interface AbortTarget {
  abortExchange(reason: Error): void;
}

const NOTHING: AbortTarget = { abortExchange: () => undefined };

/**
 * The total deadline of one upstream exchange, merged with the caller's signal. undici enforces
 * the connect, headers and idle-body time-outs; only this one spans a stream read to its end, so
 * it must outlive `send()` and is disposed by whoever reads the body last. Either cause aborts the
 * target once, with a reason; `expired` and `callerAborted` tell the two apart afterwards.
 *
 * One object per upstream call on the gateway's hottest path: it listens with `handleEvent` and
 * a module-level timer callback instead of allocating closures.
 */
export class ExchangeDeadline {
  readonly #parent: AbortSignal;
  readonly #timer: NodeJS.Timeout;
  readonly #target: AbortTarget;
  #expired = false;
  #disposed = false;

  constructor(totalMs: number, parent: AbortSignal, target: AbortTarget = NOTHING) {
    this.#parent = parent;
    this.#target = target;
    this.#timer = setTimeout(expire, totalMs, this);
    // A pending deadline alone must not keep the process alive at shutdown.
    this.#timer.unref();
    if (parent.aborted) queueMicrotask(() => this.handleEvent());
    else if (parent instanceof RequestCancel) parent.link(this);
    else parent.addEventListener('abort', this, { once: true });
  }

  /** True when the total deadline, not the caller, ended the exchange. */
  get expired(): boolean {
    return this.#expired;
  }

  get callerAborted(): boolean {
    return !this.#expired && this.#parent.aborted;
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    clearTimeout(this.#timer);
    if (this.#parent instanceof RequestCancel) this.#parent.unlink(this);
    else this.#parent.removeEventListener('abort', this);
  }

  /** The total deadline passed. */
  expire(): void {
    if (this.#disposed) return;
    this.#expired = true;
    this.dispose();
    this.#target.abortExchange(new Error('upstream total deadline'));
  }

  /** The caller's signal aborted (EventListener protocol). */
  handleEvent(): void {
    if (this.#disposed) return;
    this.dispose();
    this.#target.abortExchange(new Error('upstream request aborted'));
  }
}

function expire(deadline: ExchangeDeadline): void {
  deadline.expire();
}
