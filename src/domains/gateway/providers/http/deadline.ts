/**
 * The total deadline of one upstream exchange, merged with the caller's signal. undici enforces
 * the connect, headers and idle-body time-outs; only this one spans a stream read to its end, so
 * it must outlive `send()` and is disposed by whoever reads the body last.
 */
export class ExchangeDeadline {
  readonly signal: AbortSignal;
  readonly #controller = new AbortController();
  readonly #parent: AbortSignal;
  readonly #timer: NodeJS.Timeout;
  #expired = false;

  constructor(totalMs: number, parent: AbortSignal) {
    this.signal = this.#controller.signal;
    this.#parent = parent;
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#parent.removeEventListener('abort', this.#onParentAbort);
      this.#controller.abort(new Error('upstream total deadline'));
    }, totalMs);
    // A pending deadline alone must not keep the process alive at shutdown.
    this.#timer.unref();
    if (parent.aborted) this.#onParentAbort();
    else parent.addEventListener('abort', this.#onParentAbort, { once: true });
  }

  /** True when the total deadline, not the caller, ended the exchange. */
  get expired(): boolean {
    return this.#expired;
  }

  get callerAborted(): boolean {
    return !this.#expired && this.#parent.aborted;
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#parent.removeEventListener('abort', this.#onParentAbort);
  }

  readonly #onParentAbort = (): void => {
    this.#controller.abort(new Error('upstream request aborted'));
  };
}
