import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback } from 'xstate';
import { chatAnswerMachine, type AnswerStreamEvent, type AskInput } from '../../machines/chat-answer-machine.ts';
import { askStream } from './api/ask-stream.ts';

/** The answer machine with the real stream as its actor; `onEnd` runs when an answer has been stored. */
export function useChatAnswer(companyId: number, onEnd: (conversationId: number | null) => void) {
  const machine = useMemo(
    () =>
      chatAnswerMachine.provide({
        actors: {
          answer: fromCallback<AnswerStreamEvent, AskInput>(({ sendBack, input }) => {
            const controller = new AbortController();
            let conversationId: number | null = input.conversationId;
            askStream({ company_id: companyId, question: input.question, ...(input.conversationId === null ? {} : { conversation_id: input.conversationId }) }, controller.signal, (event) => {
              if (event.type === 'start') {
                conversationId = event.conversation.id;
                sendBack({ type: 'STREAM.START', conversationId });
              } else if (event.type === 'delta') sendBack({ type: 'STREAM.DELTA', text: event.text });
              else if (event.type === 'tool') sendBack({ type: 'STREAM.TOOL', name: event.name });
              else if (event.type === 'done') sendBack({ type: 'STREAM.DONE' });
              else sendBack({ type: 'STREAM.FAILED', message: event.message });
            })
              .catch((error: unknown) => {
                if (!controller.signal.aborted) sendBack({ type: 'STREAM.FAILED', message: error instanceof Error ? error.message : 'The answer failed.' });
              })
              .finally(() => onEnd(conversationId));
            // Leaving `streaming` (STOP, or the screen closing) aborts the request; the server stops the model.
            return () => controller.abort();
          }),
        },
      }),
    [companyId, onEnd],
  );
  return useMachine(machine);
}
