import type { Generated } from 'kysely';
import type { SavedViewState } from '../../src/domain/contracts/saved-views.ts';
import type { TableKind } from '../../src/domain/saved-views.ts';
import type { DefaultedTimestamp, JsonObject, NullableTimestamp } from './schema-columns.ts';

/** The table of migration 0025 (decision 0057). */
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
