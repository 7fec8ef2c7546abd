import { assign, fromPromise, setup } from 'xstate';
import { loginRedirect, resolveRoute } from '../domain/access.ts';
import type { z } from 'zod';
import type { inactiveCheckResponseSchema, tokenCheckResponseSchema } from '../domain/contracts/login.ts';
import { required } from './required.ts';
import type { NavigateParams, Session } from './session-types.ts';

type TokenCheckResponse = z.infer<typeof tokenCheckResponseSchema>;
type InactiveCheckResponse = z.infer<typeof inactiveCheckResponseSchema>;

/** The injected token check: the server's answer, or no answer (SPEC §8 "no-redirect flag"). */
export type TokenCheckResult = ({ readonly kind: 'answer' } & TokenCheckResponse) | { readonly kind: 'network_error' };
export type InactiveCheckResult = ({ readonly kind: 'answer' } & InactiveCheckResponse) | { readonly kind: 'network_error' };

export interface SessionInput {
  /** The session found in storage at start, if any. */
  readonly session: Session | null;
  /** The path the user opened; the failed-check redirect carries it (SPEC §4). */
  readonly wantedPath: string;
}

export type SessionEndReason = 'token_rejected' | 'inactive' | 'logout';

interface SessionContext {
  readonly session: Session | null;
  readonly wantedPath: string;
  /** True after a token check that got no answer: the user stays where they are (SPEC §8). */
  readonly noRedirect: boolean;
  readonly endedBy: SessionEndReason | null;
}

export type SessionEvent =
  | { readonly type: 'LOGOUT' }
  | { readonly type: 'SIGNED_IN'; readonly session: Session }
  | { readonly type: 'RECHECK' };

const LOGIN = { to: '/login', replace: true } as const;

/**
 * The session on start and on logout (SPEC §4).
 * Decisions: no stored session → loggedOut without navigating (the route guard decides, so open
 * pages stay open); a rejected token sends to /login?redirect= only when the wanted path is
 * guarded; an inactivity check that gets no answer keeps the session; logout clears the keys and
 * goes to /login whether or not the server call succeeds.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: {
    checkToken: fromPromise<TokenCheckResult, Session>(async () => ({ kind: 'network_error' })),
    checkInactive: fromPromise<InactiveCheckResult, { company_id: number }>(async () => ({ kind: 'network_error' })),
    logoutCall: fromPromise<void, Session>(async () => {}),
  },
  actions: {
    clearSession: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session, wantedPath: input.wantedPath, noRedirect: false, endedBy: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.session === null, target: 'loggedOut' }, { target: 'checkingToken' }],
    },
    checkingToken: {
      invoke: {
        src: 'checkToken',
        input: ({ context }) => required(context.session, 'session'),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'network_error', target: 'unverified' },
          { guard: ({ event }) => event.output.kind === 'answer' && event.output.loggedIn, target: 'checkingInactive' },
          {
            guard: ({ context }) => resolveRoute(context.wantedPath, null).kind === 'redirect',
            target: 'loggedOut',
            actions: [
              'clearSession',
              assign({ session: null, endedBy: 'token_rejected' }),
              {
                type: 'navigate',
                params: ({ context }) => ({ to: loginRedirect(context.wantedPath), replace: true }),
              },
            ],
          },
          {
            target: 'loggedOut',
            actions: ['clearSession', assign({ session: null, endedBy: 'token_rejected' })],
          },
        ],
        onError: { target: 'unverified' },
      },
    },
    unverified: {
      entry: assign({ noRedirect: true }),
      on: { RECHECK: 'checkingToken', LOGOUT: { target: 'loggingOut', actions: assign({ endedBy: 'logout' }) } },
    },
    checkingInactive: {
      entry: assign({ noRedirect: false }),
      invoke: {
        src: 'checkInactive',
        input: ({ context }) => ({ company_id: required(context.session, 'session').company_id }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'answer' && !event.output.active,
            target: 'loggingOut',
            actions: assign({ endedBy: 'inactive' }),
          },
          { target: 'active' },
        ],
        onError: { target: 'active' },
      },
    },
    active: {
      on: { LOGOUT: { target: 'loggingOut', actions: assign({ endedBy: 'logout' }) } },
    },
    loggingOut: {
      invoke: {
        src: 'logoutCall',
        input: ({ context }) => required(context.session, 'session'),
        onDone: 'sessionEnded',
        onError: 'sessionEnded',
      },
    },
    sessionEnded: {
      entry: ['clearSession', assign({ session: null }), { type: 'navigate', params: LOGIN }],
      always: 'loggedOut',
    },
    loggedOut: {
      on: {
        SIGNED_IN: {
          target: 'active',
          actions: assign({ session: ({ event }) => event.session, endedBy: null, noRedirect: false }),
        },
      },
    },
  },
});
