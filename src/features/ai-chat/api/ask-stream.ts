import { apiPostStream } from '../../../api/http.ts';
import { chatStreamEventSchema, type ChatStreamEvent } from '../../../domain/contracts/ai-chat.ts';

/** POST /api/ai-chat/ask: calls `onEvent` for every JSON line of the streamed answer; aborting `signal` stops it. */
export async function askStream(body: { company_id: number; conversation_id?: number; question: string }, signal: AbortSignal, onEvent: (event: ChatStreamEvent) => void): Promise<void> {
  const stream = await apiPostStream('/ai-chat/ask', body, signal);
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onEvent(chatStreamEventSchema.parse(JSON.parse(line)));
  }
  if (buffer.trim() !== '') onEvent(chatStreamEventSchema.parse(JSON.parse(buffer)));
}
