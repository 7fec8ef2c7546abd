/**
 * An engine transport without a Worker: the host runs in the same thread, and every message is
 * structured-cloned with its transfer list as postMessage would, so a test sees what a page sees
 * (copied rows, detached buffers) and the protocol can be tested in Node.
 */
import type { EngineTransport } from '../../src/workbench/engine/engine-client.ts';
import { createEngineHost } from '../../src/workbench/engine/engine-host.ts';
import type { EngineResponse } from '../../src/workbench/engine/protocol.ts';

export function inThreadTransport(): EngineTransport {
  let receive: ((response: EngineResponse) => void) | null = null;
  let closed = false;
  const host = createEngineHost((response, transfer) => {
    const copy = structuredClone(response, { transfer });
    // Answers arrive on a later task, never inside post(), as with a real worker.
    setTimeout(() => {
      if (!closed) receive?.(copy);
    }, 0);
  });
  return {
    post: (request, transfer = []) => {
      const copy: unknown = structuredClone(request, { transfer });
      setTimeout(() => {
        if (!closed) host.handle(copy);
      }, 0);
    },
    listen: (handler) => {
      receive = handler;
    },
    close: () => {
      closed = true;
    },
  };
}
