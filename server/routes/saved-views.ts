import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  deleteViewResponseSchema,
  listViewsRequestSchema,
  listViewsResponseSchema,
  renameViewRequestSchema,
  savedViewResponseSchema,
  saveViewRequestSchema,
  viewRefRequestSchema,
  type DeleteViewResponse,
  type ListViewsResponse,
  type SavedView,
  type SavedViewResponse,
} from '../../src/domain/contracts/saved-views.ts';
import { TABLE_KIND_SCREENS, VIEW_UNDO_SECONDS, viewStateProblem, type TableKind } from '../../src/domain/saved-views.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { deleteView, findView, insertView, listViews, restoreView, updateView, viewIdNamed, type ViewScope } from '../views/saved-view-store.ts';

type Deps = { db: Kysely<Database> };

/**
 * Every call names the table kind, and passes the right of the screen that table is on: a person who
 * may not open Ideas neither reads nor saves Ideas views (decision 0057).
 */
const ACCESS = { screen: { by: 'kind', screens: TABLE_KIND_SCREENS } } as const;

const badRequest = (field: string, message: string) => new HttpError(400, { error: 'bad_request', field, message: `${field}: ${message}` });
const nameTaken = (name: string) =>
  new HttpError(409, { error: 'conflict', field: 'name', message: `name: you already have a view named "${name}" of this table. Choose another name or overwrite that view.` });
const notFound = (id: number) => new HttpError(404, { error: 'not_found', field: 'view_id', message: `view_id: there is no view ${id} of this table in your company.` });
const notYours = (view: SavedView) =>
  new HttpError(403, { error: 'forbidden', field: 'view_id', message: `view_id: "${view.name}" is ${view.owner_name}'s view; only its owner changes it. Save it as your own view instead.` });

export async function savedViewRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const scopeOf = (body: { company_id: number; kind: TableKind }): ViewScope => ({ companyId: body.company_id, kind: body.kind });

  /** The view of the company and kind (404), owned by the caller (403: the company sees it, so it is no secret). */
  async function ownView(scope: ViewScope, id: number, userId: number): Promise<SavedView> {
    const view = await findView(db, scope, id, userId);
    if (!view) throw notFound(id);
    if (!view.mine) throw notYours(view);
    return view;
  }

  async function answer(scope: ViewScope, id: number, userId: number): Promise<SavedViewResponse> {
    const view = await findView(db, scope, id, userId);
    if (!view) throw notFound(id);
    return { view };
  }

  apiPost(app, '/views/list', { access: ACCESS, body: listViewsRequestSchema, response: listViewsResponseSchema }, async ({ body, session }): Promise<ListViewsResponse> => ({
    views: await listViews(db, scopeOf(body), session.userId),
  }));

  apiPost(app, '/views/save', { access: ACCESS, body: saveViewRequestSchema, response: savedViewResponseSchema }, async ({ body, session }): Promise<SavedViewResponse> => {
    const problem = viewStateProblem(body.state);
    if (problem) throw badRequest(problem.field, problem.message);
    const scope = scopeOf(body);
    const named = await viewIdNamed(db, scope, session.userId, body.name);
    if (body.view_id === undefined) {
      if (named !== null) throw nameTaken(body.name);
      const id = await insertView(db, scope, session.userId, body.name, body.state);
      if (id === null) throw nameTaken(body.name);
      return answer(scope, id, session.userId);
    }
    await ownView(scope, body.view_id, session.userId);
    if (named !== null && named !== body.view_id) throw nameTaken(body.name);
    if (!(await updateView(db, scope, session.userId, body.view_id, { name: body.name, state: body.state }))) throw notFound(body.view_id);
    return answer(scope, body.view_id, session.userId);
  });

  apiPost(app, '/views/rename', { access: ACCESS, body: renameViewRequestSchema, response: savedViewResponseSchema }, async ({ body, session }): Promise<SavedViewResponse> => {
    const scope = scopeOf(body);
    await ownView(scope, body.view_id, session.userId);
    const named = await viewIdNamed(db, scope, session.userId, body.name);
    if (named !== null && named !== body.view_id) throw nameTaken(body.name);
    if (!(await updateView(db, scope, session.userId, body.view_id, { name: body.name }))) throw notFound(body.view_id);
    return answer(scope, body.view_id, session.userId);
  });

  apiPost(app, '/views/delete', { access: ACCESS, body: viewRefRequestSchema, response: deleteViewResponseSchema }, async ({ body, session }): Promise<DeleteViewResponse> => {
    const scope = scopeOf(body);
    await ownView(scope, body.view_id, session.userId);
    const deleted = await deleteView(db, scope, session.userId, body.view_id, VIEW_UNDO_SECONDS);
    return { deleted: deleted ? 1 : 0, undo_seconds: VIEW_UNDO_SECONDS };
  });

  apiPost(app, '/views/restore', { access: ACCESS, body: viewRefRequestSchema, response: savedViewResponseSchema }, async ({ body, session }): Promise<SavedViewResponse> => {
    const scope = scopeOf(body);
    const result = await restoreView(db, scope, session.userId, body.view_id, VIEW_UNDO_SECONDS);
    if (result === 'missing') throw notFound(body.view_id);
    if (result === 'expired') throw new HttpError(410, { error: 'gone', field: 'view_id', message: `view_id: the view was deleted more than ${VIEW_UNDO_SECONDS} seconds ago and cannot be brought back.` });
    if (result === 'name_taken') throw new HttpError(409, { error: 'conflict', field: 'view_id', message: 'view_id: you have saved another view under its name since; rename that one first.' });
    return answer(scope, body.view_id, session.userId);
  });
}
