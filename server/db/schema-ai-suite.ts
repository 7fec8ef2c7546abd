/** The AI Suite's tables (migrations 0020 and 0026), part of `Database` in ./schema.ts. */
import type { Generated } from 'kysely';
import type { AiTask } from '../../src/domain/ai-writing-tasks.ts';
import type { AiResultStatus, AiWriter } from '../../src/domain/contracts/ai-suite.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import type { DefaultedTimestamp, JsonArray, JsonObject, NullableTimestamp } from './schema-columns.ts';

export interface AiProjectsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  source: 'keyword' | 'collection' | 'content';
  source_name: string;
  collection_id: number | null;
  /** The content project it started from (source `content`), null once that is deleted. */
  content_project_id: Generated<number | null>;
  location: number;
  language: string;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
  seed_key: string | null;
}

/** A project's keywords with their rows as they were when the project was created. */
export interface AiProjectKeywordsTable {
  project_id: number;
  keyword: string;
  position: number;
  row: JsonObject<KeywordRow>;
}

/** One task's result for one keyword (an FAQ's: one question). */
export interface AiResultsTable {
  project_id: number;
  task: AiTask;
  keyword: string;
  position: number;
  row: JsonObject<KeywordRow>;
  variants: JsonArray<string[]>;
  text: string | null;
  status: Generated<AiResultStatus>;
  writer: AiWriter;
  updated_at: DefaultedTimestamp;
}

/** The latest job of a project's task. */
export interface AiTaskRunsTable {
  project_id: number;
  task: AiTask;
  job_id: string;
  started_at: DefaultedTimestamp;
}
