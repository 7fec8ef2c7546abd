import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { chosenBrandKeywords } from '../../src/domain/brand-keyword-expansion.ts';
import { expandMetrics } from '../../src/domain/compact-metrics.ts';
import { brandCreateRequestSchema, brandCreateResponseSchema, brandDashboardResponseSchema, brandDeleteResponseSchema, brandExpandRequestSchema, brandExpandResponseSchema, brandIndexResponseSchema, brandJobStartResponseSchema, brandListRequestSchema, brandListResponseSchema, brandRefRequestSchema, brandRenameRequestSchema, type BrandCreateResponse, type BrandDashboardResponse, type BrandDeleteResponse, type BrandExpandResponse, type BrandIndexResponse, type BrandJobStartResponse, type BrandListResponse } from '../../src/domain/contracts/brands.ts';
import { brandAnalysisRequestSchema, brandAnalysisResponseSchema, type BrandAnalysisResponse } from '../../src/domain/contracts/brand-analysis.ts';
import { keywordRowFromMetrics } from '../../src/domain/keyword-metrics-row.ts';
import { tidyPhrase } from '../../src/domain/phrase-validation.ts';
import { analyseBrand } from '../brands/brand-analysis.ts';
import { expandBrands } from '../brands/brand-expansion.ts';
import { dashboardView, dashboardViews, startRun } from '../brands/brand-index-service.ts';
import { createDashboard, findDashboard, listDashboards, renameDashboard, setDeleted, type DashboardRow } from '../brands/brand-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { JobPort } from '../jobs/job-port.ts';
import { cachedSuggestionLists } from '../providers/cache/cached-suggestion-lists.ts';
import type { Providers } from '../providers/ports.ts';
import { SUGGEST_CONCURRENCY } from '../sources/suggest-lookup.ts';

type Deps = { db: Kysely<Database>; jobs: JobPort; providers: Providers };

/** SPEC §2: /brands and /brand-index share one rule (login, research suite, right 12, plan guard). */
const BRANDS = { screen: '/brands' } as const;
const ADD_DASHBOARD = { screen: '/add-dashboard' } as const;

/** Brand dashboards and the brand index (issue 18). Another company's dashboard is a 404, as if it did not exist. */
export async function brandRoutes(app: FastifyInstance, { db, jobs, providers }: Deps): Promise<void> {
  const deps = { db, jobs };
  const suggestions = cachedSuggestionLists(db, providers.suggestions, providers.names.suggestions, SUGGEST_CONCURRENCY);

  const load = async (companyId: number, listname: string, withDeleted = false): Promise<DashboardRow> => {
    const row = await findDashboard(db, companyId, listname, withDeleted);
    if (!row) throw new HttpError(404, { error: 'not_found', field: 'listname', message: `listname: no brand dashboard ${listname} in company ${companyId}.` });
    return row;
  };
  const card = async (row: DashboardRow): Promise<BrandDashboardResponse> => ({ dashboard: (await dashboardView(deps, row)).card });

  apiPost(app, '/brands/expand', { access: ADD_DASHBOARD, usage: 'brands', body: brandExpandRequestSchema, response: brandExpandResponseSchema }, async ({ body, reply }): Promise<BrandExpandResponse> => {
    return expandBrands(suggestions, { brands: body.brands, location: body.location, language: body.language, signal: requestSignal(reply) });
  });

  apiPost(app, '/brands/create', { access: ADD_DASHBOARD, body: brandCreateRequestSchema, response: brandCreateResponseSchema }, async ({ body, session }): Promise<BrandCreateResponse> => {
    const keywords = chosenBrandKeywords(body.brands);
    const row = await createDashboard(db, {
      companyId: body.company_id,
      userId: session.userId,
      name: body.name,
      location: body.location,
      language: body.language,
      brands: body.brands.map((b, i) => ({ name: tidyPhrase(b.name), keywords: keywords[i] ?? [] })),
    });
    const job = await startRun(deps, row, session.userId);
    const { dashboard } = await card((await findDashboard(db, body.company_id, row.listname)) ?? row);
    return { dashboard, job };
  });

  apiPost(app, '/brands/list', { access: BRANDS, body: brandListRequestSchema, response: brandListResponseSchema }, async ({ body }): Promise<BrandListResponse> => {
    const views = await dashboardViews(deps, await listDashboards(db, body.company_id));
    return { dashboards: views.map((v) => v.card) };
  });

  apiPost(app, '/brands/get', { access: BRANDS, body: brandRefRequestSchema, response: brandDashboardResponseSchema }, async ({ body }): Promise<BrandDashboardResponse> => {
    return card(await load(body.company_id, body.listname));
  });

  apiPost(app, '/brands/rename', { access: BRANDS, body: brandRenameRequestSchema, response: brandDashboardResponseSchema }, async ({ body }): Promise<BrandDashboardResponse> => {
    const row = await load(body.company_id, body.listname);
    await renameDashboard(db, body.company_id, row.id, body.name);
    return card(await load(body.company_id, body.listname));
  });

  apiPost(app, '/brands/delete', { access: BRANDS, body: brandRefRequestSchema, response: brandDeleteResponseSchema }, async ({ body }): Promise<BrandDeleteResponse> => {
    const row = await load(body.company_id, body.listname);
    await setDeleted(db, body.company_id, row.id, true);
    return { listname: row.listname, deleted: true };
  });

  apiPost(app, '/brands/restore', { access: BRANDS, body: brandRefRequestSchema, response: brandDashboardResponseSchema }, async ({ body }): Promise<BrandDashboardResponse> => {
    const row = await load(body.company_id, body.listname, true);
    await setDeleted(db, body.company_id, row.id, false);
    return card(await load(body.company_id, body.listname));
  });

  apiPost(app, '/brands/refresh', { access: BRANDS, body: brandRefRequestSchema, response: brandJobStartResponseSchema }, async ({ body, session }): Promise<BrandJobStartResponse> => {
    return startRun(deps, await load(body.company_id, body.listname), session.userId);
  });

  apiPost(app, '/brands/index', { access: BRANDS, body: brandRefRequestSchema, response: brandIndexResponseSchema }, async ({ body }): Promise<BrandIndexResponse> => {
    const { card: dashboard, snapshot } = await dashboardView(deps, await load(body.company_id, body.listname));
    const index = snapshot?.result;
    if (!index) return { dashboard, months: [], totals: [], brands: [], keywords: [] };
    const keywords = index.keywords.map((k) => ({ brand_id: k.brand_id, row: keywordRowFromMetrics(expandMetrics(k.metrics)) }));
    return { dashboard, months: index.months, totals: index.totals, brands: index.brands, keywords };
  });

  // SPEC §2: the analysis needs a login only; the company must still be the caller's.
  apiPost(app, '/brands/analysis', { access: 'member', body: brandAnalysisRequestSchema, response: brandAnalysisResponseSchema }, async ({ body }): Promise<BrandAnalysisResponse> => {
    const { row, card: dashboard, snapshot } = await dashboardView(deps, await load(body.company_id, body.listname));
    const brand = body.brand_id === undefined ? dashboard.brands[0] : dashboard.brands.find((b) => b.id === body.brand_id);
    if (!brand) throw new HttpError(404, { error: 'not_found', field: 'brand_id', message: `brand_id: no brand ${body.brand_id ?? ''} in the dashboard ${row.listname}.` });
    const months = snapshot?.result.months ?? [];
    const analysis = snapshot ? analyseBrand(snapshot.result, brand, row.language) : { top_keywords: [], categories: [], questions: [], movements: [] };
    return { dashboard, brand, months, ...analysis };
  });
}
