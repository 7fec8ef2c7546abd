/**
 * The offline adapter of the language-model port (the default, no model): a deterministic planner.
 * It reads the last question, asks for the tools its rules choose (planner-steps.ts), and once their
 * results are in writes the answer from templates. It reads nothing but the tool results the engine
 * hands back, so it is held to the same company and rights as a model.
 */
import { abortedError } from '../errors.ts';
import type { ChatEvent, ChatMessage, ChatRequest, LanguageModelPort } from '../language-model.ts';
import { writeOffline } from './offline-writer.ts';
import { nextStep } from './planner-steps.ts';
import type { Made } from './step-types.ts';

/** The question and this turn's calls with their results: everything after the last user message. */
export function turnOf(messages: readonly ChatMessage[]): { question: string; made: Made[] } {
  let start = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') start = i;
  });
  const question = start < 0 ? '' : (messages[start] as Extract<ChatMessage, { role: 'user' }>).content;
  const results = new Map<string, string>();
  const made: Made[] = [];
  const turn = messages.slice(start + 1);
  for (const m of turn) if (m.role === 'tool') results.set(m.toolCallId, m.content);
  for (const m of turn) {
    if (m.role !== 'assistant') continue;
    for (const call of m.toolCalls ?? []) {
      const content = results.get(call.id);
      if (content === undefined) continue;
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(call.arguments) as Record<string, unknown>;
      } catch {
        // A call the planner did not make itself: its arguments are not ours to read.
      }
      made.push({ name: call.name, args, content });
    }
  }
  return { question, made };
}

/** Answer pieces of about a line, so the screen shows the answer growing as with a model. */
export function pieces(text: string): string[] {
  return text.match(/[^\n]*\n+|[^\n]+$/gu) ?? [];
}

export function offlinePlanner(): LanguageModelPort {
  async function* chat(request: ChatRequest): AsyncGenerator<ChatEvent> {
    if (request.signal.aborted) throw abortedError(request.signal);
    const { question, made } = turnOf(request.messages);
    const step = nextStep(question, new Set(request.tools.map((t) => t.name)), made);
    if ('calls' in step) {
      const round = made.length;
      yield { type: 'tool_calls', calls: step.calls.map((c, i) => ({ id: `plan_${round}_${i}`, name: c.name, arguments: JSON.stringify(c.args) })) };
      yield { type: 'done', finishReason: 'tool_calls' };
      return;
    }
    for (const piece of pieces(step.answer)) {
      if (request.signal.aborted) throw abortedError(request.signal);
      yield { type: 'text', delta: piece };
    }
    yield { type: 'done', finishReason: 'stop' };
  }
  return { chat, write: writeOffline, usesModel: false };
}
