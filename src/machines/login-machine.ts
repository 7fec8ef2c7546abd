import { assign, fromPromise, setup } from 'xstate';
import { loginLanding } from '../domain/access.ts';
import { accessContextFromStartup } from '../domain/access-context.ts';
import { loginOutcome, type LoginOutcome, type LoginRequest, type LoginResponse } from '../domain/contracts/login.ts';
import type { StartupData } from '../domain/contracts/startup.ts';
import { LOGIN_MESSAGES, rateLimitedMessage } from './login-messages.ts';
import { required } from './required.ts';
import { sessionFromLogin, type NavigateParams, type Session } from './session-types.ts';

/** What the injected `login` call answers: the API's answer, or why there is none. */
export type LoginCallResult =
  | { readonly kind: 'answer'; readonly response: LoginResponse }
  | { readonly kind: 'network_error' }
  /** HTTP 429; `retryAfterSeconds` from the Retry-After header. */
  | { readonly kind: 'rate_limited'; readonly retryAfterSeconds: number };

/** The injected SSO call decrypts the user payload itself (SPEC §4) and hands back the session. */
export type SsoCallResult = { readonly kind: 'ok'; readonly session: Session } | { readonly kind: 'failed' };

export type LoginFailure = Exclude<LoginOutcome, 'success'> | 'network_error' | 'rate_limited' | 'startup_failed' | 'sso_failed';

export interface LoginContext {
  /** The `redirect` query of /login; null after SSO, which always goes to / (SPEC §2). */
  readonly redirect: string | null;
  /** Kept only while a call is pending or may be retried; dropped once the server answered. */
  readonly credentials: LoginRequest | null;
  readonly failure: LoginFailure | null;
  readonly message: string | null;
  readonly retryAfterSeconds: number;
  readonly session: Session | null;
  readonly startup: StartupData | null;
}

export type LoginEvent =
  | { readonly type: 'SUBMIT'; readonly email: string; readonly pass: string }
  | { readonly type: 'RETRY' }
  | { readonly type: 'SSO'; readonly code: string };

const failed = (failure: LoginFailure, message: string) => ({ failure, message });

/**
 * Password and SSO login. Success stores the session, loads the start-up data and navigates to
 * the wanted path when the user may open it, else / (docs/architecture.md). Decision: a rate-limited
 * form stays locked until Retry-After has passed; submits in between are ignored.
 */
export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: { redirect?: string | null } },
  actors: {
    login: fromPromise<LoginCallResult, LoginRequest>(async () => ({ kind: 'network_error' })),
    ssoLogin: fromPromise<SsoCallResult, { code: string }>(async () => ({ kind: 'failed' })),
    loadStartup: fromPromise<StartupData, Session>(async () => {
      throw new Error('loadStartup not provided');
    }),
  },
  actions: {
    storeSession: (_, _params: Session) => {},
    clearSession: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  delays: {
    retryAfter: ({ context }) => context.retryAfterSeconds * 1000,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    redirect: input.redirect ?? null,
    credentials: null,
    failure: null,
    message: null,
    retryAfterSeconds: 0,
    session: null,
    startup: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: assign({ credentials: ({ event }) => ({ email: event.email, pass: event.pass }) }),
        },
        SSO: { target: 'sso', actions: assign({ redirect: null }) },
      },
    },
    submitting: {
      entry: assign({ failure: null, message: null }),
      invoke: {
        src: 'login',
        input: ({ context }) => required(context.credentials, 'credentials'),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'rate_limited',
            target: 'rateLimited',
            actions: assign(({ event }) => {
              const seconds = event.output.kind === 'rate_limited' ? Math.max(1, Math.ceil(event.output.retryAfterSeconds)) : 1;
              return { retryAfterSeconds: seconds, credentials: null, ...failed('rate_limited', rateLimitedMessage(seconds)) };
            }),
          },
          {
            guard: ({ event }) => event.output.kind === 'network_error',
            target: 'networkError',
            actions: assign(failed('network_error', LOGIN_MESSAGES.network)),
          },
          {
            guard: ({ event }) => event.output.kind === 'answer' && 'token' in event.output.response,
            target: 'loadingStartup',
            actions: [
              assign(({ event }) => ({
                credentials: null,
                session:
                  event.output.kind === 'answer' && 'token' in event.output.response
                    ? sessionFromLogin(event.output.response)
                    : null,
              })),
              { type: 'storeSession', params: ({ context }) => required(context.session, 'session') },
            ],
          },
          {
            target: 'idle',
            actions: assign(({ event }) => {
              const outcome = event.output.kind === 'answer' ? loginOutcome(event.output.response) : 'wrong_password';
              const failure = outcome === 'success' ? 'wrong_password' : outcome;
              return { credentials: null, ...failed(failure, LOGIN_MESSAGES[failure]) };
            }),
          },
        ],
        onError: { target: 'networkError', actions: assign(failed('network_error', LOGIN_MESSAGES.network)) },
      },
    },
    networkError: {
      on: {
        RETRY: 'submitting',
        SUBMIT: {
          target: 'submitting',
          actions: assign({ credentials: ({ event }) => ({ email: event.email, pass: event.pass }) }),
        },
        SSO: { target: 'sso', actions: assign({ redirect: null, credentials: null }) },
      },
    },
    rateLimited: {
      after: { retryAfter: { target: 'idle', actions: assign({ failure: null, message: null }) } },
    },
    sso: {
      entry: assign({ failure: null, message: null }),
      invoke: {
        src: 'ssoLogin',
        input: ({ event }) => ({ code: event.type === 'SSO' ? event.code : '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'ok',
            target: 'loadingStartup',
            actions: [
              assign({ session: ({ event }) => (event.output.kind === 'ok' ? event.output.session : null) }),
              { type: 'storeSession', params: ({ context }) => required(context.session, 'session') },
            ],
          },
          { target: 'ssoFailed' },
        ],
        onError: { target: 'ssoFailed' },
      },
    },
    ssoFailed: {
      entry: [
        'clearSession',
        assign({ session: null, ...failed('sso_failed', LOGIN_MESSAGES.sso) }),
        { type: 'navigate', params: { to: '/login', replace: true } },
      ],
      always: 'idle',
    },
    loadingStartup: {
      entry: assign({ failure: null, message: null }),
      invoke: {
        src: 'loadStartup',
        input: ({ context }) => required(context.session, 'session'),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ startup: ({ event }) => event.output }),
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: loginLanding(context.redirect, accessContextFromStartup(required(context.startup, 'startup'))),
                replace: true,
              }),
            },
          ],
        },
        onError: { target: 'startupFailed', actions: assign(failed('startup_failed', LOGIN_MESSAGES.startup)) },
      },
    },
    startupFailed: {
      on: { RETRY: 'loadingStartup' },
    },
    loggedIn: { type: 'final' },
  },
});
