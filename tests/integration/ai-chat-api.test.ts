/** AI Chat's API (issue 20): the streamed answer, conversations per user, access, bad input, quota, rate limit, switch, stop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswer } from '../../server/ai-chat/ask-flow.ts';
import { messagesOf } from '../../server/ai-chat/conversation-store.ts';
import { openAiChat } from '../../server/providers/openai/openai-chat.ts';
import { FREE_DAILY_MESSAGES, MESSAGES_PER_MINUTE, type ChatStateResponse, type ChatStreamEvent, type ConversationResponse } from '../../src/domain/contracts/ai-chat.ts';
import { CHAT_PATH, startFakeOpenAi, streamReply, textEvents } from '../support/fake-openai.ts';
import { contentPages, keywordRows } from './ai-chat-support.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const lines = (body: string): ChatStreamEvent[] => body.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as ChatStreamEvent);

describe.each(databaseKinds)('AI Chat API on %s', (kind) => {
  let t: TestApp;
  let power: LoggedIn;
  let admin: LoggedIn;
  let orange: LoggedIn;
  let basic: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [power, admin, orange, basic] = await Promise.all([login('power@demo.test'), login('admin@demo.test'), login('orange@demo.test'), login('basic@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn = power) => t.post(`/api/ai-chat/${path}`, body, { token: who.token });
  const db = () => t.database.handle.db;

  it('streams the answer as JSON lines, keeps the conversation and reopens it', async () => {
    const res = await post('ask', { company_id: 1, question: 'How many keywords does the collection Winter Sale hold?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = lines(res.body);
    expect(events[0]).toMatchObject({ type: 'start', conversation: { title: 'How many keywords does the collection Winter Sale hold?' }, question: { role: 'user' } });
    expect(events.filter((e) => e.type === 'tool').map((e) => (e.type === 'tool' ? e.name : ''))).toEqual(['list_collections']);
    const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(streamed).toContain('**213**');
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', message: { role: 'assistant', status: 'done', content: streamed }, quota: { daily_limit: null } });
    const id = events[0]?.type === 'start' ? events[0].conversation.id : 0;

    const state = (await post('state', { company_id: 1 })).json<ChatStateResponse>();
    expect(state).toMatchObject({ enabled: true, uses_model: false, quota: { daily_limit: null, remaining: null } });
    expect(state.conversations.map((c) => c.id)).toContain(id);
    const again = await post('ask', { company_id: 1, conversation_id: id, question: 'Welche Sammlungen habe ich?' });
    expect(lines(again.body).at(-1)?.type).toBe('done');
    const reopened = (await post('conversation', { company_id: 1, conversation_id: id })).json<ConversationResponse>();
    expect(reopened.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(reopened.messages[1]?.content).toBe(streamed);
  });

  it('answers a content project question through the app\'s content tools', async () => {
    const events = lines((await post('ask', { company_id: 1, question: 'Wie hoch ist der Content Score von glühwein selber machen?' })).body);
    expect(events.filter((e) => e.type === 'tool').map((e) => (e.type === 'tool' ? e.name : ''))).toEqual(['content_projects', 'content_project_terms']);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    expect(done?.type === 'done' ? done.message.content : '').toMatch(/hat einen Content Score von \*\*\d+\*\* von 100[\s\S]*\(\/content-editor\/\d+\)/u);
  });

  it('keeps conversations per user: another user, company or suite gets nothing', async () => {
    const start = lines((await post('ask', { company_id: 1, question: 'Was kannst du?' })).body)[0];
    const id = start?.type === 'start' ? start.conversation.id : 0;
    expect((await post('conversation', { company_id: 1, conversation_id: id }, admin)).statusCode).toBe(404);
    expect((await post('state', { company_id: 1 }, admin)).json<ChatStateResponse>().conversations.map((c) => c.id)).not.toContain(id);
    expect((await post('conversation', { company_id: 1, conversation_id: id }, orange)).statusCode).toBe(403);
    expect((await post('conversation', { company_id: 2, conversation_id: id }, orange)).statusCode).toBe(404);
    expect((await post('ask', { company_id: 1, conversation_id: id, question: 'hi' }, admin)).json()).toMatchObject({ field: 'conversation_id' });
    expect((await post('state', { company_id: 1 }, basic)).statusCode).toBe(403);
  });

  it('answers bad input with 400 naming the field and the rule', async () => {
    expect((await post('ask', { company_id: 1, question: '   ' })).json()).toMatchObject({ error: 'bad_request', field: 'question', message: expect.stringContaining('must not be empty') as string });
    expect((await post('ask', { company_id: 1, question: 'x'.repeat(2001) })).json()).toMatchObject({ field: 'question', message: expect.stringContaining('2000') as string });
    expect((await post('ask', { company_id: 1, question: 'hi', conversation_id: 'one' })).json()).toMatchObject({ field: 'conversation_id' });
    expect((await post('rename', { company_id: 1, conversation_id: 1, title: 'x'.repeat(121) })).json()).toMatchObject({ field: 'title' });
    expect((await post('ask', { company_id: 1, question: 'hi', tools: ['x'] })).statusCode).toBe(400);
  });

  it('renames, deletes with undo, and restores', async () => {
    const start = lines((await post('ask', { company_id: 1, question: 'Welche Sammlungen habe ich?' })).body)[0];
    const id = start?.type === 'start' ? start.conversation.id : 0;
    expect((await post('rename', { company_id: 1, conversation_id: id, title: '  Sammlungen  ' })).json()).toMatchObject({ id, title: 'Sammlungen' });
    expect((await post('delete', { company_id: 1, conversation_id: id })).statusCode).toBe(200);
    expect((await post('conversation', { company_id: 1, conversation_id: id })).statusCode).toBe(404);
    expect((await post('restore', { company_id: 1, conversation_id: id })).statusCode).toBe(200);
    expect((await post('conversation', { company_id: 1, conversation_id: id })).statusCode).toBe(200);
    expect((await post('restore', { company_id: 1, conversation_id: id })).json()).toMatchObject({ error: 'undo_expired' });
  });

  it('gives a free company a daily quota, shown in the state, and refuses the question after it', async () => {
    const state = (await post('state', { company_id: 2 }, orange)).json<ChatStateResponse>();
    expect(state.quota).toEqual({ daily_limit: FREE_DAILY_MESSAGES, used_today: 0, remaining: FREE_DAILY_MESSAGES });
    const first = lines((await post('ask', { company_id: 2, question: 'Welche Sammlungen habe ich?' }, orange)).body);
    expect(first.at(-1)).toMatchObject({ type: 'done', quota: { used_today: 1, remaining: FREE_DAILY_MESSAGES - 1 } });
    const start = first[0];
    const conversationId = start?.type === 'start' ? start.conversation.id : 0;
    // The rest of the day's questions, asked by other users of the company long enough ago to pass the rate limit.
    const past = new Date(Date.now() - 5 * 60_000);
    const rest = Array.from({ length: FREE_DAILY_MESSAGES - 1 }, () => ({ conversation_id: conversationId, company_id: 2, user_id: orange.id, role: 'user' as const, content: 'q', status: 'done' as const, created_at: past }));
    await db().insertInto('chat_messages').values(rest).execute();
    const refused = await post('ask', { company_id: 2, question: 'Welche Sammlungen habe ich?' }, orange);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'quota_used' });
    expect((await post('state', { company_id: 2 }, orange)).json<ChatStateResponse>().quota.remaining).toBe(0);
  });

  it('limits every user to a number of questions a minute', async () => {
    const start = lines((await post('ask', { company_id: 1, question: 'Was kannst du?' }, admin)).body)[0];
    const conversationId = start?.type === 'start' ? start.conversation.id : 0;
    const recent = Array.from({ length: MESSAGES_PER_MINUTE }, () => ({ conversation_id: conversationId, company_id: 1, user_id: admin.id, role: 'user' as const, content: 'q', status: 'done' as const }));
    await db().insertInto('chat_messages').values(recent).execute();
    const refused = await post('ask', { company_id: 1, question: 'Was kannst du?' }, admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    await db().deleteFrom('chat_messages').where('user_id', '=', admin.id).execute();
  });

  it('lets an admin switch the chat off and on for a company of theirs only', async () => {
    expect((await post('admin/switch', { company_id: 1, enabled: false }, power)).statusCode).toBe(403);
    expect((await post('admin/switch', { company_id: 2, enabled: false }, admin)).statusCode).toBe(403);
    expect((await post('admin/switch', { company_id: 1, enabled: false }, admin)).json()).toEqual({ company_id: 1, enabled: false });
    expect((await post('state', { company_id: 1 })).json<ChatStateResponse>().enabled).toBe(false);
    expect((await post('ask', { company_id: 1, question: 'hi' })).json()).toMatchObject({ error: 'chat_off' });
    await post('admin/switch', { company_id: 1, enabled: true }, admin);
    expect((await post('state', { company_id: 1 })).json<ChatStateResponse>().enabled).toBe(true);
  });

  it('stop: an aborted answer keeps the text shown so far, marked stopped', async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.enqueue(CHAT_PATH, streamReply(textEvents(['Die Sammlung ', 'hat ', 'viele ', 'Keywords.']), 120));
      const model = openAiChat({ baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 5000 });
      const controller = new AbortController();
      const out = await startAnswer({ db: db(), model, keywordRows, contentPages }, { owner: { companyId: 1, userId: power.id }, conversationId: undefined, question: 'Wie viele?', signal: controller.signal });
      const events: ChatStreamEvent[] = [];
      let buffer = '';
      for await (const chunk of out) {
        buffer += String(chunk);
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        events.push(...parts.filter((p) => p !== '').map((p) => JSON.parse(p) as ChatStreamEvent));
        if (events.some((e) => e.type === 'delta')) controller.abort();
      }
      const last = events.at(-1);
      expect(last).toMatchObject({ type: 'error', message: 'Stopped.', answer: { status: 'stopped', content: 'Die Sammlung ' } });
      const start = events[0];
      const stored = await messagesOf(db(), start?.type === 'start' ? start.conversation.id : 0);
      expect(stored.map((m) => [m.role, m.status, m.content])).toEqual([['user', 'done', 'Wie viele?'], ['assistant', 'stopped', 'Die Sammlung ']]);
    } finally {
      await fake.close();
    }
  });
});
