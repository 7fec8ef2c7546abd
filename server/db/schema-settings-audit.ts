/** The settings audit log (migration 0015) and the start-up version (0024), part of `Database` in ./schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, JsonObject } from './schema-columns.ts';

/** One change made in Settings (server/settings/audit-log.ts); before and after hold only the fields that changed. */
export interface SettingsAuditTable {
  id: Generated<number>;
  company_id: number;
  actor_id: number | null;
  actor_email: string;
  at: DefaultedTimestamp;
  action: string;
  target: string;
  before: JsonObject<Record<string, unknown>>;
  after: JsonObject<Record<string, unknown>>;
}

/** One row (id 1): bumped by trigger on every write to a table the start-up data reads (migration 0024). */
export interface StartupVersionTable {
  id: number;
  version: ColumnType<string, never, never>;
}
