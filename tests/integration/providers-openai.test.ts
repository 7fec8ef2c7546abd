/** The OpenAI-compatible chat adapter (on the `openai` client) against a fake speaking the documented chat completions stream. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/providers/errors.ts';
import type { ChatEvent, ChatMessage, LanguageModelPort } from '../../server/providers/language-model.ts';
import { openAiChat } from '../../server/providers/openai/openai-chat.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { CHAT_PATH, startFakeOpenAi, streamReply, textEvents, toolCallEvents } from '../support/fake-openai.ts';
import type { FakeProviderServer } from '../support/fake-provider-server.ts';

let fake: FakeProviderServer;
let model: LanguageModelPort;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  model = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 5000 });
});
afterAll(() => fake.close());

const ask = (messages: ChatMessage[], signal: AbortSignal) => model.chat({ messages, tools: [], signal });

async function collect(stream: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const e of stream) events.push(e);
  return events;
}

async function failure(stream: AsyncIterable<ChatEvent>): Promise<ProviderError> {
  try {
    await collect(stream);
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('the stream did not fail');
}

const question: ChatMessage[] = [{ role: 'user', content: 'Wie viele Keywords hat Winter Sale?' }];
const signal = () => new AbortController().signal;

describe('OpenAI-compatible chat adapter', () => {
  it('streams text pieces in order and sends model, key, stream flag and tools', async () => {
    fake.requests.length = 0;
    fake.enqueue(CHAT_PATH, streamReply(textEvents(['Die Sammlung ', 'hat ', '213 Keywords.'])));
    const tools = [{ name: 'list_collections', description: 'Lists the collections', parameters: { type: 'object', properties: {} } }];
    const events = await collect(model.chat({ messages: question, tools, signal: signal() }));
    expect(events).toEqual([
      { type: 'text', delta: 'Die Sammlung ' },
      { type: 'text', delta: 'hat ' },
      { type: 'text', delta: '213 Keywords.' },
      { type: 'done', finishReason: 'stop' },
    ]);
    const sent = fake.requests[0];
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: question[0]?.content }] });
    expect(sent?.body).toMatchObject({ tools: [{ type: 'function', function: { name: 'list_collections' } }] });
  });

  it('assembles tool calls from their pieces and sends their results back as tool messages', async () => {
    fake.requests.length = 0;
    const args = JSON.stringify({ collection: 'Winter Sale', sort: 'avgsv', limit: 5 });
    fake.enqueue(CHAT_PATH, streamReply(toolCallEvents([{ id: 'call_a', name: 'collection_keywords', arguments: args }, { id: 'call_b', name: 'list_collections', arguments: '{}' }])));
    const first = await collect(model.chat({ messages: question, tools: [], signal: signal() }));
    expect(first).toEqual([
      { type: 'tool_calls', calls: [{ id: 'call_a', name: 'collection_keywords', arguments: args }, { id: 'call_b', name: 'list_collections', arguments: '{}' }] },
      { type: 'done', finishReason: 'tool_calls' },
    ]);
    fake.enqueue(CHAT_PATH, streamReply(textEvents(['213'])));
    const round: ChatMessage[] = [
      ...question,
      { role: 'assistant', content: '', toolCalls: [{ id: 'call_a', name: 'collection_keywords', arguments: args }] },
      { role: 'tool', toolCallId: 'call_a', name: 'collection_keywords', content: '{"keyword_count":213}' },
    ];
    expect(await collect(ask(round, signal()))).toContainEqual({ type: 'text', delta: '213' });
    expect(fake.requests[1]?.body).toMatchObject({
      messages: [
        { role: 'user' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'collection_keywords', arguments: args } }] },
        { role: 'tool', tool_call_id: 'call_a', content: '{"keyword_count":213}' },
      ],
    });
  });

  it('maps 401 to a message naming the key', async () => {
    fake.enqueue(CHAT_PATH, { status: 401, json: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    const error = await failure(ask(question, signal()));
    expect(error.code).toBe('unauthorized');
    expect(error.message).toContain('OPENAI_API_KEY');
  });

  it('retries a 429 after the Retry-After it names, and streams the answer of the retry', async () => {
    fake.requests.length = 0;
    fake.enqueue(CHAT_PATH, { status: 429, headers: { 'retry-after': '1' }, json: { error: { message: 'Rate limit reached' } } }, streamReply(textEvents(['213'])));
    const started = Date.now();
    const events = await collect(ask(question, signal()));
    expect(events).toContainEqual({ type: 'text', delta: '213' });
    expect(fake.requests).toHaveLength(2);
    // The client waited the second the server asked for (its own backoff would be about half that).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a 429 that persists ends, after the bounded retries, as rate_limited with the Retry-After in the message', async () => {
    fake.requests.length = 0;
    const busy = { status: 429, headers: { 'retry-after': '1' }, json: { error: { message: 'Rate limit reached' } } };
    fake.enqueue(CHAT_PATH, busy, busy, busy);
    const error = await failure(ask(question, signal()));
    expect(fake.requests).toHaveLength(3);
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(1);
    expect(error.message).toBe('The language model is still busy after 3 attempts (HTTP 429). Try again in 1 second.');
    expect(error.retryable).toBe(true);
  });

  it('a Retry-After longer than the call\'s budget: the deadline ends the wait, the call does not outlive it', async () => {
    const short = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 300 });
    fake.enqueue(CHAT_PATH, { status: 429, headers: { 'retry-after': '30' }, json: { error: { message: 'Rate limit reached' } } });
    const started = Date.now();
    const error = await failure(short.chat({ messages: question, tools: [], signal: signal() }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('in time');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('retries a 5xx, and maps one that persists to unavailable', async () => {
    fake.requests.length = 0;
    const once = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 5000, maxRetries: 1 });
    fake.enqueue(CHAT_PATH, { status: 502, json: { error: { message: 'bad gateway' } } }, streamReply(textEvents(['ok'])));
    expect(await collect(once.chat({ messages: question, tools: [], signal: signal() }))).toContainEqual({ type: 'text', delta: 'ok' });
    fake.enqueue(CHAT_PATH, { status: 503, json: { error: { message: 'overloaded' } } }, { status: 503, json: { error: { message: 'overloaded' } } });
    const error = await failure(once.chat({ messages: question, tools: [], signal: signal() }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('HTTP 503');
    expect(error.message).toContain('after 2 attempts');
    expect(fake.requests).toHaveLength(4);
  });

  it('does not retry a 401', async () => {
    fake.requests.length = 0;
    fake.enqueue(CHAT_PATH, { status: 401, json: { error: { message: 'Incorrect API key provided' } } });
    expect((await failure(ask(question, signal()))).code).toBe('unauthorized');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 400 to bad_request with the server\'s reason', async () => {
    fake.enqueue(CHAT_PATH, { status: 400, json: { error: { message: 'model not found' } } });
    const error = await failure(ask(question, signal()));
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain('model not found');
  });

  it('a stream cut before its end fails as unavailable, after the text it did deliver', async () => {
    fake.enqueue(CHAT_PATH, streamReply(textEvents(['Die Sammlung ', 'hat ', '213']).slice(0, 3), 5, true));
    const seen: ChatEvent[] = [];
    let caught: unknown;
    try {
      for await (const e of ask(question, signal())) seen.push(e);
    } catch (error) {
      caught = error;
    }
    expect(seen).toEqual([{ type: 'text', delta: 'Die Sammlung ' }, { type: 'text', delta: 'hat ' }]);
    expect(caught).toBeInstanceOf(ProviderError);
    expect((caught as ProviderError).code).toBe('unavailable');
    expect((caught as ProviderError).message).toContain('broke off');
  });

  it('a stream ending without [DONE] and without a finish is cut too', async () => {
    fake.enqueue(CHAT_PATH, streamReply(textEvents(['a', 'b']).slice(0, 3)));
    expect((await failure(ask(question, signal()))).code).toBe('unavailable');
  });

  it('an error event inside the stream is unavailable with its reason', async () => {
    fake.enqueue(CHAT_PATH, streamReply([...textEvents(['a']).slice(0, 2), 'data: {"error":{"message":"server overloaded"}}\n\n']));
    expect((await failure(ask(question, signal()))).message).toContain('server overloaded');
  });

  it('an unreachable server is unavailable naming OPENAI_BASE_URL', async () => {
    const gone = openAiChat({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 0 });
    const error = await failure(gone.chat({ messages: question, tools: [], signal: signal() }));
    expect(error.message).toContain('OPENAI_BASE_URL');
  });

  it('cancel: aborting the signal mid-stream ends it with aborted and stops reading', async () => {
    // A second between pieces: reading to the end would take 6 s (past the 5 s time-out), so the
    // bound below tells stopping from reading on, even on a machine too busy for a tighter one.
    fake.enqueue(CHAT_PATH, streamReply(textEvents(['eins ', 'zwei ', 'drei ', 'vier ', 'fünf ', 'sechs']), 1_000));
    const controller = new AbortController();
    const seen: string[] = [];
    let caught: unknown;
    const started = Date.now();
    try {
      for await (const e of ask(question, controller.signal)) {
        if (e.type === 'text') seen.push(e.delta);
        controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect((caught as ProviderError).code).toBe('aborted');
    expect(seen).toEqual(['eins ']);
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('a server that never answers ends with the time-out as unavailable', async () => {
    const slow = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 200 });
    fake.enqueue(CHAT_PATH, { hang: true });
    const error = await failure(slow.chat({ messages: question, tools: [], signal: signal() }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('in time');
  });

  it('the registry chooses it when OPENAI_API_KEY is set, and fails the start on a bad base URL', () => {
    expect(selectProviders({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: fake.url }).names.languageModel).toBe('openai');
    expect(selectProviders({}).names.languageModel).toBe('sample');
    expect(() => selectProviders({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'ftp://x' })).toThrow(/OPENAI_BASE_URL: must be a URL/);
  });
});
