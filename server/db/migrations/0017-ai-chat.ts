import { sql, type Kysely } from 'kysely';

/**
 * AI Chat (issue 20): conversations per user and their messages, only what the user saw (questions
 * and answers as shown; no tool results, no prompts), and the per-company switch an admin sets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Soft delete for the undo window; the next delete of the user purges expired ones.
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('chat_conversations_owner').on('chat_conversations').columns(['company_id', 'user_id', 'updated_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    // Denormalised so the daily quota and the rate limit count without a join.
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('done', 'stopped', 'failed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_usage').on('chat_messages').columns(['company_id', 'role', 'created_at']).execute();

  await db.schema
    .createTable('chat_company_switches')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_company_switches').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
