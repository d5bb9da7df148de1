import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RequestCancel } from '../../src/core/cancel.js';

/** A stand-in response: only `once('close')` and `writableFinished` are used. */
function response(finished = false): ServerResponse & EventEmitter {
  return Object.assign(new EventEmitter(), { writableFinished: finished }) as never;
}

describe('RequestCancel', () => {
  it('aborts when the client goes away, for listeners, linked listeners and timers/promises', async () => {
    const res = response();
    const cancel = new RequestCancel(res);
    const seen: string[] = [];
    cancel.addEventListener('abort', () => seen.push('listener'), { once: true });
    cancel.link({ handleEvent: () => seen.push('linked') });
    const unlinked = { handleEvent: () => seen.push('unlinked') };
    cancel.link(unlinked);
    cancel.unlink(unlinked);
    const sleeping = sleep(10_000, undefined, { signal: cancel }).catch((e: Error) => e.name);
    res.emit('close');
    expect(cancel.aborted).toBe(true);
    expect(await sleeping).toBe('AbortError');
    expect(seen).toEqual(['listener', 'linked']);
    expect(() => cancel.throwIfAborted()).toThrow();
  });

  it('does not abort when the answer was finished before the close', () => {
    const res = response(true);
    const cancel = new RequestCancel(res);
    res.emit('close');
    expect(cancel.aborted).toBe(false);
  });

  it('aborts with a TimeoutError when its deadline passes, and not once disposed', async () => {
    const late = new RequestCancel(response(), 20);
    const disposed = new RequestCancel(response(), 20);
    disposed.dispose();
    await sleep(60);
    expect(late.aborted).toBe(true);
    expect((late.reason as Error).name).toBe('TimeoutError');
    expect(disposed.aborted).toBe(false);
  });
});
