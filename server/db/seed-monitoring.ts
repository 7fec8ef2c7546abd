/**
 * The demo monitoring projects of docs/demo-data.md: company 1 tracks www.demo-shop.de (desktop, 150
 * keywords of `Winter Sale`, two competitors, 90 days, a few keywords' values from a Search Console and
 * a Semrush export), company 3 (white-label) a smaller project.
 * The history is what the sample rank tracker answers for each past day, written in multi-row
 * inserts (13,500 positions in 14 statements), not one insert per row.
 */
import { sql, type Kysely } from 'kysely';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import { monthKey } from '../../src/domain/month-keys.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import { addDays, berlinDay } from '../../src/domain/update-schedule.ts';
import { visibilityIndex } from '../../src/domain/visibility-index.ts';
import { createKeywordMetricsLookup, lastCompleteMonth } from '../keywords/keyword-rows.ts';
import { keepMonitoringImportedValues } from '../monitoring/imported-values-store.ts';
import { chunks, INSERT_CHUNK } from '../monitoring/keyword-store.ts';
import { refreshBestPositions, type PositionWrite } from '../monitoring/position-store.ts';
import { sampleMetrics } from '../providers/sample/index.ts';
import { sampleFirstTryFails, trackedPlaces, trackedUrl } from '../providers/sample/rank-tracking.ts';
import { sampleSerpFeatures } from '../providers/sample/serp-features.ts';
import { commercialness } from '../providers/sample/metrics.ts';
import { winterSaleKeywords, WINTER_SALE_MARKET } from './demo-collections.ts';
import { demoMonitoringImports } from './demo-monitoring-imports.ts';
import type { Database } from './schema.ts';

/** About 1.5 MB of JSON a statement. */
const POSITIONS_PER_STATEMENT = 5_000;

type DemoProject = {
  seedKey: string;
  /** Values kept from tools' exports (decision 0057), so a newcomer sees their columns. */
  imported?: boolean;
  companyId: number;
  domain: string;
  device: 'desktop' | 'mobile';
  competitors: string[];
  keywords: string[];
  days: number;
  tags: (keyword: string) => string[];
};

const stemTag = (keyword: string) => [keyword.split(' ')[0] ?? keyword];

function demoProjects(): DemoProject[] {
  const all = winterSaleKeywords();
  // Every nth keyword, so all three stems of the collection are tracked.
  const step = all.length / 150;
  const picked = Array.from({ length: Math.min(150, all.length) }, (_, i) => all[Math.floor(i * step)] ?? '').filter((k) => k !== '');
  return [
    { seedKey: 'demo-monitoring-shop', imported: true, companyId: 1, domain: 'www.demo-shop.de', device: 'desktop', competitors: ['www.wintersport-profi.de', 'www.outdoor-markt.de'], keywords: picked, days: 90, tags: stemTag },
    { seedKey: 'demo-monitoring-partner', companyId: 3, domain: 'www.partner-moebel.de', device: 'mobile', competitors: ['www.wohnwelt-markt.de'], keywords: all.filter((k) => k.startsWith('winterjacke')).slice(0, 40), days: 30, tags: stemTag },
  ];
}

