import type { ColumnType } from 'kysely';
import type { UsageKind, UsagePort, UsageSuite } from '../../src/domain/provider-usage.ts';

/** The table of migration 0022 (decision 0053). */
export interface ProviderUsageTable {
  company_id: number;
  /** `YYYY-MM-DD`; read back as text so no time zone shifts the day. */
  day: ColumnType<string, string, string>;
  suite: UsageSuite;
  port: UsagePort;
  kind: UsageKind;
  calls: number;
  keywords: number;
}
