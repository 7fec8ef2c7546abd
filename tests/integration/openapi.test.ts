import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../server/openapi/openapi-document.ts';
import { createTestApp, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

/** The document checks itself: every schema in it compiles as JSON Schema 2020-12, every $ref resolves. */
function schemaValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  const withRefs = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
  return (schema: unknown) => ajv.compile(withRefs(schema));
}

describe('the API description (OpenAPI 3.1)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let power: LoggedIn;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
    power = await t.login('power@demo.test', { remoteAddress: nextClientAddress() });
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.statusCode, response.body).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(async () => t.close());

  it('is for administrators: 401 without a session, 403 for a member who is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { authorization: `Bearer ${power.token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', message: 'Only an administrator may read the API description.' });
  });

  it('covers every /api route with its access, its body contract and its answer contract', () => {
    const routes = t.app.apiAccess.filter((route) => route.method !== 'HEAD');
    const missing = routes.filter((route) => doc.paths[route.url]?.[route.method.toLowerCase()] === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0)).toBe(routes.length);
    // Every POST takes a JSON body with its contract but logout, which needs nothing but the session,
    // and Stripe's webhook, whose raw body must stay unparsed until its signature is checked.
    expect(routes.filter((route) => route.method === 'POST' && !doc.paths[route.url]?.post?.requestBody).map((r) => r.url).sort()).toEqual(['/api/checkout/stripe/webhook', '/api/user/logout']);
    // Every answer has its contract, apart from the reference page and its script, which are not JSON,
    // and AI Chat's answer, a stream of JSON lines (chatStreamEventSchema, decision 0045).
    const undescribed = routes.filter((route) => !doc.paths[route.url]?.[route.method.toLowerCase()]?.responses[200]?.content).map((r) => `${r.method} ${r.url}`);
    expect(undescribed.sort()).toEqual(['GET /api/docs', 'GET /api/docs/reference.js', 'POST /api/ai-chat/ask']);
    expect(doc.paths['/api/brands/create']?.post?.description).toBe('Access: screen `/add-dashboard`.');
    expect(doc.paths['/api/status']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/collections/list']?.post?.security).toEqual([{ session: [] }]);
  });

  it('is a valid document: unique operation ids, every schema compiles, every reference resolves', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    const compile = schemaValidator(doc);
    for (const op of operations) {
      const schemas = [op.requestBody?.content['application/json'].schema, ...Object.values(op.responses).map((r) => r.content?.['application/json'].schema)];
      for (const schema of schemas) if (schema !== undefined) expect(() => compile(schema), op.operationId).not.toThrow();
    }
  });

  it('describes what the server really answers (the contracts the handlers are typed against)', async () => {
    const compile = schemaValidator(doc);
    const calls: Array<[string, object, string]> = [
      ['/api/collections/list', { company_id: 1 }, power.token],
      ['/api/brands/list', { company_id: 1 }, power.token],
      ['/api/monitoring/projects/list', { company_id: 1 }, power.token],
      ['/api/notifications/list', { company_id: 1 }, power.token],
      ['/api/service/startup', { user: 'power@demo.test', user_id: 2, company_id: 1 }, power.token],
      ['/api/user/tokencheck', { user: 'power@demo.test', token: power.token }, power.token],
    ];
    for (const [url, body, token] of calls) {
      const response = await t.post(url, body, { token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const validate = compile(doc.paths[url]?.post?.responses[200]?.content?.['application/json'].schema);
      expect(validate(response.json()), `${url}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
    }
  });

  it('serves a readable reference page that holds no data itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/api/docs/reference.js"></script>');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("fetch('/api/docs/openapi.json'");
    expect(script.body).not.toContain('innerHTML');
  });
});

describe('the API description in development (npm run dev)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { openApiDocs: true });
  });
  afterAll(async () => t.close());

  it('is open to everybody', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OpenApiDocument>().info.title).toBe('Keyword Workbench API');
  });
});
