/**
 * The API's OpenAPI 3.1 description, made from what the routes declare when they register
 * (server/auth/access-hook.ts): method, path, access, and the zod contracts of the body and the
 * answer, the same ones the client parses with (src/domain/contracts). Nothing is written by hand
 * beside the routes, so the description cannot drift from them (issue 22, decision 0048).
 */
import { z } from 'zod';
import { apiErrorSchema } from '../../src/domain/contracts/api-error.ts';
import type { DeclaredAccess } from '../auth/access-hook.ts';
import { describeAccess } from './access-text.ts';

const jsonSchema = z.record(z.string(), z.unknown());
type JsonSchema = z.infer<typeof jsonSchema>;
const jsonContent = z.object({ 'application/json': z.object({ schema: jsonSchema }) });

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  requestBody: z.object({ required: z.literal(true), content: jsonContent }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: jsonContent.optional() })),
});
export type OpenApiOperation = z.infer<typeof operationSchema>;

/** The document's own contract: GET /api/docs/openapi.json answers it (and so describes itself). */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  components: z.object({ securitySchemes: z.record(z.string(), jsonSchema), schemas: z.record(z.string(), jsonSchema) }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/**
 * A contract as JSON Schema. What JSON Schema cannot say (a transform's code, a refinement) is left
 * open rather than refused: the description must never fail to build because of one contract.
 */
export function contractSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
  return rest;
}

/** `/api/brands/create` → `brands`; `/api/v2/sources/` → `sources`: the first segment that names a part of the API. */
export function tagOf(url: string): string {
  const parts = url.replace(/^\/api\//u, '').split('/').filter((part) => part !== '' && !/^v\d+$/u.test(part));
  return parts[0] ?? 'api';
}

/** `/api/brands/create` → `post_brands_create`. */
export function operationIdOf(method: string, url: string): string {
  const path = url.replace(/^\/api\//u, '').replace(/[^a-z0-9]+/giu, '_').replace(/^_+|_+$/gu, '');
  return `${method.toLowerCase()}_${path || 'root'}`;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

function operation(route: DeclaredAccess): OpenApiOperation {
  const access = route.access;
  const open = access === 'public';
  const op: OpenApiOperation = {
    operationId: operationIdOf(route.method, route.url),
    summary: `${route.method} ${route.url}`,
    tags: [tagOf(route.url)],
    description: `Access: ${access === undefined ? 'none declared (answers nobody)' : describeAccess(access)}${route.allowsInactive ? '; deactivated accounts too' : ''}.`,
    responses: {
      200: route.response
        ? { description: 'The answer.', content: { 'application/json': { schema: contractSchema(route.response, 'output') } } }
        : { description: 'The answer (no contract declared for it).' },
    },
  };
  if (!open) op.security = [{ session: [] }];
  if (route.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: contractSchema(route.body, 'input') } } };
    op.responses[400] = errorAnswer('The body breaks its contract; `field` names the first bad field and `message` the rule.');
  }
  if (!open) {
    op.responses[401] = errorAnswer('No live session, or a deactivated account.');
    op.responses[403] = errorAnswer('The session may not do this: not an administrator, not a member of the company, or no access to the screen.');
  }
  return op;
}

/** The document for the routes in `routes` (app.apiAccess), HEAD twins of GET routes left out. */
export function openApiDocument(routes: readonly DeclaredAccess[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    const op = operation(route);
    for (const tag of op.tags) tags.add(tag);
    paths[route.url] = { ...paths[route.url], [route.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Keyword Workbench API',
      version,
      description:
        'Every call is a JSON POST (a few reads are GET) under /api. A call that needs a session sends `Authorization: Bearer <token>` ' +
        '(the token from POST /api/user/login). Calls for a company name it in the body (`company_id`); every answer is limited to that company. ' +
        'Who may call what: docs/api-access.md.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The session token of POST /api/user/login.' } },
      schemas: { ApiError: contractSchema(apiErrorSchema, 'output') },
    },
  };
}
