/**
 * The OpenAI-compatible chat adapter on the maintained `openai` client (decision 0060): the client
 * sends `chat.completions.create` with `stream: true` and the tools to OPENAI_BASE_URL, reads the
 * server-sent events, and retries a 429 (honouring Retry-After), a 5xx or a failed connection up to
 * `maxRetries` times before the stream starts. Here the chunks are checked and folded into the
 * port's events, and every failure becomes a ProviderError a person can read (openai-errors.ts).
 */
import OpenAI from 'openai';
import { deadlineSignal } from '../deadline-signal.ts';
import type { ChatEvent, ChatMessage, ChatRequest, LanguageModelPort, ToolSpec } from '../language-model.ts';
import { ProviderError } from '../errors.ts';
import { ChunkAssembler, chunkSchema } from './chat-chunks.ts';
import { providerFailure } from './openai-errors.ts';
import { writeWithClient } from './openai-writer.ts';

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1; the client adds /chat/completions. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole call's budget, retries and the streamed answer included. */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a failed connection; 2 unless said. */
  maxRetries?: number;
  fetch?: typeof fetch;
}

type WireMessage = OpenAI.Chat.ChatCompletionMessageParam;

function wireMessage(message: ChatMessage): WireMessage {
  switch (message.role) {
    case 'assistant':
      return message.toolCalls && message.toolCalls.length > 0
        ? {
            role: 'assistant',
            content: message.content === '' ? null : message.content,
            tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
          }
        : { role: 'assistant', content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    default:
      return { role: message.role, content: message.content };
  }
}

const wireTool = (tool: ToolSpec): OpenAI.Chat.ChatCompletionTool => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: { ...tool.parameters } } });

export function openAiClient(options: OpenAiChatOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: options.maxRetries ?? 2,
    // One attempt's wait for the answer's headers; the deadline below bounds the whole call.
    timeout: options.timeoutMs,
    // The adapter reports every failure itself, as a ProviderError.
    logLevel: 'off',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export function openAiChat(options: OpenAiChatOptions): LanguageModelPort {
  const client = openAiClient(options);
  const attempts = (options.maxRetries ?? 2) + 1;

  async function* chat(request: ChatRequest): AsyncGenerator<ChatEvent> {
    // Not AbortSignal.timeout: see deadline-signal.ts. The client's own time-out stops at the
    // headers; this one also ends a stream that stalls half-way.
    const deadline = deadlineSignal(request.signal, options.timeoutMs);
    try {
      yield* turn(request, deadline.signal);
    } finally {
      deadline.clear();
    }
  }

  async function* turn(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
    let stream: AsyncIterable<unknown>;
    try {
      stream = await client.chat.completions.create(
        {
          model: options.model,
          stream: true,
          temperature: 0,
          messages: request.messages.map(wireMessage),
          ...(request.tools.length > 0 ? { tools: request.tools.map(wireTool) } : {}),
        },
        { signal },
      );
    } catch (error) {
      throw providerFailure(error, signal, 'connect', attempts);
    }

    const assembler = new ChunkAssembler();
    try {
      for await (const piece of stream) {
        const chunk = chunkSchema.safeParse(piece);
        if (!chunk.success) throw new ProviderError('unavailable', 'The language model sent a piece of its answer that could not be read.');
        yield* assembler.add(chunk.data);
      }
    } catch (error) {
      throw providerFailure(error, signal, 'stream', attempts);
    }
    // The client ends the iteration quietly when the signal aborts it: that is a stop, not an end.
    if (signal.aborted) throw providerFailure(signal.reason, signal, 'stream', attempts);
    // A stream without a finish_reason was cut (the client does not say whether [DONE] came).
    if (assembler.finishReason === undefined) throw providerFailure(new Error('stream ended early'), signal, 'stream', attempts);
    yield* assembler.finish();
  }

  return { chat, write: (request) => writeWithClient(client, options, request), usesModel: true };
}
