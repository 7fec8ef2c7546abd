import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './schema-columns.ts';

/** Tables of migration 0016 (decision 0044). */
export interface PageViewsTable {
  company_id: number;
  path: string;
  /** `YYYY-MM-DD`; read back as text so no time zone shifts the day. */
  day: ColumnType<string, string, string>;
  count: number;
}

export type CheckoutStatus = 'requested' | 'open' | 'completed';

export interface CheckoutRecordsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  plan: number;
  provider: string;
  provider_session_id: string | null;
  status: CheckoutStatus;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  completed_at: NullableTimestamp;
}
