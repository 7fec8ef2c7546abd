import { setup, type SnapshotFrom } from 'xstate';

/** SPEC §4 / §8: the overlay text while the connection is lost. */
export const CONNECTION_LOST_MESSAGE = 'Connection lost. Reconnecting...';

export interface ConnectionInput {
  /** `navigator.onLine` when the app starts, read by the caller so the machine stays DOM-free. */
  readonly online: boolean;
}

export type ConnectionEvent =
  | { readonly type: 'BROWSER_ONLINE' }
  | { readonly type: 'BROWSER_OFFLINE' }
  | { readonly type: 'SOCKET_CONNECTED' }
  | { readonly type: 'SOCKET_DISCONNECTED' };

/**
 * Browser and socket connection as two parallel regions. The overlay shows while the browser is
 * offline or a socket that was connected has dropped. Decision: a socket that never connected does
 * not show the overlay (the app works without live messages), so a missing socket server is not
 * mistaken for a lost connection.
 */
export const connectionMachine = setup({
  types: {} as { context: { readonly startedOnline: boolean }; events: ConnectionEvent; input: ConnectionInput },
  guards: {
    startedOnline: ({ context }) => context.startedOnline,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ startedOnline: input.online }),
  type: 'parallel',
  states: {
    browser: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'startedOnline', target: 'online' }, { target: 'offline' }] },
        online: { on: { BROWSER_OFFLINE: 'offline' } },
        offline: { tags: ['overlay'], on: { BROWSER_ONLINE: 'online' } },
      },
    },
    socket: {
      initial: 'neverConnected',
      states: {
        neverConnected: { on: { SOCKET_CONNECTED: 'connected' } },
        connected: { on: { SOCKET_DISCONNECTED: 'lost' } },
        lost: { tags: ['overlay'], on: { SOCKET_CONNECTED: 'connected' } },
      },
    },
  },
});

export function showsConnectionOverlay(snapshot: SnapshotFrom<typeof connectionMachine>): boolean {
  return snapshot.hasTag('overlay');
}
