import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { ApiCallError, apiPost } from '../../api/http.ts';
import { clearStoredSession } from '../../api/session-storage.ts';
import { adoptSession, startupAfterLogin } from '../../session/session-runtime.ts';
import { loginResponseSchema, type LoginRequest } from '../../domain/contracts/login.ts';
import type { StartupData } from '../../domain/contracts/startup.ts';
import { loginMachine, type LoginCallResult, type SsoCallResult } from '../../machines/login-machine.ts';
import type { Session } from '../../machines/session-types.ts';

// SPEC §7: the SSO answer carries the session fields; `user` is the e-mail address.
const ssoAnswerSchema = z.object({ token: z.string(), user: z.string(), id: z.number(), company_id: z.number(), plan: z.number(), username: z.string() });

async function callLogin(request: LoginRequest): Promise<LoginCallResult> {
  try {
    return { kind: 'answer', response: await apiPost('/user/login', { ...request, system: 'web' }, loginResponseSchema) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 429) return { kind: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds ?? 60 };
    if (error instanceof ApiCallError && error.status === 0) return { kind: 'network_error' };
    throw error;
  }
}

async function callSso({ code }: { code: string }): Promise<SsoCallResult> {
  try {
    return { kind: 'ok', session: await apiPost('/user/login/sso', { sso_token: code }, ssoAnswerSchema) };
  } catch {
    return { kind: 'failed' };
  }
}

/** The login machine with the app's effects: the API, the session store and the router. */
export function useLoginMachine(redirect: string | null) {
  const navigate = useNavigate();
  return useMachine(
    loginMachine.provide({
      actors: {
        login: fromPromise<LoginCallResult, LoginRequest>(({ input }) => callLogin(input)),
        ssoLogin: fromPromise<SsoCallResult, { code: string }>(({ input }) => callSso(input)),
        loadStartup: fromPromise<StartupData, Session>(() => startupAfterLogin()),
      },
      actions: {
        storeSession: (_, session) => void adoptSession(session),
        clearSession: () => clearStoredSession(),
        navigate: (_, { to, replace }) => void navigate({ href: to, replace }),
      },
    }),
    { input: { redirect } },
  );
}
