/**
 * A signal that aborts when `outer` does, or after `ms` with a TimeoutError, as
 * `AbortSignal.any([outer, AbortSignal.timeout(ms)])` would. Not that: on Node 20 the timeout
 * signal inside a composite can be garbage collected before it fires (nodejs/node#57736), and the
 * call then waits for ever; under load (frequent collections) the page fetch's time-out test hung.
 * Here a plain timer holds the controller; `clear()` stops it once the call is over.
 */
export interface DeadlineSignal {
  readonly signal: AbortSignal;
  clear(): void;
}

export function deadlineSignal(outer: AbortSignal, ms: number): DeadlineSignal {
  const controller = new AbortController();
  if (outer.aborted) {
    controller.abort(outer.reason);
    return { signal: controller.signal, clear: () => {} };
  }
  const onOuter = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onOuter, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      outer.removeEventListener('abort', onOuter);
    },
  };
}
