/**
 * The chunks of a chat completions stream (OpenAI API reference, "The chat completion chunk object"):
 * text arrives as `delta.content`, tool calls as `delta.tool_calls` pieces keyed by `index` (the first
 * piece carries `id` and `function.name`, later ones more of `function.arguments`), and the turn ends
 * with a `finish_reason` and the line `data: [DONE]`. The `openai` client reads the events and parses
 * their JSON but does not check it, and any compatible server may answer, so each chunk is read here
 * with zod before it is trusted.
 */
import { z } from 'zod';
import type { ChatEvent, FinishReason, ToolCall } from '../language-model.ts';

const toolCallPieceSchema = z.object({
  index: z.number().int().nonnegative(),
  id: z.string().optional(),
  function: z.object({ name: z.string().optional(), arguments: z.string().optional() }).optional(),
});

export const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({ content: z.string().nullish(), tool_calls: z.array(toolCallPieceSchema).nullish() })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
});

type Chunk = z.infer<typeof chunkSchema>;

const FINISH: Readonly<Record<string, FinishReason>> = { stop: 'stop', tool_calls: 'tool_calls', function_call: 'tool_calls', length: 'length', content_filter: 'stop' };

/** Folds chunks into events: text at once, tool calls whole when the turn ends. */
export class ChunkAssembler {
  private readonly calls = new Map<number, { id: string; name: string; arguments: string }>();
  finishReason: FinishReason | undefined;

  add(chunk: Chunk): ChatEvent[] {
    const events: ChatEvent[] = [];
    for (const choice of chunk.choices.slice(0, 1)) {
      const content = choice.delta?.content;
      if (content) events.push({ type: 'text', delta: content });
      for (const piece of choice.delta?.tool_calls ?? []) {
        const call = this.calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
        this.calls.set(piece.index, call);
      }
      if (choice.finish_reason) this.finishReason = FINISH[choice.finish_reason] ?? 'stop';
    }
    return events;
  }

  /** The events that close the turn; a model that sent tool calls but said `stop` still asked for them. */
  finish(): ChatEvent[] {
    const calls: ToolCall[] = [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ id: call.id === '' ? `call_${index}` : call.id, name: call.name, arguments: call.arguments === '' ? '{}' : call.arguments }));
    const reason: FinishReason = calls.length > 0 ? 'tool_calls' : (this.finishReason ?? 'stop');
    return [...(calls.length > 0 ? [{ type: 'tool_calls' as const, calls }] : []), { type: 'done', finishReason: reason }];
  }
}
