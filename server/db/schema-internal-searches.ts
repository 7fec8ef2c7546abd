/** The Internal Searches tables (migration 0013), part of `Database` in ./schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, NullableTimestamp } from './schema-columns.ts';

/** One imported site search log of a company; `deleted_at` set means deleted, awaiting undo. */
export interface InternalSearchImportsTable {
  id: Generated<number>;
  company_id: number;
  domain: string;
  file_name: string | null;
  location: number;
  language: string;
  accepted_lines: number;
  rejected_lines: number;
  /** ISO days; read them as `first_day::text` (drivers turn a date into a local-time Date). */
  first_day: ColumnType<string, string, string>;
  last_day: ColumnType<string, string, string>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Searches for one term on one day, as one import counted them. */
export interface InternalSearchTermsTable {
  import_id: number;
  company_id: number;
  /** An ISO day; read it as `day::text`. */
  day: ColumnType<string, string, string>;
  term: string;
  count: number;
}
