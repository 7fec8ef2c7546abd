/**
 * Every query of the Brands suite. Each one names the company: a dashboard of another company is
 * never read, changed or counted (company isolation).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { uniqueListname } from '../../src/domain/listname.ts';
import type { BrandDashboardsTable, Database } from '../db/schema.ts';
import type { BrandIndexSnapshot } from './brand-index-snapshot.ts';

export type DashboardRow = Selectable<BrandDashboardsTable>;
export type BrandRow = { id: number; dashboard_id: number; name: string; position: number; keyword_count: number };
export type Db = Kysely<Database> | Transaction<Database>;

export type NewDashboard = {
  companyId: number;
  userId: number | null;
  name: string;
  location: number;
  language: string;
  /** Keywords already tidied and distinct over all brands (chosenBrandKeywords). */
  brands: { name: string; keywords: string[] }[];
  seedKey?: string;
};

/** Stores a dashboard with its brands and keywords; its listname is free in the company (deleted ones included). */
export async function createDashboard(db: Kysely<Database>, input: NewDashboard): Promise<DashboardRow> {
  return db.transaction().execute(async (trx) => {
    const taken = new Set((await trx.selectFrom('brand_dashboards').select('listname').where('company_id', '=', input.companyId).execute()).map((r) => r.listname));
    const dashboard = await trx
      .insertInto('brand_dashboards')
      .values({
        company_id: input.companyId,
        listname: uniqueListname(input.name, taken),
        name: input.name,
        location: input.location,
        language: input.language,
        created_by: input.userId,
        seed_key: input.seedKey ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [position, brand] of input.brands.entries()) {
      const { id } = await trx
        .insertInto('brand_dashboard_brands')
        .values({ dashboard_id: dashboard.id, company_id: input.companyId, name: brand.name, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (brand.keywords.length === 0) continue;
      await trx
        .insertInto('brand_keywords')
        .values(brand.keywords.map((keyword, i) => ({ dashboard_id: dashboard.id, brand_id: id, company_id: input.companyId, keyword, position: i })))
        .execute();
    }
    return dashboard;
  });
}

export async function findDashboard(db: Db, companyId: number, listname: string, withDeleted = false): Promise<DashboardRow | undefined> {
  let query = db.selectFrom('brand_dashboards').selectAll().where('company_id', '=', companyId).where('listname', '=', listname);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

export async function dashboardById(db: Db, id: number): Promise<DashboardRow | undefined> {
  return db.selectFrom('brand_dashboards').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's dashboards, newest first; deleted ones are left out. */
export async function listDashboards(db: Db, companyId: number): Promise<DashboardRow[]> {
  return db.selectFrom('brand_dashboards').selectAll().where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The brands of the dashboards in position order, with how many keywords stand for each. */
export async function brandsOf(db: Db, companyId: number, dashboardIds: readonly number[]): Promise<BrandRow[]> {
  if (dashboardIds.length === 0) return [];
  const rows = await db
    .selectFrom('brand_dashboard_brands as b')
    .leftJoin('brand_keywords as k', 'k.brand_id', 'b.id')
    .select(['b.id', 'b.dashboard_id', 'b.name', 'b.position'])
    .select((eb) => eb.fn.count<string>('k.keyword').as('keyword_count'))
    .where('b.company_id', '=', companyId)
    .where('b.dashboard_id', 'in', dashboardIds)
    .groupBy(['b.id', 'b.dashboard_id', 'b.name', 'b.position'])
    .orderBy('b.dashboard_id')
    .orderBy('b.position')
    .execute();
  return rows.map((r) => ({ ...r, keyword_count: Number(r.keyword_count) }));
}

/** The dashboard's keywords, brand by brand in the order they were chosen. */
export async function keywordsOf(db: Db, companyId: number, dashboardId: number): Promise<{ keyword: string; brand_id: number }[]> {
  return db
    .selectFrom('brand_keywords as k')
    .innerJoin('brand_dashboard_brands as b', 'b.id', 'k.brand_id')
    .select(['k.keyword', 'k.brand_id'])
    .where('k.company_id', '=', companyId)
    .where('k.dashboard_id', '=', dashboardId)
    .orderBy('b.position')
    .orderBy('k.position')
    .execute();
}

export async function renameDashboard(db: Db, companyId: number, id: number, name: string): Promise<void> {
  await db.updateTable('brand_dashboards').set({ name, updated_at: new Date() }).where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function setDeleted(db: Db, companyId: number, id: number, deleted: boolean): Promise<void> {
  await db
    .updateTable('brand_dashboards')
    .set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export type SnapshotRow = { dashboard_id: number; job_id: string; month: string | null; result: BrandIndexSnapshot; refreshed_at: Date };

export async function snapshotsOf(db: Db, companyId: number, dashboardIds: readonly number[]): Promise<SnapshotRow[]> {
  if (dashboardIds.length === 0) return [];
  return db
    .selectFrom('brand_index_results')
    .select(['dashboard_id', 'job_id', 'month', 'result', 'refreshed_at'])
    .where('company_id', '=', companyId)
    .where('dashboard_id', 'in', dashboardIds)
    .execute();
}

/** Stores (or replaces) a dashboard's index; the later of two writers for one run wins harmlessly. */
export async function saveSnapshot(db: Db, companyId: number, dashboardId: number, jobId: string, snapshot: BrandIndexSnapshot, refreshedAt: Date): Promise<void> {
  const values = { job_id: jobId, month: snapshot.months[snapshot.months.length - 1] ?? null, result: snapshot, refreshed_at: refreshedAt };
  await db
    .insertInto('brand_index_results')
    .values({ dashboard_id: dashboardId, company_id: companyId, ...values })
    .onConflict((oc) => oc.column('dashboard_id').doUpdateSet(values))
    .execute();
}
