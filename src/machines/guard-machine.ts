import { assign, setup } from 'xstate';
import { resolveRoute, type RouteDecision } from '../domain/access.ts';
import type { AccessContext } from '../domain/access-rules.ts';
import type { NavigateParams } from './session-types.ts';

/** SPEC §9: guards poll for the start-up data every 100 ms. */
export const GUARD_POLL_MS = 100;

/**
 * Reads the start-up data the app has loaded so far, as an access context (null while loading).
 * Injected as an assign action (see `withStartupReader`) so the machine stays pure.
 */
export type StartupReader = () => AccessContext | null;

export interface GuardInput {
  readonly path: string;
  /** Logged out: decide at once; the start-up data would never come. */
  readonly loggedIn: boolean;
}

interface GuardContext {
  readonly path: string;
  readonly loggedIn: boolean;
  readonly access: AccessContext | null;
  readonly polls: number;
  readonly decision: RouteDecision | null;
}

/**
 * One guard per navigation: waits for the start-up data (SPEC §4), then allows or redirects with
 * `replace`. Decision: no time-out; a start-up load that fails is the loader's error to show.
 */
export const guardMachine = setup({
  types: {} as { context: GuardContext; input: GuardInput },
  actions: {
    readStartup: assign({ access: (): AccessContext | null => null }),
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    hasStartup: ({ context }) => context.access !== null,
  },
}).createMachine({
  id: 'guard',
  context: ({ input }) => ({ path: input.path, loggedIn: input.loggedIn, access: null, polls: 0, decision: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.loggedIn, target: 'waiting' }, { target: 'deciding' }],
    },
    waiting: {
      entry: ['readStartup', assign({ polls: ({ context }) => context.polls + 1 })],
      always: { guard: 'hasStartup', target: 'deciding' },
      after: { [GUARD_POLL_MS]: { target: 'waiting', reenter: true } },
    },
    deciding: {
      entry: assign({ decision: ({ context }) => resolveRoute(context.path, context.access) }),
      always: [
        {
          guard: ({ context }) => context.decision?.kind === 'redirect',
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({
              to: context.decision?.kind === 'redirect' ? context.decision.to : context.path,
              replace: true,
            }),
          },
        },
        { guard: ({ context }) => context.decision?.kind === 'not_found', target: 'notFound' },
        { target: 'allowed' },
      ],
    },
    allowed: { type: 'final' },
    redirected: { type: 'final' },
    notFound: { type: 'final' },
  },
});

/** The guard machine reading start-up data from `read` and navigating through `navigate`. */
export function withStartupReader(read: StartupReader, navigate: (params: NavigateParams) => void) {
  return guardMachine.provide({
    actions: {
      readStartup: assign({ access: () => read() }),
      navigate: (_, params) => navigate(params),
    },
  });
}
