import type { ColumnType, Generated } from 'kysely';
import type { CustomValues } from '../../src/domain/collection-custom-columns.ts';
import type { CompactMetrics } from '../../src/domain/compact-metrics.ts';
import type { CustomColumn } from '../../src/domain/contracts/collection-columns.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { DefaultedTimestamp, NullableTimestamp } from './schema-columns.ts';

/** A company's named set of saved keyword rows in one market; `deleted_at` set means deleted, awaiting undo. */
export interface CollectionsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  location: number;
  language: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
  share_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the shared link shows the custom columns and their values; off unless the owner chose it. */
  share_custom_columns: ColumnType<boolean, boolean | undefined, boolean>;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Written as JSON text: the driver would send a bare array as a PostgreSQL array. */
  custom_columns: ColumnType<CustomColumn[], string | undefined, string>;
}

export interface CollectionKeywordsTable {
  collection_id: number;
  keyword: string;
  identity: string;
  position: number;
  /** The whole row, kept for rows saved before migration 0029; null when `metrics` holds the keyword. */
  row: ColumnType<KeywordRow | null, KeywordRow | null | undefined, KeywordRow | null>;
  /** The compact metrics the row is built from (decision 0064), written as their JSON text; null for a whole row. */
  metrics: ColumnType<CompactMetrics | null, string | null | undefined, string | null>;
  added_at: DefaultedTimestamp;
  /** Custom column name → value (src/domain/collection-custom-columns.ts). */
  customs: ColumnType<CustomValues, string | undefined, string>;
}
