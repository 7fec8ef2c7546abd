import type { FastifyInstance } from 'fastify';
import type { DeclaredAccess } from '../auth/access-hook.ts';
import { apiGet } from '../http/api-route.ts';
import { openApiDocument, openApiDocumentSchema, type OpenApiDocument } from '../openapi/openapi-document.ts';
import { REFERENCE_PAGE, REFERENCE_SCRIPT } from '../openapi/reference-page.ts';

type Deps = {
  /** app.apiAccess: complete once the app is ready, which every request is after. */
  routes: readonly DeclaredAccess[];
  version: string;
  /** Everybody may read the description (npm run dev); otherwise administrators only. */
  open: boolean;
};

/** GET /api/docs (a readable reference) and /api/docs/openapi.json (the document it reads). */
export async function apiDocsRoutes(app: FastifyInstance, { routes, version, open }: Deps): Promise<void> {
  let document: OpenApiDocument | undefined;
  const access = open ? ('public' as const) : { admin: 'read the API description' };
  apiGet(app, '/docs/openapi.json', { access, response: openApiDocumentSchema }, async (): Promise<OpenApiDocument> => {
    document ??= openApiDocument(routes, version);
    return document;
  });
  // The page and its script hold no data: the script asks for the document with the user's session.
  apiGet(app, '/docs', { access: 'public' }, async ({ reply }) => reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE));
  apiGet(app, '/docs/reference.js', { access: 'public' }, async ({ reply }) => reply.type('text/javascript; charset=utf-8').send(REFERENCE_SCRIPT));
}
