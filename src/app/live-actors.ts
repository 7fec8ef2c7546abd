import { createActor } from 'xstate';
import { connectionMachine } from '../machines/connection-machine.ts';
import { updateCountdownMachine } from '../machines/update-countdown-machine.ts';

/**
 * The app-wide machines fed by the browser and the socket. One instance each: the overlay and the
 * update card render their state, the socket client and window events send to them.
 */
export const connectionActor = createActor(connectionMachine, { input: { online: typeof navigator === 'undefined' || navigator.onLine } });
export const updateActor = createActor(updateCountdownMachine.provide({ actions: { reload: () => window.location.reload() } }));

let started = false;
export function startLiveActors(): void {
  if (started) return;
  started = true;
  connectionActor.start();
  updateActor.start();
  window.addEventListener('online', () => connectionActor.send({ type: 'BROWSER_ONLINE' }));
  window.addEventListener('offline', () => connectionActor.send({ type: 'BROWSER_OFFLINE' }));
}
