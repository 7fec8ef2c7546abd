import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DraftNode } from '../domain/content-draft.ts';
import { advance } from '../../tests/support/test-clock.ts';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_RETRY_MS,
  autosaveStatusOf,
  draftAutosaveMachine,
  type DraftSaveInput,
  type DraftSaveResult,
} from './draft-autosave-machine.ts';

const doc = (text: string): DraftNode => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server as a queue of answers; each save is recorded. A pending answer waits for `release`. */
function harness(answers: (DraftSaveResult | Error | 'hold')[], start = { document: doc('start'), revision: 4 }) {
  const saves: DraftSaveInput[] = [];
  const replaced: DraftNode[] = [];
  let release: (() => void) | null = null;
  const clock = new SimulatedClock();
  const machine = draftAutosaveMachine.provide({
    actors: {
      saveDraft: fromPromise<DraftSaveResult, DraftSaveInput>(async ({ input }) => {
        saves.push(input);
        let answer = answers.shift();
        if (answer === 'hold') {
          await new Promise<void>((resolve) => (release = resolve));
          answer = answers.shift();
        }
        if (answer === undefined || answer === 'hold') throw new Error('no answer left');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { replaceDocument: (_, document) => void replaced.push(document) },
  });
  const actor = createActor(machine, { clock, input: start }).start();
  const state = () => actor.getSnapshot().value as string;
  return { actor, clock, saves, replaced, state, release: () => release?.() };
}

describe('draft autosave machine', () => {
  it('saves a quiet second after the last keystroke, on the confirmed revision', async () => {
    const { actor, clock, saves, state } = harness([{ kind: 'saved', revision: 5 }]);
    expect(state()).toBe('saved');
    actor.send({ type: 'EDIT', document: doc('a') });
    expect(state()).toBe('unsaved');
    advance(clock, AUTOSAVE_DEBOUNCE_MS - 1);
    actor.send({ type: 'EDIT', document: doc('ab') });
    advance(clock, AUTOSAVE_DEBOUNCE_MS - 1);
    expect(saves).toHaveLength(0);
    advance(clock, 1);
    expect(state()).toBe('saving');
    expect(actor.getSnapshot().context.pendingRevision).toBe(5);
    await settle();
    expect(saves).toEqual([{ document: doc('ab'), baseRevision: 4 }]);
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ revision: 5, pendingRevision: null, message: null });
  });

  it('saves at once on SAVE_NOW, and again when the writer typed during the save', async () => {
    const { actor, clock, saves, state, release } = harness(['hold', { kind: 'saved', revision: 5 }, { kind: 'saved', revision: 6 }]);
    actor.send({ type: 'EDIT', document: doc('a') });
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    actor.send({ type: 'EDIT', document: doc('abc') });
    expect(state()).toBe('saving');
    release();
    await settle();
    expect(state()).toBe('unsaved');
    expect(actor.getSnapshot().context.revision).toBe(5);
    advance(clock, AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(saves.map((s) => s.baseRevision)).toEqual([4, 5]);
    expect(saves[1]?.document).toEqual(doc('abc'));
    expect(state()).toBe('saved');
  });

  it('keeps the text offline, retries every ten seconds and at once when back online', async () => {
    const { actor, clock, saves, state } = harness([new Error('Failed to fetch'), new Error(''), { kind: 'saved', revision: 5 }]);
    actor.send({ type: 'EDIT', document: doc('a') });
    advance(clock, AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(state()).toBe('offline');
    expect(actor.getSnapshot().context.message).toBe('Failed to fetch');
    actor.send({ type: 'EDIT', document: doc('ab') });
    advance(clock, AUTOSAVE_RETRY_MS);
    await settle();
    expect(saves).toHaveLength(2);
    expect(actor.getSnapshot().context.message).toBe('The server could not be reached.');
    actor.send({ type: 'ONLINE' });
    await settle();
    expect(saves).toHaveLength(3);
    expect(saves[2]).toEqual({ document: doc('ab'), baseRevision: 4 });
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('goes offline with nothing to save and back, or saves what was typed offline', async () => {
    const { actor, saves, state } = harness([{ kind: 'saved', revision: 5 }]);
    actor.send({ type: 'OFFLINE' });
    // Nothing is unsaved: the status says offline and saved, never "not saved".
    expect(autosaveStatusOf(state())).toBe('offlineSaved');
    // Leaving the page (pagehide) has nothing to send.
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(saves).toHaveLength(0);
    expect(autosaveStatusOf(state())).toBe('offlineSaved');
    actor.send({ type: 'ONLINE' });
    expect(state()).toBe('saved');
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'EDIT', document: doc('x') });
    expect(state()).toBe('offline');
    expect(autosaveStatusOf(state())).toBe('offline');
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(saves).toHaveLength(1);
    actor.send({ type: 'EDIT', document: doc('y') });
    actor.send({ type: 'OFFLINE' });
    expect(state()).toBe('offline');
  });

  it('shows a 409 as a conflict and never saves over it until the writer keeps theirs', async () => {
    const server = doc('from the other tab');
    const { actor, clock, saves, state } = harness([{ kind: 'conflict', revision: 7, document: server }, { kind: 'saved', revision: 8 }]);
    actor.send({ type: 'EDIT', document: doc('mine') });
    advance(clock, AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context.conflict).toEqual({ revision: 7, document: server });
    actor.send({ type: 'EDIT', document: doc('mine, longer') });
    advance(clock, AUTOSAVE_RETRY_MS * 2);
    await settle();
    expect(saves).toHaveLength(1);
    actor.send({ type: 'KEEP_MINE' });
    await settle();
    expect(saves[1]).toEqual({ document: doc('mine, longer'), baseRevision: 7 });
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ revision: 8, conflict: null });
  });

  it('takes the server’s draft into the editor when the writer picks it', async () => {
    const server = doc('from the other tab');
    const { actor, clock, saves, replaced, state } = harness([{ kind: 'conflict', revision: 7, document: server }]);
    actor.send({ type: 'EDIT', document: doc('mine') });
    advance(clock, AUTOSAVE_DEBOUNCE_MS);
    await settle();
    actor.send({ type: 'TAKE_SERVER' });
    expect(state()).toBe('saved');
    expect(replaced).toEqual([server]);
    expect(actor.getSnapshot().context).toMatchObject({ document: server, revision: 7, conflict: null });
    expect(saves).toHaveLength(1);
  });

  it('restores a version as a new save at once, and undoes the restore with another', async () => {
    const { actor, saves, state } = harness([{ kind: 'saved', revision: 5 }, { kind: 'saved', revision: 6 }]);
    actor.send({ type: 'EDIT', document: doc('version 2') });
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(state()).toBe('saved');
    actor.send({ type: 'EDIT', document: doc('start') });
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(saves).toEqual([{ document: doc('version 2'), baseRevision: 4 }, { document: doc('start'), baseRevision: 5 }]);
    expect(actor.getSnapshot().context.revision).toBe(6);
  });

  it('saves text restored after a crash on its old revision: a newer save elsewhere is a conflict, never overwritten', async () => {
    const server = doc('saved in the other tab after the crash');
    const restored = doc('typed before the crash');
    const { actor, saves, state } = harness([{ kind: 'conflict', revision: 6, document: server }, { kind: 'saved', revision: 7 }], { document: restored, revision: 4 });
    actor.send({ type: 'EDIT', document: restored });
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context).toMatchObject({ document: restored, conflict: { revision: 6, document: server } });
    actor.send({ type: 'ONLINE' });
    actor.send({ type: 'SAVE_NOW' });
    await settle();
    expect(saves).toHaveLength(1);
    actor.send({ type: 'KEEP_MINE' });
    await settle();
    expect(saves[1]).toEqual({ document: restored, baseRevision: 6 });
    expect(state()).toBe('saved');
  });

  it('names the status of every state', () => {
    expect(['saved', 'offlineClean', 'unsaved', 'saving', 'offline', 'conflict'].map(autosaveStatusOf)).toEqual(['saved', 'offlineSaved', 'unsaved', 'saving', 'offline', 'conflict']);
  });
});
