/**
 * Which rank tracker looks up a company's projects. A company whose settings name a `rankings_host`
 * (the white-label partner, SPEC §1 "certain company ids use a different rankings host") has its
 * positions looked up there, as its keyword tables already do; every other company uses the
 * configured provider (DataForSEO, else the sample tracker).
 */
import type { Kysely } from 'kysely';
import { companySettingsSchema } from '../../src/domain/contracts/company-settings.ts';
import type { Database } from '../db/schema.ts';
import type { RankTrackingPort } from '../providers/ports.ts';
import { rankingsHostRankTracking } from '../providers/rankings-host/rank-tracking-host.ts';

export async function rankTrackerFor(db: Kysely<Database>, configured: RankTrackingPort, companyId: number, domain: string): Promise<RankTrackingPort> {
  const company = await db.selectFrom('companies').select('settings').where('id', '=', companyId).executeTakeFirst();
  const settings = companySettingsSchema.safeParse(company?.settings);
  const host = settings.success ? settings.data.rankings_host : null;
  return host ? rankingsHostRankTracking({ host, companyId, domain }) : configured;
}
