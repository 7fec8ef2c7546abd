/**
 * The OpenAI-compatible chat adapter: POST {base}/chat/completions with `stream: true` and the tools,
 * read the server-sent events, and turn every failure into a ProviderError a person can read.
 * Plain fetch and a small SSE reader, because no maintained OpenAI client is installed (decision 0045).
 */
import { ProviderError } from '../errors.ts';
import { deadlineSignal } from '../deadline-signal.ts';
import { writeWithChat } from './openai-writer.ts';
import type { ChatEvent, ChatMessage, ChatRequest, LanguageModelPort, ToolSpec } from '../language-model.ts';
import { ChunkAssembler, chunkSchema, streamErrorSchema } from './chat-chunks.ts';
import { sseData } from './sse-reader.ts';

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1, without a trailing slash needed. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

type WireMessage = Record<string, unknown>;

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

const wireTool = (tool: ToolSpec) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } });

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function providerMessage(response: Response): Promise<string | undefined> {
  try {
    const parsed = streamErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error.message : undefined;
  } catch {
    return undefined;
  }
}

/** The error of an answer that is not a stream: the status decides the code, the text says what to do. */
export async function errorForResponse(response: Response): Promise<ProviderError> {
  const status = response.status;
  const said = await providerMessage(response);
  const detail = said === undefined ? '' : ` It said: ${said}`;
  if (status === 401 || status === 403) {
    return new ProviderError('unauthorized', `The language model refused the API key (HTTP ${status}). Check OPENAI_API_KEY.${detail}`, { providerStatus: status });
  }
  if (status === 429) {
    const wait = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
    const when = wait === undefined ? 'in a moment' : `in ${wait} seconds`;
    return new ProviderError('rate_limited', `The language model is busy (HTTP 429). Try again ${when}.`, { providerStatus: status, ...(wait === undefined ? {} : { retryAfterSeconds: wait }) });
  }
  if (status >= 500) return new ProviderError('unavailable', `The language model is unavailable (HTTP ${status}). Try again later.`, { providerStatus: status });
  return new ProviderError('bad_request', `The language model rejected the request (HTTP ${status}).${detail}`, { providerStatus: status });
}

function failureOf(error: unknown, signal: AbortSignal, during: 'connect' | 'stream'): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof Error && reason.name === 'TimeoutError';
    return timedOut
      ? new ProviderError('unavailable', 'The language model did not answer in time.', { cause: reason })
      : new ProviderError('aborted', 'The answer was stopped.', { cause: reason });
  }
  return during === 'connect'
    ? new ProviderError('unavailable', 'The language model could not be reached. Check OPENAI_BASE_URL.', { cause: error })
    : new ProviderError('unavailable', 'The language model\'s answer broke off before it was complete. Try again.', { cause: error });
}

export function openAiChat(options: OpenAiChatOptions): LanguageModelPort {
  const fetchImpl = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function* chat(request: ChatRequest): AsyncGenerator<ChatEvent> {
    const deadline = deadlineSignal(request.signal, options.timeoutMs);
    try {
      yield* turn(request, deadline.signal);
    } finally {
      deadline.clear();
    }
  }

  async function* turn(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
    const body = {
      model: options.model,
      stream: true,
      temperature: 0,
      messages: request.messages.map(wireMessage),
      ...(request.tools.length > 0 ? { tools: request.tools.map(wireTool) } : {}),
    };
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw failureOf(error, signal, 'connect');
    }
    if (!response.ok) throw await errorForResponse(response);
    if (response.body === null) throw new ProviderError('unavailable', 'The language model answered without a body. Try again.');

    const assembler = new ChunkAssembler();
    let done = false;
    try {
      for await (const data of sseData(response.body)) {
        if (data.trim() === '[DONE]') {
          done = true;
          break;
        }
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          throw new ProviderError('unavailable', 'The language model sent a piece of its answer that could not be read.');
        }
        const failed = streamErrorSchema.safeParse(json);
        if (failed.success) throw new ProviderError('unavailable', `The language model stopped with an error: ${failed.data.error.message ?? 'no reason given'}.`);
        const chunk = chunkSchema.safeParse(json);
        if (!chunk.success) throw new ProviderError('unavailable', 'The language model sent a piece of its answer that could not be read.');
        yield* assembler.add(chunk.data);
      }
    } catch (error) {
      throw failureOf(error, signal, 'stream');
    }
    if (signal.aborted) throw failureOf(signal.reason, signal, 'stream');
    // Some servers end with finish_reason and close without [DONE]; only a stream with neither was cut.
    if (!done && assembler.finishReason === undefined) throw failureOf(new Error('stream ended early'), signal, 'stream');
    yield* assembler.finish();
  }

  return { chat, write: (request) => writeWithChat(chat, request), usesModel: true };
}
