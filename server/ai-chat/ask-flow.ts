/**
 * One question, end to end: the checks (switch, rate limit, daily quota), the conversation, the
 * streamed answer as JSON lines, and what is kept: the question and the answer as the user saw it
 * (done, stopped part-way, or failed with the text so far). Decision 0045.
 */
import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { FREE_DAILY_MESSAGES, MESSAGES_PER_MINUTE, type ChatQuota, type ChatStreamEvent } from '../../src/domain/contracts/ai-chat.ts';
import { berlinDay } from '../../src/domain/update-schedule.ts';
import { companyAccessOf } from '../auth/access-store.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import { isProviderError } from '../providers/errors.ts';
import type { ChatMessage, LanguageModelPort } from '../providers/language-model.ts';
import { answer } from './chat-engine.ts';
import { addMessage, chatEnabled, createConversation, findConversation, messagesOf, questionsLastMinute, questionsToday, type Owner } from './conversation-store.ts';

export type AskDeps = { db: Kysely<Database>; model: LanguageModelPort; keywordRows: KeywordRowsLookup; contentPages: PreparedPageCache; now?: () => Date };
export type AskInput = { owner: Owner; conversationId: number | undefined; question: string; signal: AbortSignal };

const TITLE_CHARACTERS = 60;

export async function quotaOf(db: Kysely<Database>, companyId: number, now: Date): Promise<ChatQuota> {
  const company = await db.selectFrom('companies').select('chat_status').where('id', '=', companyId).executeTakeFirstOrThrow();
  const used = await questionsToday(db, companyId, berlinDay(now));
  const limit = company.chat_status === 'free' ? FREE_DAILY_MESSAGES : null;
  return { daily_limit: limit, used_today: used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

export const CHAT_OFF = 'An administrator has switched AI Chat off for this company.';

/** Refuses before anything is stored: chat off (403), too fast (429), daily quota used up (429). */
export async function checkAsk(deps: AskDeps, owner: Owner, now: Date): Promise<void> {
  if (!(await chatEnabled(deps.db, owner.companyId))) throw new HttpError(403, { error: 'chat_off', field: 'company_id', message: CHAT_OFF });
  if ((await questionsLastMinute(deps.db, owner.userId)) >= MESSAGES_PER_MINUTE) {
    throw new HttpError(429, { error: 'rate_limited', message: `Not more than ${MESSAGES_PER_MINUTE} questions a minute. Wait a moment and ask again.` });
  }
  const quota = await quotaOf(deps.db, owner.companyId, now);
  if (quota.remaining === 0) {
    throw new HttpError(429, { error: 'quota_used', message: `Your company's ${FREE_DAILY_MESSAGES} free questions for today are used up. Ask again tomorrow.` });
  }
}

function historyOf(messages: Awaited<ReturnType<typeof messagesOf>>): ChatMessage[] {
  // What the user saw is the context: answers stopped part-way count with the text they showed.
  return messages.filter((m) => m.content !== '').map((m) => (m.role === 'user' ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content }));
}

/** Starts the answer and returns the stream of JSON lines it writes; the checks have passed. */
export async function startAnswer(deps: AskDeps, input: AskInput): Promise<PassThrough> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const { owner } = input;
  const existing = input.conversationId === undefined ? undefined : await findConversation(db, owner, input.conversationId);
  if (input.conversationId !== undefined && !existing) {
    throw new HttpError(404, { error: 'not_found', field: 'conversation_id', message: `conversation_id: you have no conversation ${input.conversationId}.` });
  }
  const facts = await companyAccessOf(db, owner.userId, owner.companyId);
  if (!facts) throw new HttpError(403, { error: 'forbidden', field: 'company_id', message: `company_id ${owner.companyId} is not a company of this user.` });
  const conversation = existing ?? (await createConversation(db, owner, input.question.slice(0, TITLE_CHARACTERS)));
  const history = historyOf(await messagesOf(db, conversation.id));
  const question = await addMessage(db, owner, conversation.id, { role: 'user', content: input.question, status: 'done' });

  const out = new PassThrough();
  const send = (event: ChatStreamEvent) => {
    if (!out.destroyed) out.write(`${JSON.stringify(event)}\n`);
  };
  send({ type: 'start', conversation, question });
  let text = '';
  const context = { db, companyId: owner.companyId, access: facts.context, keywordRows: deps.keywordRows, contentPages: deps.contentPages, now, signal: input.signal };
  void (async () => {
    try {
      const result = await answer(deps.model, [...history, { role: 'user', content: input.question }], context, {
        onText: (delta) => {
          text += delta;
          send({ type: 'delta', text: delta });
        },
        onToolCall: (outcome) => send({ type: 'tool', name: outcome.call.name }),
      });
      const finished = result.stoppedAfterRounds && text === '' ? 'The answer needed more look-ups than allowed; please ask more narrowly.' : text;
      const message = await addMessage(db, owner, conversation.id, { role: 'assistant', content: finished, status: 'done' });
      send({ type: 'done', message, quota: await quotaOf(db, owner.companyId, now) });
    } catch (error) {
      const stopped = input.signal.aborted || (isProviderError(error) && error.code === 'aborted');
      const saved = await addMessage(db, owner, conversation.id, { role: 'assistant', content: text, status: stopped ? 'stopped' : 'failed' }).catch(() => null);
      const message = isProviderError(error) ? error.message : 'The answer failed. Please try again.';
      send({ type: 'error', message: stopped ? 'Stopped.' : message, answer: saved });
    } finally {
      out.end();
    }
  })();
  return out;
}
