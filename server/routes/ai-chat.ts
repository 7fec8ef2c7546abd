import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  askRequestSchema,
  chatStateRequestSchema,
  chatStateResponseSchema,
  chatSwitchRequestSchema,
  chatSwitchResponseSchema,
  conversationRequestSchema,
  conversationResponseSchema,
  conversationSummarySchema,
  renameRequestSchema,
  type ChatStateResponse,
  type ConversationResponse,
  type ConversationSummary,
} from '../../src/domain/contracts/ai-chat.ts';
import { checkAsk, quotaOf, startAnswer } from '../ai-chat/ask-flow.ts';
import { chatEnabled, findConversation, listConversations, messagesOf, renameConversation, restorable, setDeleted, switchChat, type Owner } from '../ai-chat/conversation-store.ts';
import { adminScopeOf, OPERATOR_ONLY, scopeCovers } from '../auth/admin-scope.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { KeywordRowsLookup } from '../keywords/keyword-rows.ts';
import type { LanguageModelPort } from '../providers/language-model.ts';

type Deps = { db: Kysely<Database>; model: LanguageModelPort; keywordRows: KeywordRowsLookup; contentPages: PreparedPageCache; operatorEmails: readonly string[] };

/** SPEC §2/§6: /seo-ai needs the chat suite or admin, status active, testing or free. */
const CHAT = { screen: '/seo-ai' } as const;

/** AI Chat (issue 20): one user's conversations; another user's is a 404, as if it did not exist. */
export async function aiChatRoutes(app: FastifyInstance, { db, model, keywordRows, contentPages, operatorEmails }: Deps): Promise<void> {
  const owner = (companyId: number, userId: number): Owner => ({ companyId, userId });
  const load = async (who: Owner, id: number, withDeleted = false): Promise<ConversationSummary> => {
    const found = await findConversation(db, who, id, withDeleted);
    if (!found) throw new HttpError(404, { error: 'not_found', field: 'conversation_id', message: `conversation_id: you have no conversation ${id}.` });
    return found;
  };

  apiPost(app, '/ai-chat/state', { access: CHAT, body: chatStateRequestSchema, response: chatStateResponseSchema }, async ({ body, session }): Promise<ChatStateResponse> => ({
    enabled: await chatEnabled(db, body.company_id),
    uses_model: model.usesModel,
    quota: await quotaOf(db, body.company_id, new Date()),
    conversations: await listConversations(db, owner(body.company_id, session.userId)),
  }));

  apiPost(app, '/ai-chat/conversation', { access: CHAT, body: conversationRequestSchema, response: conversationResponseSchema }, async ({ body, session }): Promise<ConversationResponse> => {
    const conversation = await load(owner(body.company_id, session.userId), body.conversation_id);
    return { conversation, messages: await messagesOf(db, conversation.id) };
  });

  apiPost(app, '/ai-chat/rename', { access: CHAT, body: renameRequestSchema, response: conversationSummarySchema }, async ({ body, session }): Promise<ConversationSummary> => {
    const conversation = await load(owner(body.company_id, session.userId), body.conversation_id);
    return renameConversation(db, conversation.id, body.title);
  });

  apiPost(app, '/ai-chat/delete', { access: CHAT, body: conversationRequestSchema, response: conversationSummarySchema }, async ({ body, session }): Promise<ConversationSummary> => {
    const who = owner(body.company_id, session.userId);
    const conversation = await load(who, body.conversation_id);
    await setDeleted(db, who, conversation.id, true);
    return conversation;
  });

  apiPost(app, '/ai-chat/restore', { access: CHAT, body: conversationRequestSchema, response: conversationSummarySchema }, async ({ body, session }): Promise<ConversationSummary> => {
    const who = owner(body.company_id, session.userId);
    const conversation = await load(who, body.conversation_id, true);
    if (!(await restorable(db, who, conversation.id))) {
      throw new HttpError(409, { error: 'undo_expired', field: 'conversation_id', message: 'conversation_id: the conversation was not deleted, or its undo time is over.' });
    }
    await setDeleted(db, who, conversation.id, false);
    return conversation;
  });

  apiPost(app, '/ai-chat/ask', { access: CHAT, usage: 'ai-chat', body: askRequestSchema }, async ({ body, session, reply }) => {
    const who = owner(body.company_id, session.userId);
    await checkAsk({ db, model, keywordRows, contentPages }, who, new Date());
    const stream = await startAnswer({ db, model, keywordRows, contentPages }, { owner: who, conversationId: body.conversation_id, question: body.question, signal: requestSignal(reply) });
    return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('x-accel-buffering', 'no').send(stream);
  });

  apiPost(app, '/ai-chat/admin/switch', { access: { admin: 'switch AI Chat on or off' }, body: chatSwitchRequestSchema, response: chatSwitchResponseSchema }, async ({ body, session }) => {
    const scope = await adminScopeOf(db, session.userId, operatorEmails);
    if (!scopeCovers(scope, body.company_id)) {
      throw new HttpError(403, { error: 'forbidden', field: 'company_id', message: `company_id ${body.company_id} is not a company of yours: ${OPERATOR_ONLY}.` });
    }
    await switchChat(db, body.company_id, body.enabled, session.userId);
    return { company_id: body.company_id, enabled: body.enabled };
  });
}
