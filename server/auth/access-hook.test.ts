import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccessContext } from '../../src/domain/access-rules.ts';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { apiGet, apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { registerRouteAccess, type AccessLookups, type DeclaredAccess } from './access-hook.ts';
import type { Session } from './sessions.ts';

const basic: Session = { sessionId: 1, userId: 7, email: 'basic@demo.test', active: true };
const boss: Session = { sessionId: 2, userId: 1, email: 'admin@demo.test', active: true };
// basic's account, deactivated after the login: the session row lives on, the account does not.
const switchedOff: Session = { ...basic, sessionId: 3, active: false };
const researchOnly: AccessContext = {
  admin: false,
  plan: 1,
  rights: new Set([1]),
  companyStatus: 'active',
  suites: {
    research: { user: true, status: 'active' },
    content: { user: false, status: 'none' },
    monitoring: { user: false, status: 'none' },
    ai: { user: false, status: 'none' },
    chat: { user: false, status: 'none' },
  },
  contentGroup: null,
  features: { internalSearches: false, extraNavigation: [] },
};

const lookups: AccessLookups = {
  findSession: async (token) => ({ basic, boss, switchedOff })[token],
  isActiveAdmin: async (userId) => userId === boss.userId,
  // basic is a member of company 3 only, with the /collections right (1) and no other.
  companyAccess: async (userId, companyId) =>
    userId === basic.userId && companyId === 3 ? { company: { id: 3, status: 'active', settings: defaultCompanySettings }, context: researchOnly } : undefined,
};

const body = z.strictObject({ company_id: z.number().int().positive(), name: z.string().min(1) });

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function build(): Promise<{ app: FastifyInstance; declared: DeclaredAccess[]; ran: string[] }> {
  const declared: DeclaredAccess[] = [];
  const ran: string[] = [];
  app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError ? reply.code(error.statusCode).send(error.body) : reply.code(500).send({ error: 'internal', message: String(error) }),
  );
  await app.register(
    async (api) => {
      registerRouteAccess(api, lookups, declared);
      api.post('/undeclared', async () => {
        ran.push('undeclared');
        return { ok: true };
      });
      apiPost(api, '/public', { access: 'public', body }, async ({ body: input }) => ({ name: input.name }));
      apiPost(api, '/trimmed', { access: 'public', body: z.strictObject({ name: z.string().trim() }) }, async ({ body: input }) => ({ name: input.name, length: input.name.length }));
      apiPost(api, '/session', { access: 'session' }, async ({ session }) => ({ user: session.userId }));
      apiPost(api, '/logout', { access: 'session', allowsInactive: true }, async ({ session }) => ({ ended: session.sessionId }));
      apiPost(api, '/admin', { access: 'admin', body }, async () => ({ ok: true }));
      apiGet(api, '/outbox', { access: { admin: 'read the outbox' } }, async () => ({ ok: true }));
      apiPost(api, '/collections', { access: { screen: '/collections' }, body }, async ({ company, session }) => ({ company: company.id, user: session.userId }));
      apiPost(api, '/ideas', { access: { screen: '/ideas' }, body }, async () => ({ ok: true }));
      apiPost(api, '/startup', { access: 'member', body: z.strictObject({ user: z.string(), company_id: z.number() }) }, async ({ company }) => ({ status: company.status }));
    },
    { prefix: '/api' },
  );
  return { app, declared, ran };
}

