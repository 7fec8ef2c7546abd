/** Every query of AI Chat's conversations: one user's own, in one company, nothing about HTTP. */
import { sql, type Kysely } from 'kysely';
import type { ChatMessageView, ConversationSummary } from '../../src/domain/contracts/ai-chat.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;
export type Owner = { companyId: number; userId: number };

/** Seconds a deleted conversation can be restored. */
export const UNDO_SECONDS = 30;

const summary = (row: { id: number; title: string; updated_at: Date }): ConversationSummary => ({ id: row.id, title: row.title, updated_at: new Date(row.updated_at).toISOString() });

const own = (db: Db, owner: Owner) => db.selectFrom('chat_conversations').where('company_id', '=', owner.companyId).where('user_id', '=', owner.userId);

export async function listConversations(db: Db, owner: Owner): Promise<ConversationSummary[]> {
  const rows = await own(db, owner).select(['id', 'title', 'updated_at']).where('deleted_at', 'is', null).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map(summary);
}

/** A live conversation of the owner; another user's or company's is as absent as a missing one. */
export async function findConversation(db: Db, owner: Owner, id: number, withDeleted = false): Promise<ConversationSummary | undefined> {
  let query = own(db, owner).select(['id', 'title', 'updated_at']).where('id', '=', id);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  return row ? summary(row) : undefined;
}

export async function createConversation(db: Db, owner: Owner, title: string): Promise<ConversationSummary> {
  const row = await db.insertInto('chat_conversations').values({ company_id: owner.companyId, user_id: owner.userId, title }).returning(['id', 'title', 'updated_at']).executeTakeFirstOrThrow();
  return summary(row);
}

export async function renameConversation(db: Db, id: number, title: string): Promise<ConversationSummary> {
  return summary(await db.updateTable('chat_conversations').set({ title }).where('id', '=', id).returning(['id', 'title', 'updated_at']).executeTakeFirstOrThrow());
}

export async function setDeleted(db: Db, owner: Owner, id: number, deleted: boolean): Promise<void> {
  if (deleted) {
    // A conversation deleted longer ago than the undo window is gone for good.
    await db
      .deleteFrom('chat_conversations')
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('deleted_at', '<', sql<Date>`now() - make_interval(secs => ${UNDO_SECONDS})`)
      .execute();
  }
  await db.updateTable('chat_conversations').set({ deleted_at: deleted ? new Date() : null }).where('id', '=', id).execute();
}

/** Whether a deleted conversation is still within its undo window. */
export async function restorable(db: Db, owner: Owner, id: number): Promise<boolean> {
  const row = await own(db, owner).select('deleted_at').where('id', '=', id).executeTakeFirst();
  return row?.deleted_at !== null && row?.deleted_at !== undefined && Date.now() - new Date(row.deleted_at).getTime() <= UNDO_SECONDS * 1000;
}

const view = (row: { id: number; role: 'user' | 'assistant'; content: string; status: 'done' | 'stopped' | 'failed'; created_at: Date }): ChatMessageView => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
});

export async function messagesOf(db: Db, conversationId: number): Promise<ChatMessageView[]> {
  const rows = await db.selectFrom('chat_messages').select(['id', 'role', 'content', 'status', 'created_at']).where('conversation_id', '=', conversationId).orderBy('id').execute();
  return rows.map(view);
}

export async function addMessage(db: Db, owner: Owner, conversationId: number, message: { role: 'user' | 'assistant'; content: string; status: 'done' | 'stopped' | 'failed' }): Promise<ChatMessageView> {
  const row = await db
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, company_id: owner.companyId, user_id: owner.userId, ...message })
    .returning(['id', 'role', 'content', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('chat_conversations').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
  return view(row);
}

/** Questions the company asked on the Berlin day of `now` (the free plan's quota). */
export async function questionsToday(db: Db, companyId: number, berlinDay: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'user')
    .where(sql<string>`(created_at at time zone 'Europe/Berlin')::date::text`, '=', berlinDay)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Questions the user asked in the last minute (the rate limit for every plan). */
export async function questionsLastMinute(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function chatEnabled(db: Db, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('chat_company_switches').select('enabled').where('company_id', '=', companyId).executeTakeFirst();
  return row?.enabled ?? true;
}

export async function switchChat(db: Db, companyId: number, enabled: boolean, by: number): Promise<void> {
  await db
    .insertInto('chat_company_switches')
    .values({ company_id: companyId, enabled, changed_by: by })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ enabled, changed_by: by, changed_at: new Date() }))
    .execute();
}
