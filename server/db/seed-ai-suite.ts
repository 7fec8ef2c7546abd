import type { Kysely } from 'kysely';
import { keywordFacts, writingLanguage } from '../../src/domain/ai-keyword-facts.ts';
import { composeTexts } from '../../src/domain/ai-text-composer.ts';
import { createProject, projectRows } from '../ai-suite/ai-project-store.ts';
import { saveResults, setResults } from '../ai-suite/ai-result-store.ts';
import { collectionRows } from '../collections/collection-row-pages.ts';
import { WINTER_SALE_COMPANY_ID, WINTER_SALE_SEED_KEY } from './demo-collections.ts';
import type { Database } from './schema.ts';

export const AI_DEMO_SEED_KEY = 'demo-ai-winter-sale';
export const AI_DEMO_NAME = 'Winter Sale texts';
/** The demo project's first five meta descriptions are accepted. */
export const AI_DEMO_ACCEPTED = 5;

/**
 * Seeds company 1's AI project over `Winter Sale` once per database, with meta descriptions the
 * offline composer wrote (deterministic: the same keyword data gives the same texts), the first five
 * accepted. Found again by its seed key, so a project a person deleted is never seeded again.
 */
export async function seedDemoAiSuite(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('ai_projects').select('id').where('seed_key', '=', AI_DEMO_SEED_KEY).executeTakeFirst()) return;
  const sale = await db.selectFrom('collections').select(['id', 'name', 'location', 'language']).where('seed_key', '=', WINTER_SALE_SEED_KEY).where('deleted_at', 'is', null).executeTakeFirst();
  if (!sale) return;
  const company = await db.selectFrom('companies').select('name').where('id', '=', WINTER_SALE_COMPANY_ID).executeTakeFirst();
  const rows = (await collectionRows(db, sale.id, false)).sort((a, b) => (b.avgsv ?? -1) - (a.avgsv ?? -1));
  const id = await createProject(
    db,
    { company_id: WINTER_SALE_COMPANY_ID, name: AI_DEMO_NAME, source: 'collection', source_name: sale.name, collection_id: sale.id, location: sale.location, language: sale.language, created_by: null, seed_key: AI_DEMO_SEED_KEY },
    rows,
  );
  const stored = await projectRows(db, id);
  const language = writingLanguage(sale.language);
  const brand = company?.name ?? null;
  await saveResults(
    db,
    id,
    'description',
    stored.map((k) => ({ keyword: k.keyword, position: k.position, row: k.row, writer: 'rules', variants: composeTexts({ task: 'description', language, facts: keywordFacts(k.row, rows), brand }) })),
  );
  const accepted = stored.slice(0, AI_DEMO_ACCEPTED).map((k) => ({ keyword: k.keyword, value: 'accepted' }));
  await setResults(db, id, 'description', 'status', accepted);
}
