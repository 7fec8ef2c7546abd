import type { Kysely } from 'kysely';
import { chosenBrandKeywords } from '../../src/domain/brand-keyword-expansion.ts';
import { buildSnapshot } from '../brands/brand-index-snapshot.ts';
import { brandsOf, createDashboard, keywordsOf, saveSnapshot } from '../brands/brand-store.ts';
import { createKeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import { sampleMetrics } from '../providers/sample/index.ts';
import { SPORTMARKEN_BRANDS, SPORTMARKEN_COMPANY_ID, SPORTMARKEN_MARKET, SPORTMARKEN_NAME, SPORTMARKEN_OWNER_ID, SPORTMARKEN_SEED_KEY, sportmarkenKeywords } from './demo-brands.ts';
import type { Database } from './schema.ts';

/**
 * Seeds `Sportmarken` once per database with a finished index computed from the sample provider, so
 * the suite has data on first start. Found again by its seed key: a dashboard a person renamed or
 * deleted is never seeded again.
 */
export async function seedDemoBrands(db: Kysely<Database>, now: () => Date = () => new Date()): Promise<void> {
  const seeded = await db.selectFrom('brand_dashboards').select('id').where('seed_key', '=', SPORTMARKEN_SEED_KEY).executeTakeFirst();
  if (seeded) return;
  const keywords = chosenBrandKeywords(SPORTMARKEN_BRANDS.map((name) => ({ name, keywords: sportmarkenKeywords(name) })));
  const row = await createDashboard(db, {
    companyId: SPORTMARKEN_COMPANY_ID,
    userId: SPORTMARKEN_OWNER_ID,
    name: SPORTMARKEN_NAME,
    ...SPORTMARKEN_MARKET,
    brands: SPORTMARKEN_BRANDS.map((name, i) => ({ name, keywords: keywords[i] ?? [] })),
    seedKey: SPORTMARKEN_SEED_KEY,
  });
  const stored = await keywordsOf(db, row.company_id, row.id);
  const metrics = await createKeywordMetricsLookup(sampleMetrics, now)({ keywords: stored.map((k) => k.keyword), ...SPORTMARKEN_MARKET, signal: new AbortController().signal });
  const snapshot = buildSnapshot(await brandsOf(db, row.company_id, [row.id]), new Map(stored.map((k) => [k.keyword, k.brand_id])), metrics);
  await saveSnapshot(db, row.company_id, row.id, `seed:${SPORTMARKEN_SEED_KEY}`, snapshot, now());
}
