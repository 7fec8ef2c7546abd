/** The Brands suite's tables (migration 0011), part of `Database` in ./schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, JsonObject, NullableTimestamp } from './schema-columns.ts';
import type { BrandIndexSnapshot } from '../brands/brand-index-snapshot.ts';

/** A company's brand dashboard (issue 18); `deleted_at` set means deleted, awaiting undo. */
export interface BrandDashboardsTable {
  id: Generated<number>;
  company_id: number;
  listname: string;
  name: string;
  location: number;
  language: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
  /** A job id, or `claim:…` while a run is being started; null before the first run. */
  current_run: ColumnType<string | null, string | null | undefined, string | null>;
  run_claimed_at: NullableTimestamp;
  seed_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BrandDashboardBrandsTable {
  id: Generated<number>;
  dashboard_id: number;
  company_id: number;
  name: string;
  position: number;
}

export interface BrandKeywordsTable {
  dashboard_id: number;
  brand_id: number;
  company_id: number;
  keyword: string;
  position: number;
}

/** The finished index of a dashboard, computed once from its newest finished run. */
export interface BrandIndexResultsTable {
  dashboard_id: number;
  company_id: number;
  job_id: string;
  month: string | null;
  result: JsonObject<BrandIndexSnapshot>;
  refreshed_at: DefaultedTimestamp;
}
