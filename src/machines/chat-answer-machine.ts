import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';

/** What the answer actor streams back: the conversation it landed in, text pieces, and how it ended. */
export type AnswerStreamEvent =
  | { readonly type: 'STREAM.START'; readonly conversationId: number }
  | { readonly type: 'STREAM.DELTA'; readonly text: string }
  | { readonly type: 'STREAM.TOOL'; readonly name: string }
  | { readonly type: 'STREAM.DONE' }
  | { readonly type: 'STREAM.FAILED'; readonly message: string };

export type ChatAnswerEvent = { readonly type: 'ASK'; readonly question: string; readonly conversationId: number | null } | { readonly type: 'STOP' } | AnswerStreamEvent;

export type AskInput = { readonly question: string; readonly conversationId: number | null };

export interface ChatAnswerContext {
  readonly question: string | null;
  readonly conversationId: number | null;
  /** The answer as streamed so far. */
  readonly draft: string;
  /** The tool the answer is reading now, for the status line. */
  readonly reading: string | null;
  readonly error: string | null;
  /** How the last answer ended, for the live announcement. */
  readonly ended: 'done' | 'stopped' | 'failed' | null;
}

/**
 * One answer at a time: idle → streaming → idle. The `answer` actor (the feature provides the fetch)
 * sends STREAM.* events; STOP leaves `streaming`, which stops the actor, and its cleanup aborts the
 * request, so the server stops the model too (decision 0045). An ASK while streaming is ignored.
 */
export const chatAnswerMachine = setup({
  types: {} as { context: ChatAnswerContext; events: ChatAnswerEvent },
  actors: {
    // Replaced by the feature with the real stream; the default answers nothing and never ends.
    answer: fromCallback<AnswerStreamEvent, AskInput>(() => undefined),
  },
}).createMachine({
  id: 'chatAnswer',
  context: { question: null, conversationId: null, draft: '', reading: null, error: null, ended: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: {
          target: 'streaming',
          actions: assign(({ event }) => ({ question: event.question, conversationId: event.conversationId, draft: '', reading: null, error: null, ended: null })),
        },
      },
    },
    streaming: {
      tags: ['busy'],
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ question: context.question ?? '', conversationId: context.conversationId }),
      },
      on: {
        'STREAM.START': { actions: assign({ conversationId: ({ event }) => event.conversationId }) },
        'STREAM.DELTA': { actions: assign({ draft: ({ context, event }) => context.draft + event.text, reading: null }) },
        'STREAM.TOOL': { actions: assign({ reading: ({ event }) => event.name }) },
        'STREAM.DONE': { target: 'idle', actions: assign({ ended: 'done', reading: null }) },
        'STREAM.FAILED': { target: 'idle', actions: assign(({ event }) => ({ ended: 'failed' as const, error: event.message, reading: null })) },
        STOP: { target: 'idle', actions: assign({ ended: 'stopped', reading: null }) },
      },
    },
  },
});

export const isAnswering = (snapshot: SnapshotFrom<typeof chatAnswerMachine>): boolean => snapshot.hasTag('busy');
