/**
 * Saved table views (migration 0025, decision 0057). Every read and write names the company, so a
 * view of another company is never found; writes also name the owner, so only the owner changes one.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { SavedView, SavedViewState } from '../../src/domain/contracts/saved-views.ts';
import type { TableKind } from '../../src/domain/saved-views.ts';
import type { Database } from '../db/schema.ts';

export interface ViewScope {
  readonly companyId: number;
  readonly kind: TableKind;
}

type Row = { id: number; kind: TableKind; name: string; state: SavedViewState; owner_id: number; owner_name: string; updated_at: Date };

const toView = (row: Row, userId: number): SavedView => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  state: row.state,
  owner_id: row.owner_id,
  owner_name: row.owner_name,
  mine: row.owner_id === userId,
  updated_at: new Date(row.updated_at).toISOString(),
});

function viewQuery(db: Kysely<Database>, scope: ViewScope) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', 'u.id', 'v.owner_id')
    .select(['v.id', 'v.kind', 'v.name', 'v.state', 'v.owner_id', 'u.name as owner_name', 'v.updated_at'])
    .where('v.company_id', '=', scope.companyId)
    .where('v.kind', '=', scope.kind);
}

/** The owner's view `id` in the scope: every change names all four, so nobody else's view is touched. */
function ownersView(scope: ViewScope, ownerId: number, id: number) {
  return (eb: ExpressionBuilder<Database, 'saved_views'>) =>
    eb.and([eb('id', '=', id), eb('company_id', '=', scope.companyId), eb('kind', '=', scope.kind), eb('owner_id', '=', ownerId)]);
}

/** The caller's views first, then the company's by owner; each group by name. */
export async function listViews(db: Kysely<Database>, scope: ViewScope, userId: number): Promise<SavedView[]> {
  const rows = await viewQuery(db, scope)
    .where('v.deleted_at', 'is', null)
    .orderBy(sql`v.owner_id = ${userId}`, 'desc')
    .orderBy('u.name')
    .orderBy(sql`lower(v.name)`)
    .execute();
  return rows.map((row) => toView(row, userId));
}

/** A live view of the company and kind, whoever owns it; null when there is none. */
export async function findView(db: Kysely<Database>, scope: ViewScope, id: number, userId: number): Promise<SavedView | null> {
  const row = await viewQuery(db, scope).where('v.id', '=', id).where('v.deleted_at', 'is', null).executeTakeFirst();
  return row ? toView(row, userId) : null;
}

/** The id of the owner's live view of this name (any case), if there is one. */
export async function viewIdNamed(db: Kysely<Database>, scope: ViewScope, ownerId: number, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('saved_views')
    .select('id')
    .where('company_id', '=', scope.companyId)
    .where('kind', '=', scope.kind)
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The new view's id; null when the owner has a view of that name already (the unique index decides a race). */
export async function insertView(db: Kysely<Database>, scope: ViewScope, ownerId: number, name: string, state: SavedViewState): Promise<number | null> {
  const row = await db
    .insertInto('saved_views')
    .values({ company_id: scope.companyId, kind: scope.kind, owner_id: ownerId, name, state })
    .onConflict((oc) => oc.expression(sql`company_id, owner_id, kind, lower(name)`).where('deleted_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Changes the owner's live view; false when it is not theirs or not there. */
export async function updateView(db: Kysely<Database>, scope: ViewScope, ownerId: number, id: number, change: { name?: string; state?: SavedViewState }): Promise<boolean> {
  const result = await db
    .updateTable('saved_views')
    .set({ ...change, updated_at: new Date() })
    .where(ownersView(scope, ownerId, id))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks the owner's view deleted, and removes for good the owner's views deleted longer ago than the
 * undo time, so deleted rows never pile up.
 */
export async function deleteView(db: Kysely<Database>, scope: ViewScope, ownerId: number, id: number, undoSeconds: number): Promise<boolean> {
  const now = new Date();
  await db
    .deleteFrom('saved_views')
    .where('owner_id', '=', ownerId)
    .where('deleted_at', '<', new Date(now.getTime() - undoSeconds * 1000))
    .execute();
  const result = await db
    .updateTable('saved_views')
    .set({ deleted_at: now })
    .where(ownersView(scope, ownerId, id))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type RestoreResult = 'restored' | 'missing' | 'expired' | 'name_taken';

/** Brings back the owner's view deleted within the undo time, unless its name was taken meanwhile. */
export async function restoreView(db: Kysely<Database>, scope: ViewScope, ownerId: number, id: number, undoSeconds: number): Promise<RestoreResult> {
  const row = await db
    .selectFrom('saved_views')
    .select(['name', 'deleted_at'])
    .where(ownersView(scope, ownerId, id))
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  if (!row?.deleted_at) return 'missing';
  if (Date.now() - new Date(row.deleted_at).getTime() > undoSeconds * 1000) return 'expired';
  if ((await viewIdNamed(db, scope, ownerId, row.name)) !== null) return 'name_taken';
  await db.updateTable('saved_views').set({ deleted_at: null }).where('id', '=', id).execute();
  return 'restored';
}
