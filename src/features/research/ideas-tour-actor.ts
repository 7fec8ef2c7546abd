import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { finishTourChange } from '../../domain/tours.ts';
import { tourMachine } from '../../machines/tour-machine.ts';
import { appStore, startupAtom } from '../../session/app-store.ts';
import { updateSettings } from '../../session/session-runtime.ts';
import { IDEAS_TOUR_STEPS } from './ideas-tour-steps.tsx';

export type IdeasTourActor = ActorRefFrom<typeof tourMachine>;

let current: { readonly userId: number; readonly actor: IdeasTourActor } | undefined;

/**
 * The Ideas tour of the signed-in user. It outlives the Ideas page, so leaving the page can stop the
 * tour (ROUTE_LEFT) and coming back does not start it by itself again; another user gets a new one.
 */
export function ideasTourActor(userId: number, finished: boolean): IdeasTourActor {
  if (current?.userId === userId) return current.actor;
  current?.actor.stop();
  const machine = tourMachine.provide({
    actors: {
      saveFinished: fromPromise<void>(async () => {
        const settings = appStore.get(startupAtom)?.userSettings;
        if (!settings) throw new Error('You are no longer signed in.');
        await updateSettings(finishTourChange(settings, 'ideas'));
      }),
    },
  });
  const actor = createActor(machine, { input: { stepCount: IDEAS_TOUR_STEPS.length, finished } }).start();
  current = { userId, actor };
  return actor;
}
