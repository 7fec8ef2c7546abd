/** The content suite's tables (migration 0019), part of `Database` in ./schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { PageHeading } from '../providers/page-port.ts';
import type { DefaultedTimestamp, NullableTimestamp } from './schema-columns.ts';
import type { ContentDevice, ContentProjectStatus, PageSpeed } from '../../src/domain/contracts/content.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ContentProjectsTable {
  id: Generated<number>;
  company_id: number;
  main_keyword: string;
  /** Written as JSON text (the driver would otherwise guess its type). */
  secondary_keywords: ColumnType<string[], string | undefined, string>;
  location: number;
  language: string;
  device: ContentDevice;
  status: ColumnType<ContentProjectStatus, ContentProjectStatus | undefined, ContentProjectStatus>;
  last_job_id: Nullable<string>;
  share_id: Nullable<string>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface ContentCompetitorsTable {
  id: Generated<number>;
  project_id: number;
  position: number;
  url: string;
  domain: string;
  title: string;
  meta_description: Nullable<string>;
  headings: ColumnType<PageHeading[], string | undefined, string>;
  main_text: Nullable<string>;
  word_count: Nullable<number>;
  page_speed: ColumnType<PageSpeed | null, string | null | undefined, string | null>;
  selected: ColumnType<boolean, boolean | undefined, boolean>;
  fetched_at: NullableTimestamp;
  fetch_error: Nullable<string>;
}

export interface ContentDraftsTable {
  project_id: number;
  html: string;
  word_count: number;
  content_score: Nullable<number>;
  revision: number;
  updated_by: number | null;
  updated_at: DefaultedTimestamp;
}

export interface ContentDraftVersionsTable {
  project_id: number;
  revision: number;
  html: string;
  word_count: number;
  saved_by: number | null;
  saved_at: DefaultedTimestamp;
}

