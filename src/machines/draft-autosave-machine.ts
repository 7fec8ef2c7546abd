import { assign, fromPromise, setup } from 'xstate';
import type { DraftNode } from '../domain/content-draft.ts';

/** Quiet time after the last keystroke before the draft is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
/** While offline, a save is tried again this often, and at once when the connection is back. */
export const AUTOSAVE_RETRY_MS = 10_000;

/** A save: the draft and the revision it was written on; the server stores it as `baseRevision + 1`. */
export interface DraftSaveInput {
  readonly document: DraftNode;
  readonly baseRevision: number;
}

/**
 * What the server answered. `conflict` is its 409: someone (a second tab) saved since
 * `baseRevision`; it carries the server's draft and revision. A network failure or a 5xx rejects.
 */
export type DraftSaveResult =
  | { readonly kind: 'saved'; readonly revision: number }
  | { readonly kind: 'conflict'; readonly revision: number; readonly document: DraftNode };

export interface DraftConflict {
  readonly revision: number;
  readonly document: DraftNode;
}

export interface DraftAutosaveContext {
  /** The writer's draft, always the latest keystroke. */
  readonly document: DraftNode;
  /** The revision the server confirmed last; the next save is based on it. */
  readonly revision: number;
  /** The revision a running save will create, shown at once (optimistic); null when none runs. */
  readonly pendingRevision: number | null;
  /** The draft as it was sent by the running save, to know whether the writer typed since. */
  readonly sending: DraftNode | null;
  readonly conflict: DraftConflict | null;
  /** Why the last save failed (offline); cleared by the next success. */
  readonly message: string | null;
}

export interface DraftAutosaveInput {
  readonly document: DraftNode;
  readonly revision: number;
}

export type DraftAutosaveEvent =
  | { readonly type: 'EDIT'; readonly document: DraftNode }
  /** Save without waiting (the Save command, leaving the screen). */
  | { readonly type: 'SAVE_NOW' }
  | { readonly type: 'ONLINE' }
  | { readonly type: 'OFFLINE' }
  /** In a conflict: save the writer's draft over the server's. */
  | { readonly type: 'KEEP_MINE' }
  /** In a conflict: drop the writer's changes and take the server's draft. */
  | { readonly type: 'TAKE_SERVER' };

/**
 * The states the editor shows. `offline` has text the server lacks; `offlineSaved` is offline with
 * everything saved before the connection went, which must not read as unsaved.
 */
export type AutosaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline' | 'offlineSaved' | 'conflict';

const messageOf = (error: unknown): string => (error instanceof Error && error.message !== '' ? error.message : 'The server could not be reached.');

/**
 * Autosave of a content draft. saved → unsaved (on EDIT) → saving after a quiet second → saved, or
 * unsaved again when the writer typed during the save. A failed save goes offline and keeps the text;
 * it tries again on ONLINE and every ten seconds. A 409 goes to conflict: nothing is saved until the
 * writer keeps theirs (saved over the server's revision) or takes the server's (`replaceDocument`).
 * Decision 0050: the revision is optimistic: `pendingRevision` shows the number the save will get.
 */
export const draftAutosaveMachine = setup({
  types: {} as { context: DraftAutosaveContext; events: DraftAutosaveEvent; input: DraftAutosaveInput },
  actors: {
    saveDraft: fromPromise<DraftSaveResult, DraftSaveInput>(() => Promise.reject(new Error('saveDraft not provided'))),
  },
  actions: {
    /** Puts a draft into the editor (the server's, when the writer takes it). */
    replaceDocument: (_, _document: DraftNode) => undefined,
  },
  delays: { DEBOUNCE: AUTOSAVE_DEBOUNCE_MS, RETRY: AUTOSAVE_RETRY_MS },
  guards: {
    typedDuringSave: ({ context }) => context.sending !== context.document,
  },
}).createMachine({
  id: 'draftAutosave',
  context: ({ input }) => ({ document: input.document, revision: input.revision, pendingRevision: null, sending: null, conflict: null, message: null }),
  initial: 'saved',
  states: {
    saved: {
      on: {
        EDIT: { target: 'unsaved', actions: assign({ document: ({ event }) => event.document }) },
        OFFLINE: 'offlineClean',
      },
    },
    /** Offline with nothing to save: back to saved when the connection returns. */
    offlineClean: {
      tags: ['offline'],
      on: {
        EDIT: { target: 'offline', actions: assign({ document: ({ event }) => event.document }) },
        ONLINE: 'saved',
      },
    },
    unsaved: {
      after: { DEBOUNCE: 'saving' },
      on: {
        EDIT: { target: 'unsaved', reenter: true, actions: assign({ document: ({ event }) => event.document }) },
        SAVE_NOW: 'saving',
        OFFLINE: 'offline',
      },
    },
    saving: {
      entry: assign({ sending: ({ context }) => context.document, pendingRevision: ({ context }) => context.revision + 1 }),
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ document: context.document, baseRevision: context.revision }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'conflict',
            target: 'conflict',
            actions: assign({
              conflict: ({ event }) => (event.output.kind === 'conflict' ? { revision: event.output.revision, document: event.output.document } : null),
              pendingRevision: null,
              sending: null,
              message: null,
            }),
          },
          {
            guard: 'typedDuringSave',
            target: 'unsaved',
            actions: assign({ revision: ({ event }) => event.output.revision, pendingRevision: null, sending: null, message: null }),
          },
          { target: 'saved', actions: assign({ revision: ({ event }) => event.output.revision, pendingRevision: null, sending: null, message: null }) },
        ],
        onError: { target: 'offline', actions: assign({ message: ({ event }) => messageOf(event.error), pendingRevision: null, sending: null }) },
      },
      on: {
        // Kept for the next save; the running one finishes with what it sent.
        EDIT: { actions: assign({ document: ({ event }) => event.document }) },
      },
    },
    offline: {
      tags: ['offline'],
      after: { RETRY: 'saving' },
      on: {
        EDIT: { actions: assign({ document: ({ event }) => event.document }) },
        ONLINE: 'saving',
        SAVE_NOW: 'saving',
      },
    },
    conflict: {
      on: {
        // Never saved over the server's draft unasked; the writer's text is kept meanwhile.
        EDIT: { actions: assign({ document: ({ event }) => event.document }) },
        KEEP_MINE: { target: 'saving', actions: assign(({ context }) => ({ revision: context.conflict?.revision ?? context.revision, conflict: null })) },
        TAKE_SERVER: {
          target: 'saved',
          actions: [
            assign(({ context }) => ({ document: context.conflict?.document ?? context.document, revision: context.conflict?.revision ?? context.revision, conflict: null })),
            { type: 'replaceDocument', params: ({ context }) => context.document },
          ],
        },
      },
    },
  },
});

/** The status the editor shows for a state of the machine. */
export function autosaveStatusOf(value: string): AutosaveStatus {
  if (value === 'offlineClean') return 'offlineSaved';
  if (value === 'offline' || value === 'saving' || value === 'unsaved' || value === 'conflict') return value;
  return 'saved';
}
