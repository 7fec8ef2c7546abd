/**
 * AI Chat (/seo-ai, issue 20): conversations per user, a streamed answer, quota and the admin switch.
 *   /ai-chat/state        → ChatStateResponse (conversations, quota, whether the chat is on, model or not)
 *   /ai-chat/conversation → ConversationResponse (its messages, as the user saw them)
 *   /ai-chat/rename, /ai-chat/delete, /ai-chat/restore → ConversationSummary
 *   /ai-chat/ask          → a stream of ChatStreamEvent, one JSON object a line (application/x-ndjson)
 *   /ai-chat/admin/switch → ChatSwitchResponse
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const MAX_QUESTION_CHARACTERS = 2000;
export const MAX_TITLE_CHARACTERS = 120;
/** Questions a company on `free` may ask a day (Berlin day), decision 0045. */
export const FREE_DAILY_MESSAGES = 20;
/** Questions one user may ask a minute, whatever the plan, decision 0045. */
export const MESSAGES_PER_MINUTE = 10;

export const chatStateRequestSchema = z.strictObject({ company_id: idSchema });
export const conversationRequestSchema = z.strictObject({ company_id: idSchema, conversation_id: idSchema });
export const renameRequestSchema = z.strictObject({
  company_id: idSchema,
  conversation_id: idSchema,
  title: z.string().trim().min(1, 'must not be empty').max(MAX_TITLE_CHARACTERS, `not more than ${MAX_TITLE_CHARACTERS} characters`),
});
export const askRequestSchema = z.strictObject({
  company_id: idSchema,
  /** Absent: a new conversation, titled after the question. */
  conversation_id: idSchema.optional(),
  question: z.string().trim().min(1, 'must not be empty').max(MAX_QUESTION_CHARACTERS, `not more than ${MAX_QUESTION_CHARACTERS} characters`),
});
export const chatSwitchRequestSchema = z.strictObject({ company_id: idSchema, enabled: z.boolean() });

export const conversationSummarySchema = z.object({ id: z.number().int(), title: z.string(), updated_at: z.string() });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const quotaSchema = z.object({
  /** null: no daily limit (only the rate limit). */
  daily_limit: z.number().int().nullable(),
  used_today: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type ChatQuota = z.infer<typeof quotaSchema>;

export const chatStateResponseSchema = z.object({
  enabled: z.boolean(),
  /** false: the offline planner answers (labelled "without a language model"). */
  uses_model: z.boolean(),
  quota: quotaSchema,
  conversations: z.array(conversationSummarySchema),
});
export type ChatStateResponse = z.infer<typeof chatStateResponseSchema>;

export const MESSAGE_STATUSES = ['done', 'stopped', 'failed'] as const;
export const chatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  created_at: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSummarySchema, messages: z.array(chatMessageSchema) });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversation: conversationSummarySchema, question: chatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** A tool the answer reads, so the screen can say what it is looking up. */
  z.object({ type: z.literal('tool'), name: z.string() }),
  z.object({ type: z.literal('done'), message: chatMessageSchema, quota: quotaSchema }),
  z.object({ type: z.literal('error'), message: z.string(), answer: chatMessageSchema.nullable() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const chatSwitchResponseSchema = z.object({ company_id: z.number().int(), enabled: z.boolean() });
