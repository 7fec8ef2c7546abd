/**
 * A fake OpenAI-compatible server: POST /v1/chat/completions answers a request with `stream: true`
 * with the documented server-sent-events stream (chat completion chunks, tool calls as
 * `delta.tool_calls` pieces, then `data: [DONE]`), and any other with the documented chat
 * completion object. Tests queue the turns they expect; an unqueued request gets a short text answer.
 */
import { startFakeProviderServer, type FakeProviderServer, type FakeReply } from './fake-provider-server.ts';

export const CHAT_PATH = '/v1/chat/completions';

type Piece = Record<string, unknown>;

const event = (payload: Piece | '[DONE]') => `data: ${payload === '[DONE]' ? payload : JSON.stringify(payload)}\n\n`;

const chunk = (delta: Piece, finish: string | null = null): Piece => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_764_000_000,
  model: 'fake-model',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
});

/** A text answer in pieces, as the API streams it: the role first, then the content, then the finish. */
export function textEvents(pieces: readonly string[]): string[] {
  return [event(chunk({ role: 'assistant', content: '' })), ...pieces.map((content) => event(chunk({ content }))), event(chunk({}, 'stop')), event('[DONE]')];
}

export type FakeToolCall = { id: string; name: string; arguments: string };

/** Tool calls as the API streams them: the id and name in the first piece, the arguments split over several. */
export function toolCallEvents(calls: readonly FakeToolCall[]): string[] {
  const pieces = calls.flatMap((call, index) => {
    const half = Math.ceil(call.arguments.length / 2);
    return [
      event(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] })),
      event(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }] })),
      event(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] })),
    ];
  });
  return [event(chunk({ role: 'assistant', content: null })), ...pieces, event(chunk({}, 'tool_calls')), event('[DONE]')];
}

/** A whole (not streamed) chat completion whose message says `content`. */
export const completionReply = (content: string): FakeReply => ({
  json: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_764_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  },
});

export const streamReply = (events: readonly string[], delayMs = 0, cut = false): FakeReply => ({ stream: events, delayMs, cut });

const isStreamed = (body: unknown) => typeof body === 'object' && body !== null && 'stream' in body && body.stream === true;

export async function startFakeOpenAi(): Promise<FakeProviderServer> {
  return startFakeProviderServer((request) =>
    request.path !== CHAT_PATH
      ? { status: 404, json: { error: { message: `Unknown path ${request.path}`, type: 'invalid_request_error' } } }
      : isStreamed(request.body)
        ? streamReply(textEvents(['Hallo', '!']))
        : completionReply('Hallo!'),
  );
}
