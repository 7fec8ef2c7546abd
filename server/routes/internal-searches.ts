import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  deleteImportResponseSchema,
  IMPORT_UNDO_SECONDS,
  importRefRequestSchema,
  importSearchLogRequestSchema,
  importSearchLogResponseSchema,
  listImportsRequestSchema,
  listImportsResponseSchema,
  overviewResponseSchema,
  periodRequestSchema,
  REJECTED_LINES_SHOWN,
  restoreImportResponseSchema,
  SEARCH_LOG_BODY_LIMIT,
  termsResponseSchema,
  type DeleteImportResponse,
  type ImportSearchLogResponse,
} from '../../src/domain/contracts/internal-searches.ts';
import { parseSearchLog } from '../../src/domain/internal-search-csv.ts';
import { dayOf } from '../../src/domain/internal-search-values.ts';
import { normaliseRankingDomain } from '../../src/domain/rankings-domain.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import { searchOverview, searchTermInsights, type InsightPorts } from '../internal-searches/search-insights.ts';
import { findImport, insertSearchLog, listImports, purgeDeletedImports, restoreImport, softDeleteImport } from '../internal-searches/search-log-store.ts';

type Deps = { db: Kysely<Database>; ports: InsightPorts; now?: () => Date };

/**
 * Every call passes the guard of the Internal Searches screens (monitoring suite, SPEC §6) and needs
 * the company's own setting: admin does not switch it on (SPEC §1 "shown only to two companies").
 */
const ACCESS = { screen: '/internal-searches', feature: 'internal_searches' } as const;

const badField = (field: string, message: string) => new HttpError(400, { error: 'bad_request', field, message: `${field}: ${message}` });
const notFound = (id: number) => new HttpError(404, { error: 'not_found', field: 'import_id', message: `import_id: The company has no import ${id}.` });

export async function internalSearchRoutes(app: FastifyInstance, { db, ports, now = () => new Date() }: Deps): Promise<void> {
  const importSpec = { access: ACCESS, usage: 'internal-searches', body: importSearchLogRequestSchema, response: importSearchLogResponseSchema, bodyLimit: SEARCH_LOG_BODY_LIMIT } as const;
  apiPost(app, '/internal-searches/import', importSpec, async ({ body, session, company, reply }): Promise<ImportSearchLogResponse> => {
    const domain = normaliseRankingDomain(body.domain);
    if (!domain.ok) throw badField('domain', domain.message);
    const log = parseSearchLog(body.csv, dayOf(now()));
    if (log.problem !== null || log.firstDay === null || log.lastDay === null) {
      const named = log.rejected.slice(0, 3).map((r) => `line ${r.line}: ${r.reason}`);
      throw badField('csv', [log.problem ?? 'Nothing to import.', ...named].join(' '));
    }
    await purgeDeletedImports(db, company.id);
    const summary = await insertSearchLog(db, {
      companyId: company.id,
      userId: session.userId,
      domain: domain.domain,
      fileName: body.file_name ?? null,
      location: body.location,
      language: body.language,
      entries: log.entries,
      acceptedLines: log.acceptedLines,
      rejectedLines: log.rejected.length,
      firstDay: log.firstDay,
      lastDay: log.lastDay,
    });
    reply.code(201);
    return { import: summary, rejected: log.rejected.slice(0, REJECTED_LINES_SHOWN), rejected_count: log.rejected.length };
  });

  apiPost(app, '/internal-searches/imports', { access: ACCESS, body: listImportsRequestSchema, response: listImportsResponseSchema }, async ({ company }) => ({ imports: await listImports(db, company.id) }));

  apiPost(app, '/internal-searches/imports/delete', { access: ACCESS, body: importRefRequestSchema, response: deleteImportResponseSchema }, async ({ body, company }): Promise<DeleteImportResponse> => {
    await purgeDeletedImports(db, company.id);
    const deletedAt = await softDeleteImport(db, company.id, body.import_id);
    if (deletedAt === undefined) throw notFound(body.import_id);
    return { deleted: true, undo_until: new Date(new Date(deletedAt).getTime() + IMPORT_UNDO_SECONDS * 1000).toISOString() };
  });

  apiPost(app, '/internal-searches/imports/restore', { access: ACCESS, body: importRefRequestSchema, response: restoreImportResponseSchema }, async ({ body, company }) => {
    if (!(await restoreImport(db, company.id, body.import_id))) {
      throw new HttpError(409, { error: 'conflict', field: 'import_id', message: `import_id: Import ${body.import_id} is not deleted or its ${IMPORT_UNDO_SECONDS} s undo time has passed.` });
    }
    const restored = await findImport(db, company.id, body.import_id);
    if (!restored) throw notFound(body.import_id);
    return { import: restored };
  });

  apiPost(app, '/internal-searches/overview', { access: ACCESS, body: periodRequestSchema, response: overviewResponseSchema }, async ({ body, company }) => searchOverview(db, company.id, body));

  apiPost(app, '/internal-searches/terms', { access: ACCESS, usage: 'internal-searches', body: periodRequestSchema, response: termsResponseSchema }, async ({ body, company, reply }) =>
    searchTermInsights(db, ports, company.id, body, requestSignal(reply)),
  );
}
