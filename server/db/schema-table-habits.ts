import type { Generated } from 'kysely';
import type { ImportedEntry } from '../../src/domain/contracts/imported-values.ts';
import type { SavedViewState } from '../../src/domain/contracts/saved-views.ts';
import type { TableKind } from '../../src/domain/saved-views.ts';
import type { DefaultedTimestamp, JsonObject, NullableTimestamp } from './schema-columns.ts';

/** The saved views of migration 0025 (decision 0057). */
export interface SavedViewsTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number;
  kind: TableKind;
  name: string;
  state: JsonObject<SavedViewState>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: NullableTimestamp;
}

/** Imported values of migration 0025: one tool's values for one keyword of a collection. */
export interface CollectionImportedValuesTable {
  collection_id: number;
  identity: string;
  source: string;
  entry: JsonObject<ImportedEntry>;
  imported_at: DefaultedTimestamp;
}

/** Imported values of migration 0027: one tool's values for one tracked keyword of a monitoring project. */
export interface MonitoringImportedValuesTable {
  keyword_id: number;
  source: string;
  entry: JsonObject<ImportedEntry>;
  imported_at: DefaultedTimestamp;
}
