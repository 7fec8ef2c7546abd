import { assign, setup } from 'xstate';

/** SPEC §9: the update countdown lasts 30 seconds (30000 ms). */
export const UPDATE_COUNTDOWN_MS = 30_000;
const TICK_MS = 1000;
export const UPDATE_COUNTDOWN_SECONDS = UPDATE_COUNTDOWN_MS / TICK_MS;

export type UpdateEvent =
  /** Socket `showReloadmessage`: a new version is out. */
  | { readonly type: 'SERVER_UPDATE' }
  /** Socket `reloadFrontend`: reload at once. */
  | { readonly type: 'SERVER_RELOAD' }
  /** The update card's own button. */
  | { readonly type: 'RELOAD_NOW' };

interface UpdateContext {
  /** Seconds left on the card; 30 when the message appears, 1 in the last second. */
  readonly remainingSeconds: number;
}

export function updateMessage(remainingSeconds: number): string {
  return `A new version is available. The app reloads in ${remainingSeconds} s.`;
}

/**
 * Server-pushed update and reload (SPEC §4). Decision: a second SERVER_UPDATE during a countdown
 * does not restart it, so repeated pushes cannot postpone the reload for ever.
 */
export const updateCountdownMachine = setup({
  types: {} as { context: UpdateContext; events: UpdateEvent },
  actions: {
    reload: () => {},
  },
}).createMachine({
  id: 'updateCountdown',
  context: { remainingSeconds: UPDATE_COUNTDOWN_SECONDS },
  initial: 'idle',
  on: { SERVER_RELOAD: '.reloading' },
  states: {
    idle: {
      on: { SERVER_UPDATE: 'counting' },
    },
    counting: {
      entry: assign({ remainingSeconds: UPDATE_COUNTDOWN_SECONDS }),
      on: { RELOAD_NOW: 'reloading' },
      initial: 'tick',
      states: {
        tick: {
          after: {
            [TICK_MS]: [
              {
                guard: ({ context }) => context.remainingSeconds > 1,
                target: 'tick',
                reenter: true,
                actions: assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
              },
              { target: '#updateCountdown.reloading' },
            ],
          },
        },
      },
    },
    reloading: {
      entry: [assign({ remainingSeconds: 0 }), 'reload'],
      type: 'final',
    },
  },
});