const call = (target: FastifyInstance, url: string, payload: unknown, token?: string) =>
  target.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the access hook', () => {
  it('records every route with its declaration, the undeclared one as undefined', async () => {
    const { declared } = await build();
    expect(declared.find((route) => route.url === '/api/undeclared')).toEqual({ method: 'POST', url: '/api/undeclared', access: undefined, allowsInactive: false });
    expect(declared.find((route) => route.url === '/api/logout')?.allowsInactive).toBe(true);
    expect(declared.find((route) => route.url === '/api/collections')?.access).toEqual({ screen: '/collections' });
  });

  it('refuses a route that declares no access, even with a session, and never runs its handler', async () => {
    const { app: target, ran } = await build();
    const response = await call(target, '/api/undeclared', {}, 'basic');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toContain('declares no access');
    expect(ran).toEqual([]);
  });

  it('a public route needs no session and parses its body (400 naming the field)', async () => {
    const { app: target } = await build();
    expect((await call(target, '/api/public', { company_id: 1, name: 'x' })).json()).toEqual({ name: 'x' });
    expect((await call(target, '/api/public', { company_id: 1 })).json()).toMatchObject({ error: 'bad_request', field: 'name' });
    // A call without a body is read as `{}`: refused by its first missing field, not as "no object".
    expect((await call(target, '/api/public', undefined)).json()).toEqual({ error: 'bad_request', field: 'company_id', message: expect.stringMatching(/^company_id: /u) });
    expect((await call(target, '/api/public', { company_id: 1, name: 'x', extra: 1 })).json()).toEqual({ error: 'bad_request', field: 'extra', message: 'extra: Unknown field' });
  });

  it('records the body contract of a route, and hands the handler what the contract parsed', async () => {
    const { app: target, declared } = await build();
    expect(declared.find((route) => route.url === '/api/public')?.body).toBe(body);
    expect(declared.find((route) => route.url === '/api/session')?.body).toBeUndefined();
    expect((await call(target, '/api/trimmed', { name: '  x  ' })).json()).toEqual({ name: 'x', length: 1 });
  });

  it('a session route answers 401 without a token and for an unknown one', async () => {
    const { app: target } = await build();
    expect((await call(target, '/api/session', {})).json()).toEqual({
      error: 'unauthorized',
      message: 'This call needs a session: send "Authorization: Bearer <token>" from the login.',
    });
    expect((await call(target, '/api/session', {}, 'stranger')).statusCode).toBe(401);
    expect((await call(target, '/api/session', {}, 'basic')).json()).toEqual({ user: 7 });
  });

  it('refuses a deactivated account\'s session with 401 on every route but those that allow it', async () => {
    const { app: target } = await build();
    for (const [url, payload] of [['/api/session', {}], ['/api/collections', { company_id: 3, name: 'x' }], ['/api/admin', {}]] as const) {
      const response = await call(target, url, payload, 'switchedOff');
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ error: 'unauthorized', message: 'This account has been deactivated. Please contact your administrator.' });
    }
    expect((await call(target, '/api/logout', {}, 'switchedOff')).json()).toEqual({ ended: 3 });
  });

  it('an admin route refuses others before it reads the body, and names the act where declared', async () => {
    const { app: target } = await build();
    expect((await call(target, '/api/admin', { nonsense: true }, 'basic')).json()).toEqual({ error: 'forbidden', message: 'Only an administrator may do this.' });
    expect((await call(target, '/api/admin', { nonsense: true }, 'boss')).statusCode).toBe(400);
    const outbox = await target.inject({ method: 'GET', url: '/api/outbox', headers: { authorization: 'Bearer basic' } });
    expect(outbox.json()).toEqual({ error: 'forbidden', message: 'Only an administrator may read the outbox.' });
  });

  it('a company route answers 401, then 400 for the body, then 403 for membership and screen, then runs with the company', async () => {
    const { app: target } = await build();
    expect((await call(target, '/api/collections', { company_id: 4 })).statusCode).toBe(401);
    expect((await call(target, '/api/collections', { company_id: 4 }, 'basic')).statusCode).toBe(400);
    expect((await call(target, '/api/collections', { company_id: 4, name: 'x' }, 'basic')).json()).toEqual({
      error: 'forbidden',
      message: 'company_id 4 is not a company of this user.',
    });
    expect((await call(target, '/api/ideas', { company_id: 3, name: 'x' }, 'basic')).json()).toEqual({
      error: 'forbidden',
      message: '/ideas needs the matching user right; this user in company 3 may not use it.',
    });
    expect((await call(target, '/api/collections', { company_id: 3, name: 'x' }, 'basic')).json()).toEqual({ company: 3, user: 7 });
  });

  it('a member route checks the user the body names before the company', async () => {
    const { app: target } = await build();
    expect((await call(target, '/api/startup', { user: 'power@demo.test', company_id: 4 }, 'basic')).json()).toEqual({
      error: 'forbidden',
      message: 'user power@demo.test is not the user of this session.',
    });
    expect((await call(target, '/api/startup', { user: 'BASIC@demo.test', company_id: 3 }, 'basic')).json()).toEqual({ status: 'active' });
  });
});
