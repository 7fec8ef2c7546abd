import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tourMachine } from './tour-machine.ts';

function start(finished: boolean, save: () => Promise<void> = () => Promise.resolve()) {
  const saves: number[] = [];
  const machine = tourMachine.provide({
    actors: {
      saveFinished: fromPromise<void>(async () => {
        saves.push(saves.length + 1);
        await save();
      }),
    },
  });
  const actor = createActor(machine, { input: { stepCount: 4, finished } }).start();
  const at = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('running') ? `step ${snapshot.context.step + 1} of ${snapshot.context.stepCount}` : JSON.stringify(snapshot.value);
  };
  return { actor, saves, at };
}

describe('tour machine', () => {
  it('replays a tour: start, step, leave the route, restart, finish; finished is remembered', async () => {
    const { actor, saves, at } = start(false);
    expect(at()).toBe('"idle"');
    actor.send({ type: 'START' });
    expect(at()).toBe('step 1 of 4');
    actor.send({ type: 'NEXT' });
    expect(at()).toBe('step 2 of 4');

    actor.send({ type: 'ROUTE_LEFT' });
    expect(at()).toBe('"idle"');
    expect(actor.getSnapshot().context).toMatchObject({ finished: false, outcome: 'left' });
    expect(saves).toEqual([]);
    // Coming back does not start it by itself a second time; the palette does.
    actor.send({ type: 'START' });
    expect(at()).toBe('"idle"');

    actor.send({ type: 'RESTART' });
    expect(at()).toBe('step 1 of 4');
    for (const expected of ['step 2 of 4', 'step 3 of 4', 'step 4 of 4']) {
      actor.send({ type: 'NEXT' });
      expect(at()).toBe(expected);
    }
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ finished: 'saved' }));
    expect(actor.getSnapshot().context).toMatchObject({ finished: true, outcome: 'completed', saveError: null });
    expect(saves).toEqual([1]);

    const next = start(true);
    next.actor.send({ type: 'START' });
    expect(next.at()).toBe('"idle"');
    next.actor.send({ type: 'ROUTE_LEFT' });
    expect(next.at()).toBe('"idle"');
    expect(next.saves).toEqual([]);
  });

  it('Back goes one step back but never before the first', () => {
    const { actor, at } = start(false);
    actor.send({ type: 'START' });
    actor.send({ type: 'BACK' });
    expect(at()).toBe('step 1 of 4');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(at()).toBe('step 2 of 4');
  });

  it('ending it on purpose counts as finished and is saved; a later start does nothing', async () => {
    const { actor, saves, at } = start(false);
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'END' });
    await waitFor(actor, (s) => s.matches({ finished: 'saved' }));
    expect(actor.getSnapshot().context).toMatchObject({ finished: true, outcome: 'ended' });
    expect(saves).toEqual([1]);
    actor.send({ type: 'START' });
    actor.send({ type: 'ROUTE_LEFT' });
    expect(at()).toBe('{"finished":"saved"}');
  });

  it('a tour finished before runs again from the palette and is not saved a second time', async () => {
    const { actor, saves, at } = start(true);
    actor.send({ type: 'RESTART' });
    expect(at()).toBe('step 1 of 4');
    actor.send({ type: 'END' });
    expect(at()).toBe('{"finished":"saved"}');
    expect(saves).toEqual([]);
  });

  it('a failed save says why, keeps the tour closed, and is tried again on the next finish', async () => {
    let fail = true;
    const { actor, saves, at } = start(false, async () => {
      if (fail) throw new Error('The server is not reachable.');
    });
    actor.send({ type: 'START' });
    actor.send({ type: 'END' });
    await waitFor(actor, (s) => s.matches({ finished: 'saveFailed' }));
    expect(actor.getSnapshot().context).toMatchObject({ finished: false, saveError: 'The server is not reachable.' });
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
    expect(at()).toBe('{"finished":"saveFailed"}');

    fail = false;
    actor.send({ type: 'RESTART' });
    actor.send({ type: 'END' });
    await waitFor(actor, (s) => s.matches({ finished: 'saved' }));
    expect(saves).toEqual([1, 2]);
    expect(actor.getSnapshot().context.finished).toBe(true);
  });

  it('a tour of one step finishes on its first Next', async () => {
    const machine = tourMachine.provide({ actors: { saveFinished: fromPromise<void>(async () => undefined) } });
    const actor = createActor(machine, { input: { stepCount: 1, finished: false } }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ finished: 'saved' }));
  });
});
