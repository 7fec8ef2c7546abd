import type { Kysely } from 'kysely';
import { COMPETITOR_DEPTH } from '../../src/domain/contracts/content.ts';
import { competitorAt, createProject, saveFetchedPage, setProjectStatus } from '../content/content-store.ts';
import { replaceCompetitors } from '../content/competitor-refresh.ts';
import { draftScore, scoreTargets } from '../content/draft-score.ts';
import { saveDraft } from '../content/draft-store.ts';
import { PreparedPageCache } from '../content/prepared-page-cache.ts';
import { sampleContentPages } from '../providers/sample/content-pages.ts';
import { sampleSerp } from '../providers/sample/index.ts';
import { samplePageSpeed } from '../providers/sample/page-speed.ts';
import type { Database } from './schema.ts';

export const DEMO_CONTENT_KEYWORD = 'glühwein selber machen';
const COMPANY_ID = 1;
const OWNER_ID = 2;
const MARKET = { location: 2276, language: 'de' } as const;

/** The demo draft: a start a writer would make, short of the competitors' length on purpose. */
const DEMO_DRAFT = [
  '<h1>Glühwein selber machen</h1>',
  '<p>Glühwein selber machen ist einfacher, als viele denken. Sie brauchen einen trockenen Rotwein, eine Bio-Orange, Zimtstangen, Nelken und etwas Zucker oder Honig.</p>',
  '<h2>Zutaten für 4 Personen</h2>',
  '<ul><li>1 Liter trockener Rotwein</li><li>1 Bio-Orange</li><li>2 Zimtstangen</li><li>4 Nelken</li><li>2 Sternanis</li><li>3 EL Zucker</li></ul>',
  '<h2>Zubereitung</h2>',
  '<p>Geben Sie den Wein mit den Gewürzen in einen Topf und erwärmen Sie ihn langsam. Wichtig: Glühwein darf nie kochen, sonst verfliegt der Alkohol und die Gewürze werden bitter. Lassen Sie ihn bei etwa 70 Grad eine halbe Stunde ziehen.</p>',
  '<p>Für eine alkoholfreie Variante nehmen Sie Traubensaft oder Kirschsaft statt Wein.</p>',
].join('');

/**
 * Seeds the content project `glühwein selber machen` for company 1 once per database: its top 10
 * from the sample SERP, each page from the sample corpus with its derived page speed, and a draft.
 * Found again by company and keyword, so a second start changes nothing.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<void> {
  const seeded = await db.selectFrom('content_projects').select('id').where('company_id', '=', COMPANY_ID).where('main_keyword', '=', DEMO_CONTENT_KEYWORD).executeTakeFirst();
  if (seeded) return;
  const signal = new AbortController().signal;
  const project = await createProject(db, { companyId: COMPANY_ID, userId: OWNER_ID, mainKeyword: DEMO_CONTENT_KEYWORD, secondaryKeywords: ['glühwein rezept', 'glühwein gewürz'], ...MARKET, device: 'desktop' });
  const serp = await sampleSerp.serp({ ...MARKET, keyword: DEMO_CONTENT_KEYWORD, device: 'desktop', depth: COMPETITOR_DEPTH, signal });
  await replaceCompetitors(db, project.id, serp.organic);
  for (const result of serp.organic) {
    const competitor = await competitorAt(db, project.id, result.position);
    if (!competitor) continue;
    const page = await sampleContentPages.fetchPage({ url: result.url, keyword: DEMO_CONTENT_KEYWORD, signal });
    await saveFetchedPage(db, competitor.id, page, await samplePageSpeed.pageSpeed({ url: page.url, device: 'desktop', page, signal }));
  }
  await setProjectStatus(db, project.id, 'ready');
  // Scored as a save through the API scores it, so the project list shows the demo draft's score.
  const targets = await scoreTargets(db, new PreparedPageCache(), project);
  await saveDraft(db, project.id, 0, DEMO_DRAFT, OWNER_ID, draftScore(DEMO_DRAFT, targets));
}
