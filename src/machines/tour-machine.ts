import { assign, fromPromise, not, setup } from 'xstate';

export interface TourInput {
  /** How many steps the tour has (at least one). */
  readonly stepCount: number;
  /** Whether the user finished it before (the stored setting): such a tour never starts by itself. */
  readonly finished: boolean;
}

/** How the last run of the tour ended, for the announcement after it. */
export type TourOutcome = 'completed' | 'ended' | 'left';

export interface TourContext {
  readonly stepCount: number;
  /** The step shown while running, counted from 0. */
  readonly step: number;
  /** Remembered as finished (stored before, or finished or ended in this machine's life). */
  readonly finished: boolean;
  /** The tour started by itself once already in this machine's life: it does not again. */
  readonly autoStarted: boolean;
  readonly outcome: TourOutcome | null;
  /** Why saving "finished" failed; null otherwise. */
  readonly saveError: string | null;
}

export type TourEvent =
  /** The tour's screen is shown: starts the tour unless it was finished or has started by itself before. */
  | { readonly type: 'START' }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  /** Escape or "End tour". */
  | { readonly type: 'END' }
  /** The person left the tour's screen (SPEC §2: leaving /ideas stops a running guided tour). */
  | { readonly type: 'ROUTE_LEFT' }
  /** From the palette: runs the tour again from its first step, finished or not. */
  | { readonly type: 'RESTART' }
  /** Hides the message of a failed save. */
  | { readonly type: 'DISMISS_ERROR' };

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : 'The server did not answer as expected.';

/**
 * A guided tour: idle → running (at step n of N) → finished. Decision 0019: ending the tour on
 * purpose (Escape, "End tour") counts as finished and is saved like finishing the last step; leaving
 * the screen only stops it (not finished, not saved) and it does not start by itself again until the
 * app is loaded anew. Saving is the `saveFinished` actor, so a test replays the tour without a server.
 */
export const tourMachine = setup({
  types: {} as { context: TourContext; events: TourEvent; input: TourInput },
  actors: {
    saveFinished: fromPromise<void>(() => Promise.reject(new Error('saveFinished not provided'))),
  },
  guards: {
    mayAutoStart: ({ context }) => !context.finished && !context.autoStarted,
    onLastStep: ({ context }) => context.step >= context.stepCount - 1,
    onFirstStep: ({ context }) => context.step === 0,
    savedBefore: ({ context }) => context.finished,
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({
    stepCount: Math.max(1, input.stepCount),
    step: 0,
    finished: input.finished,
    autoStarted: false,
    outcome: null,
    saveError: null,
  }),
  initial: 'idle',
  on: {
    RESTART: { target: '.running', actions: assign({ step: 0, outcome: null, saveError: null }) },
  },
  states: {
    idle: {
      on: {
        START: { guard: 'mayAutoStart', target: 'running', actions: assign({ step: 0, autoStarted: true, outcome: null }) },
      },
    },
    running: {
      on: {
        NEXT: [
          { guard: 'onLastStep', target: 'finished', actions: assign({ outcome: 'completed' }) },
          { actions: assign({ step: ({ context }) => context.step + 1 }) },
        ],
        BACK: { guard: not('onFirstStep'), actions: assign({ step: ({ context }) => context.step - 1 }) },
        END: { target: 'finished', actions: assign({ outcome: 'ended' }) },
        ROUTE_LEFT: { target: 'idle', actions: assign({ outcome: 'left' }) },
      },
    },
    finished: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'savedBefore', target: 'saved' }, { target: 'saving' }],
        },
        saving: {
          invoke: {
            src: 'saveFinished',
            onDone: { target: 'saved', actions: assign({ finished: true }) },
            onError: { target: 'saveFailed', actions: assign({ saveError: ({ event }) => messageOf(event.error) }) },
          },
        },
        saved: {},
        saveFailed: {
          on: { DISMISS_ERROR: { actions: assign({ saveError: null }) } },
        },
      },
    },
  },
});
