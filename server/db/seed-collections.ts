import type { Kysely } from 'kysely';
import { addRows, nameTaken, newShareId } from '../collections/collection-store.ts';
import { compactMetrics } from '../../src/domain/compact-metrics.ts';
import { createKeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import { sampleMetrics } from '../providers/sample/index.ts';
import { WINTER_SALE_COMPANY_ID, WINTER_SALE_MARKET, WINTER_SALE_NAME, WINTER_SALE_SEED_KEY, winterSaleKeywords } from './demo-collections.ts';
import type { Database } from './schema.ts';

/**
 * Seeds `Winter Sale` once per database (docs/decisions/0010-collections.md): the row is found again
 * by its seed key, not its name, so a collection a person renamed or deleted is never seeded again.
 */
export async function seedDemoCollections(db: Kysely<Database>, now: () => Date = () => new Date()): Promise<void> {
  const seeded = await db.selectFrom('collections').select('id').where('seed_key', '=', WINTER_SALE_SEED_KEY).executeTakeFirst();
  if (seeded) return;
  // A person's own `Winter Sale` keeps its name; the demo one is not forced in next to it.
  if (await nameTaken(db, WINTER_SALE_COMPANY_ID, WINTER_SALE_NAME)) return;
  // One lookup for all keywords keeps a cold start fast.
  const metrics = await createKeywordMetricsLookup(sampleMetrics, now)({ keywords: winterSaleKeywords(), ...WINTER_SALE_MARKET, signal: new AbortController().signal });
  await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('collections')
      .values({
        company_id: WINTER_SALE_COMPANY_ID,
        name: WINTER_SALE_NAME,
        ...WINTER_SALE_MARKET,
        created_by: null,
        share_id: newShareId(),
        seed_key: WINTER_SALE_SEED_KEY,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two servers seeding one database at once: the other one got there first.
    if (created) await addRows(trx, created.id, metrics.map(compactMetrics));
  });
}