async function seedProject(db: Kysely<Database>, demo: DemoProject, now: Date): Promise<void> {
  const seeded = await db.selectFrom('monitoring_projects').select('id').where('seed_key', '=', demo.seedKey).executeTakeFirst();
  if (seeded) return;
  const { location, language } = WINTER_SALE_MARKET;
  const metrics = await createKeywordMetricsLookup(sampleMetrics, () => now)({ keywords: demo.keywords, location, language, signal: new AbortController().signal });
  const last = lastCompleteMonth(now);
  const today = berlinDay(now);
  const days = Array.from({ length: demo.days }, (_, i) => addDays(today, i - demo.days + 1));
  await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('monitoring_projects')
      // Today is already in the history, so the schedule's first run for it is tomorrow's.
      .values({ company_id: demo.companyId, domain: demo.domain, device: demo.device, ...WINTER_SALE_MARKET, update_time: '06:00', created_by: null, seed_key: demo.seedKey, planned_day: today, update_state: 'done' })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return;
    const projectId = created.id;
    if (demo.competitors.length > 0) await trx.insertInto('monitoring_competitors').values(demo.competitors.map((domain, sort) => ({ project_id: projectId, domain, sort }))).execute();
    const keywords = await trx
      .insertInto('monitoring_keywords')
      .values(demo.keywords.map((keyword, i) => ({ project_id: projectId, keyword, identity: phraseIdentity(keyword), volume: metrics[i] ? keywordRowFromMetrics(metrics[i]).avgsv : null, volume_month: String(monthKey(last.year, last.month)) })))
      .returning(['id', 'keyword', 'volume'])
      .execute();
    await trx.insertInto('monitoring_keyword_tags').values(keywords.flatMap((k) => demo.tags(k.keyword).map((tag) => ({ keyword_id: k.id, tag })))).execute();
    const track = [demo.domain, ...demo.competitors];
    const positions: PositionWrite[] = [];
    const visibility: { project_id: number; day: string; domain: string; value: number }[] = [];
    // A keyword's SERP features do not change with the day: worked out once, not once per day of the history.
    const features = new Map(keywords.map((k) => [k.id, sampleSerpFeatures(k.keyword, location, language, commercialness(k.keyword)).join(',')]));
    for (const day of days) {
      const dayRows: { volume: number | null; places: Map<string, number> | null }[] = [];
      for (const k of keywords) {
        const request = { keyword: k.keyword, device: demo.device, location, language, day, track };
        const checked_at = new Date(`${day}T05:00:00.000Z`);
        if (sampleFirstTryFails(request)) {
          positions.push({ keyword_id: k.id, day, status: 'failed', position: null, url: null, features: '', competitors: {}, reason: 'the SERP lookup timed out (sample)', next_retry_at: null, checked_at });
          dayRows.push({ volume: k.volume, places: null });
          continue;
        }
        const places = new Map([...trackedPlaces(request)].map(([position, domain]) => [domain, position]));
        const own = places.get(demo.domain) ?? null;
        positions.push({
          keyword_id: k.id,
          day,
          status: own === null ? 'not_found' : 'ranked',
          position: own,
          url: own === null ? null : trackedUrl(demo.domain, k.keyword, day),
          features: features.get(k.id) ?? '',
          competitors: Object.fromEntries(demo.competitors.map((c) => [c, places.get(c) ?? null])),
          reason: null,
          next_retry_at: null,
          checked_at,
        });
        dayRows.push({ volume: k.volume, places });
      }
      for (const domain of track) {
        const inputs = dayRows.map(({ volume, places }) => {
          if (places === null) return { volume, result: { status: 'failed', reason: 'timeout' } as const };
          const p = places.get(domain);
          return { volume, result: p === undefined ? ({ status: 'not_found' } as const) : ({ status: 'ranked', position: p } as const) };
        });
        visibility.push({ project_id: projectId, day, domain, value: visibilityIndex(inputs, demo.device) });
      }
    }
    // One JSON parameter per statement (decision 0063's form): 1,000 rows with ten bind parameters
    // each were most of the seed's database time.
    for (const part of chunks(positions, POSITIONS_PER_STATEMENT)) {
      await sql`
        insert into monitoring_positions (keyword_id, day, status, position, url, features, competitors, reason, next_retry_at, checked_at)
        select keyword_id, day, status, position, url, features, competitors, reason, next_retry_at, checked_at
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
          as r(keyword_id integer, day text, status text, position smallint, url text, features text, competitors jsonb, reason text, next_retry_at timestamptz, checked_at timestamptz)`.execute(trx);
    }
    for (const part of chunks(visibility, INSERT_CHUNK)) await trx.insertInto('monitoring_visibility').values(part).execute();
    await refreshBestPositions(trx, keywords.map((k) => k.id));
    if (demo.imported) await keepMonitoringImportedValues(trx, projectId, demoMonitoringImports(demo.keywords));
  });
}

export async function seedDemoMonitoring(db: Kysely<Database>, now: () => Date = () => new Date()): Promise<void> {
  for (const demo of demoProjects()) await seedProject(db, demo, now());
}
