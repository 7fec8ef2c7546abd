import { createActor } from 'xstate';
import { appStore, accessAtom, sessionAtom, startupErrorAtom } from '../session/app-store.ts';
import type { RouteDecision } from '../domain/access.ts';
import { withStartupReader } from '../machines/guard-machine.ts';

export class StartupLoadError extends Error {}

/**
 * Runs the guard machine for one navigation: it polls the loaded start-up data every 100 ms
 * (SPEC §4) and decides. A failed start-up load ends the wait with an error the route shows.
 */
export function decideRoute(href: string): Promise<RouteDecision> {
  return new Promise((resolve, reject) => {
    const loggedIn = appStore.get(sessionAtom) !== null;
    const failed = appStore.get(startupErrorAtom);
    if (loggedIn && failed !== null) {
      reject(new StartupLoadError(failed));
      return;
    }
    const actor = createActor(withStartupReader(() => appStore.get(accessAtom), () => {}), { input: { path: href, loggedIn } });
    const stopWatchingErrors = appStore.sub(startupErrorAtom, () => {
      const message = appStore.get(startupErrorAtom);
      if (message === null) return;
      actor.stop();
      stopWatchingErrors();
      reject(new StartupLoadError(message));
    });
    actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      stopWatchingErrors();
      const decision = snapshot.context.decision;
      if (decision) resolve(decision);
      else reject(new Error('The guard ended without a decision'));
    });
    actor.start();
  });
}
