/** The monitoring suite's tables (migration 0012), part of `Database` in ./schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { ImportedEntry } from '../../src/domain/contracts/imported-values.ts';
import type { DefaultedTimestamp, NullableTimestamp } from './schema-columns.ts';

/** A ranking project of a company (issue 19); `deleted_at` set means deleted, awaiting undo. */
export interface MonitoringProjectsTable {
  id: Generated<number>;
  company_id: number;
  domain: string;
  device: 'desktop' | 'mobile' | 'tablet';
  location: number;
  language: string;
  update_time: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
  share_id: ColumnType<string | null, string | null | undefined, string | null>;
  planned_day: ColumnType<string | null, string | null | undefined, string | null>;
  update_state: ColumnType<'never' | 'running' | 'done' | 'failed', 'never' | 'running' | 'done' | 'failed' | undefined, 'never' | 'running' | 'done' | 'failed'>;
  last_update_at: NullableTimestamp;
  last_job_id: ColumnType<string | null, string | null | undefined, string | null>;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MonitoringCompetitorsTable {
  project_id: number;
  domain: string;
  sort: number;
}

export interface MonitoringKeywordsTable {
  id: Generated<number>;
  project_id: number;
  keyword: string;
  identity: string;
  volume: ColumnType<number | null, number | null | undefined, number | null>;
  volume_month: ColumnType<string | null, string | null | undefined, string | null>;
  best_position: ColumnType<number | null, number | null | undefined, number | null>;
  added_at: DefaultedTimestamp;
}

export interface MonitoringKeywordTagsTable {
  keyword_id: number;
  tag: string;
}

export type MonitoringPositionStatus = 'ranked' | 'not_found' | 'failed';

/** One keyword's lookup on one Berlin day; a failure keeps its reason and never a position. */
export interface MonitoringPositionsTable {
  keyword_id: number;
  day: string;
  status: MonitoringPositionStatus;
  position: number | null;
  url: string | null;
  features: ColumnType<string, string | undefined, string>;
  /** Written as JSON text (the driver would otherwise guess its type). */
  competitors: ColumnType<Record<string, number | null>, string | undefined, string>;
  reason: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  next_retry_at: NullableTimestamp;
  checked_at: DefaultedTimestamp;
}

/** Keywords removed from a project, awaiting undo (migration 0014, decision 0040). */
export interface MonitoringKeywordRemovalsTable {
  id: Generated<number>;
  project_id: number;
  removed_at: DefaultedTimestamp;
  /** Written as JSON text: the removed keywords with their tags. */
  keywords: ColumnType<RemovedKeyword[], string, string>;
}

export interface RemovedKeyword {
  id: number;
  keyword: string;
  identity: string;
  volume: number | null;
  volume_month: string | null;
  best_position: number | null;
  added_at: string;
  tags: string[];
  /** Its imported values (migration 0027); absent in removals kept before it. */
  imported?: RemovedImportedValue[];
}

/** A removed keyword's values of one source, as they stood in monitoring_imported_values. */
export interface RemovedImportedValue {
  source: string;
  entry: ImportedEntry;
  imported_at: string;
}

/** The daily positions of removed keywords, as they stood in monitoring_positions. */
export interface MonitoringRemovedPositionsTable extends MonitoringPositionsTable {
  removal_id: number;
}

export interface MonitoringVisibilityTable {
  project_id: number;
  day: string;
  domain: string;
  value: number;
}

