import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ApiCallError, apiPost, setTokenSource } from '../api/http.ts';
import { clearStoredSession, readSession, storeSession } from '../api/session-storage.ts';
import { inactiveCheckResponseSchema, logoutResponseSchema, tokenCheckResponseSchema } from '../domain/contracts/login.ts';
import { settingsUpdateResponseSchema } from '../domain/contracts/settings-update.ts';
import { startupResponseSchema, type StartupData } from '../domain/contracts/startup.ts';
import type { UserSettings } from '../domain/contracts/user-settings.ts';
import { LOGIN_MESSAGES } from '../machines/login-messages.ts';
import { sessionMachine, type InactiveCheckResult, type TokenCheckResult } from '../machines/session-machine.ts';
import type { NavigateParams, Session } from '../machines/session-types.ts';
import { appStore, sessionAtom, startupAtom, startupErrorAtom } from './app-store.ts';
import { flushHeldSaves } from './pending-saves.ts';

type Navigate = (params: NavigateParams) => void;

let actor: ActorRefFrom<typeof sessionMachine> | undefined;
setTokenSource(() => appStore.get(sessionAtom)?.token ?? null);
let startupInFlight: Promise<StartupData | null> | undefined;

const networkAware = async <T>(call: () => Promise<T>): Promise<T | { kind: 'network_error' }> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 0) return { kind: 'network_error' };
    throw error;
  }
};

function forgetSession(): void {
  clearStoredSession();
  appStore.set(sessionAtom, null);
  appStore.set(startupAtom, null);
  appStore.set(startupErrorAtom, null);
}

/** Loads the start-up data of the session's company once; later callers share the same call. */
export function loadStartup(): Promise<StartupData | null> {
  const session = appStore.get(sessionAtom);
  if (!session) return Promise.resolve(null);
  startupInFlight ??= apiPost('/service/startup', { user: session.user, user_id: session.id, company_id: session.company_id }, startupResponseSchema)
    .then((data) => {
      appStore.set(startupAtom, data);
      appStore.set(startupErrorAtom, null);
      return data;
    })
    .catch((error: unknown) => {
      appStore.set(startupErrorAtom, error instanceof ApiCallError && error.status !== 0 ? error.message : LOGIN_MESSAGES.startup);
      return null;
    })
    .finally(() => {
      startupInFlight = undefined;
    });
  return startupInFlight;
}

/**
 * Loads the start-up data anew after a change on the server: a load already under way may have been
 * answered before the change, so this one waits for it and asks again.
 */
export async function reloadStartup(): Promise<StartupData | null> {
  if (startupInFlight) await startupInFlight;
  return loadStartup();
}

/**
 * Starts the session machine on the stored session (SPEC §4: token check, inactivity check) and
 * loads the start-up data once the session is confirmed or merely unconfirmed by a network failure.
 */
export async function bootSession(wantedPath: string, navigate: Navigate): Promise<void> {
  const stored = (await readSession()) ?? null;
  appStore.set(sessionAtom, stored);
  const machine = sessionMachine.provide({
    actors: {
      checkToken: fromPromise<TokenCheckResult, Session>(({ input }) =>
        networkAware(async () => ({ kind: 'answer' as const, ...(await apiPost('/user/tokencheck', { user: input.user, token: input.token }, tokenCheckResponseSchema)) })),
      ),
      checkInactive: fromPromise<InactiveCheckResult, { company_id: number }>(({ input }) =>
        networkAware(async () => ({ kind: 'answer' as const, ...(await apiPost('/user/inactivecheck', input, inactiveCheckResponseSchema)) })),
      ),
      logoutCall: fromPromise<void, Session>(async () => {
        // A layout changed a moment ago is still waiting to be saved: it goes out while the token is good.
        await flushHeldSaves();
        await apiPost('/user/logout', {}, logoutResponseSchema);
      }),
    },
    actions: { clearSession: forgetSession, navigate: (_, params) => navigate(params) },
  });
  actor = createActor(machine, { input: { session: stored, wantedPath } });
  const settled = new Promise<void>((resolve) => {
    const subscription = actor?.subscribe((snapshot) => {
      if (snapshot.matches('active') || snapshot.matches('unverified')) {
        void loadStartup().then(() => resolve());
        subscription?.unsubscribe();
      } else if (snapshot.matches('loggedOut')) {
        // A later login loads the start-up data itself (startupAfterLogin).
        resolve();
        subscription?.unsubscribe();
      }
    });
  });
  actor.start();
  await settled;
}

/** After a login or SSO: keep the session (storage is written in the background) and tell the session machine. */
export function adoptSession(session: Session): Promise<void> {
  const stored = storeSession(session);
  appStore.set(sessionAtom, session);
  actor?.send({ type: 'SIGNED_IN', session });
  return stored;
}

/** Loads the start-up data of a session just adopted; a failure is an error the login machine shows. */
export async function startupAfterLogin(): Promise<StartupData> {
  const startup = await loadStartup();
  if (!startup) throw new Error(appStore.get(startupErrorAtom) ?? LOGIN_MESSAGES.startup);
  return startup;
}

export function logout(): void {
  actor?.send({ type: 'LOGOUT' });
}

/** Switches to another company of the user and reloads its start-up data. */
export async function switchCompany(companyId: number): Promise<StartupData | null> {
  const session = appStore.get(sessionAtom);
  if (!session || session.company_id === companyId) return appStore.get(startupAtom);
  const next = { ...session, company_id: companyId };
  await storeSession(next);
  appStore.set(sessionAtom, next);
  return loadStartup();
}

/**
 * Changes user settings at once on screen and saves them; a refused save puts the old values
 * back and throws, so the caller can say so.
 */
export async function updateSettings(change: Partial<UserSettings>): Promise<void> {
  const session = appStore.get(sessionAtom);
  const before = appStore.get(startupAtom);
  if (!session || !before) return;
  appStore.set(startupAtom, { ...before, userSettings: { ...before.userSettings, ...change } });
  try {
    const saved = await apiPost('/service/settings/update', { user_id: session.id, company_id: session.company_id, settings: change }, settingsUpdateResponseSchema);
    const current = appStore.get(startupAtom);
    if (current) appStore.set(startupAtom, { ...current, userSettings: saved.settings });
  } catch (error) {
    const current = appStore.get(startupAtom);
    if (current) appStore.set(startupAtom, { ...current, userSettings: before.userSettings });
    throw error;
  }
}
