/**
 * A save sent a moment after the last change (dragging a column edge is one request, not fifty),
 * and sooner when it cannot wait: when the screen is left, or the session is about to end (a logout
 * flushes every held-back save first, see app/pending-saves.ts).
 */
import { holdSave, type FlushOptions } from '../../session/pending-saves.ts';

export interface DelayedSave {
  /** A change happened: send `delayMs` after the last one. */
  schedule(): void;
  /** Sends a waiting save at once; nothing when none waits. */
  flushPending(): Promise<void>;
}

export function createDelayedSave(send: (options: FlushOptions) => Promise<void>, delayMs: number, hold: typeof holdSave = holdSave): DelayedSave {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let release: (() => void) | null = null;
  const sendNow = (options: FlushOptions = { keepalive: false }): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    release?.();
    release = null;
    return send(options);
  };
  return {
    schedule() {
      if (timer !== null) clearTimeout(timer);
      release?.();
      timer = setTimeout(() => void sendNow(), delayMs);
      release = hold(sendNow);
    },
    flushPending: () => (timer === null ? Promise.resolve() : sendNow()),
  };
}
