import type { Kysely } from 'kysely';
import { addDays } from '../../src/domain/internal-search-values.ts';
import { insertSearchLog } from '../internal-searches/search-log-store.ts';
import {
  DEMO_SEARCH_COMPANY_ID,
  DEMO_SEARCH_DAYS,
  DEMO_SEARCH_DOMAIN,
  DEMO_SEARCH_FILE,
  DEMO_SEARCH_LAST_DAY,
  DEMO_SEARCH_MARKET,
  DEMO_SEARCH_SEED_KEY,
  demoSearchLog,
} from './demo-internal-searches.ts';
import type { Database } from './schema.ts';

const seeded = async (db: Kysely<Database>) =>
  (await db.selectFrom('internal_search_imports').select('id').where('seed_key', '=', DEMO_SEARCH_SEED_KEY).executeTakeFirst()) !== undefined;

/**
 * Seeds company 2's site search log once per database; found again by its seed key, so a log a
 * person deleted is never seeded again.
 */
export async function seedDemoInternalSearches(db: Kysely<Database>): Promise<void> {
  if (await seeded(db)) return;
  const entries = demoSearchLog();
  try {
    await insertSearchLog(db, {
      companyId: DEMO_SEARCH_COMPANY_ID,
      userId: null,
      domain: DEMO_SEARCH_DOMAIN,
      fileName: DEMO_SEARCH_FILE,
      ...DEMO_SEARCH_MARKET,
      entries,
      // One CSV line per term and day, as the shop's analytics exported it.
      acceptedLines: entries.length,
      rejectedLines: 0,
      firstDay: addDays(DEMO_SEARCH_LAST_DAY, 1 - DEMO_SEARCH_DAYS),
      lastDay: DEMO_SEARCH_LAST_DAY,
      seedKey: DEMO_SEARCH_SEED_KEY,
    });
  } catch (error) {
    // Two servers seeding one database at once: the other one got there first (the seed key is unique).
    if (!(await seeded(db))) throw error;
  }
}
