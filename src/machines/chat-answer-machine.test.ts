import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chatAnswerMachine, isAnswering, type AnswerStreamEvent, type AskInput } from './chat-answer-machine';

/** An answer actor replaying recorded events, and reporting when it is stopped. */
function replay(events: readonly AnswerStreamEvent[], log: string[]) {
  return fromCallback<AnswerStreamEvent, AskInput>(({ sendBack, input }) => {
    log.push(`ask ${input.question} in ${String(input.conversationId)}`);
    for (const event of events) sendBack(event);
    return () => log.push('aborted');
  });
}

describe('chat answer machine', () => {
  it('replays a streamed answer: start, tool, deltas, done', () => {
    const log: string[] = [];
    const actor = createActor(chatAnswerMachine.provide({ actors: { answer: replay([{ type: 'STREAM.START', conversationId: 7 }, { type: 'STREAM.TOOL', name: 'list_collections' }, { type: 'STREAM.DELTA', text: 'Die Sammlung ' }, { type: 'STREAM.DELTA', text: 'hat 213.' }, { type: 'STREAM.DONE' }], log) } })).start();
    actor.send({ type: 'ASK', question: 'Wie viele?', conversationId: null });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('idle');
    expect(snap.context).toMatchObject({ conversationId: 7, draft: 'Die Sammlung hat 213.', ended: 'done', error: null, reading: null });
    expect(log).toEqual(['ask Wie viele? in null', 'aborted']);
  });

  it('stop ends the stream at once, keeps the draft and aborts the request', () => {
    const log: string[] = [];
    const actor = createActor(chatAnswerMachine.provide({ actors: { answer: replay([{ type: 'STREAM.START', conversationId: 3 }, { type: 'STREAM.DELTA', text: 'Teil' }], log) } })).start();
    actor.send({ type: 'ASK', question: 'q', conversationId: 3 });
    expect(isAnswering(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.reading).toBeNull();
    actor.send({ type: 'ASK', question: 'ignored while streaming', conversationId: 3 });
    actor.send({ type: 'STOP' });
    expect(isAnswering(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Teil', ended: 'stopped' });
    expect(log).toEqual(['ask q in 3', 'aborted']);
  });

  it('a failed answer keeps its message; the next question starts clean', () => {
    const log: string[] = [];
    const actor = createActor(chatAnswerMachine.provide({ actors: { answer: replay([{ type: 'STREAM.DELTA', text: 'x' }, { type: 'STREAM.FAILED', message: 'The language model is busy (HTTP 429).' }], log) } })).start();
    actor.send({ type: 'ASK', question: 'a', conversationId: null });
    expect(actor.getSnapshot().context).toMatchObject({ ended: 'failed', error: 'The language model is busy (HTTP 429).' });
    actor.send({ type: 'ASK', question: 'b', conversationId: null });
    // Not 'xx': the draft of the earlier answer was cleared when the new question went out.
    expect(actor.getSnapshot().context).toMatchObject({ question: 'b', ended: 'failed', draft: 'x' });
  });

  it('stray stream events while idle change nothing', () => {
    const actor = createActor(chatAnswerMachine).start();
    actor.send({ type: 'STREAM.DELTA', text: 'late' });
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
