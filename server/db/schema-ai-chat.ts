/** AI Chat's tables (migration 0017), part of `Database` in ./schema.ts. */
import type { Generated } from 'kysely';
import type { DefaultedTimestamp, NullableTimestamp } from './schema-columns.ts';

/** A conversation of AI Chat, one user's (migration 0017); `deleted_at` set means deleted, awaiting undo. */
export interface ChatConversationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  title: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
}

/** A question or an answer as the user saw it: no tool results, no prompts. */
export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  company_id: number;
  user_id: number;
  role: 'user' | 'assistant';
  content: string;
  status: 'done' | 'stopped' | 'failed';
  created_at: DefaultedTimestamp;
}

/** An admin's switch of AI Chat for a company; no row means on. */
export interface ChatCompanySwitchesTable {
  company_id: number;
  enabled: boolean;
  changed_by: number | null;
  changed_at: DefaultedTimestamp;
}
