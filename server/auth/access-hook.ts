import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validateBodiesWithContracts } from '../http/body-contract.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { CallCompany, CompanyAccessFacts } from './access-store.ts';
import { authenticate } from './authenticate.ts';
import {
  adminRefusal,
  companyAccessRefusal,
  companyClaim,
  isAdminAccess,
  isCompanyAccess,
  notMemberRefusal,
  userClaimRefusal,
  type RouteAccess,
} from './route-access.ts';
import type { Session } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs; a route under /api without it answers nobody. */
    access?: RouteAccess;
    /**
     * The contract of the answer, for the API's description (server/openapi/) and the handler's type;
     * not checked per call (decision 0048). The body's contract is the route's `schema.body`.
     */
    response?: z.ZodType;
    /**
     * Whether a deactivated account's session may still make this call: only the calls that tell
     * the client it was deactivated (the inactivity check) and end the session (logout).
     */
    allowsInactive?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
    /** The company the body names, once the hook has found the session's user a member allowed in. */
    company: CallCompany | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order: the one list of API access. */
    apiAccess: readonly DeclaredAccess[];
  }
}

export type DeclaredAccess = {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
  /** The route answers a deactivated account's session too. */
  readonly allowsInactive: boolean;
  /** The request and answer contracts the route declares (the API's description is made from them). */
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
};

/** What the hook asks storage; server/auth/access-store.ts and the session store answer in the app. */
export type AccessLookups = {
  findSession(token: string): Promise<Session | undefined>;
  isActiveAdmin(userId: number): Promise<boolean>;
  /** `version`: the start-up version read with the session, when the store has it (its facts may be cached by it). */
  companyAccess(userId: number, companyId: number, version: string | undefined): Promise<CompanyAccessFacts | undefined>;
};

const DEACTIVATED = 'This account has been deactivated. Please contact your administrator.';

/** The body as its contract parsed it (Fastify's validation ran before), or nothing for a route without one. */
const inputOf = (request: FastifyRequest): unknown => (request.routeOptions.schema?.body === undefined ? undefined : request.body);

/**
 * The checks that need no body, before Fastify validates it: 401 for the session, 403 for admin. So
 * a stranger learns nothing about a contract, and an admin call refuses others before it reads the body.
 */
async function enforceCaller(request: FastifyRequest, lookups: AccessLookups): Promise<void> {
  const { access, allowsInactive } = request.routeOptions.config;
  if (access === undefined) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} declares no access (config.access), so it answers nobody.`);
  if (access === 'public') return;
  const session = await authenticate(request, lookups.findSession);
  request.session = session;
  // Read with the session on every call: a deactivation ends every other call at once.
  if (!session.active && allowsInactive !== true) throw unauthorized(DEACTIVATED);
  if (isAdminAccess(access) && !(await lookups.isActiveAdmin(session.userId))) throw forbidden(adminRefusal(access));
}

/** The checks of what the valid body claims: 403 for the user it names, membership and screen. */
async function enforceClaims(request: FastifyRequest, lookups: AccessLookups): Promise<void> {
  const { access } = request.routeOptions.config;
  if (access === undefined || !isCompanyAccess(access)) return;
  const session = request.session;
  // enforceCaller ran first and set it; without it this would be a pass, so it is a bug.
  if (session === null) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url}: no session before the company check.`);
  const input = inputOf(request);
  const userRefusal = userClaimRefusal(input, session);
  if (userRefusal !== null) throw forbidden(userRefusal);
  const claim = companyClaim(input);
  if (claim === undefined) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} declares company access, but its body names no company.`);
  const facts = await lookups.companyAccess(session.userId, claim.id, session.startupVersion);
  if (facts === undefined) throw forbidden(notMemberRefusal(claim));
  const refusal = companyAccessRefusal(access, input, facts.company, facts.context);
  if (refusal !== null) throw forbidden(refusal);
  request.company = facts.company;
}

/**
 * The one access hook of the API, registered once on the /api plugin before its routes: it records
 * each route's declaration in `declared` and enforces it on every call, in the order the answers have
 * always had: 401 for the session, 403 for admin (no body needed), 400 for the body (Fastify
 * validates it with the route's zod contract between the two hooks), 403 for the body's claims,
 * membership and screen.
 */
export function registerRouteAccess(api: FastifyInstance, lookups: AccessLookups, declared: DeclaredAccess[]): void {
  api.decorateRequest('session', null);
  api.decorateRequest('company', null);
  validateBodiesWithContracts(api);
  api.addHook('onRoute', (route) => {
    const config = route.config;
    const body = route.schema?.body;
    for (const method of [route.method].flat()) {
      declared.push({
        method,
        url: route.url,
        access: config?.access,
        allowsInactive: config?.allowsInactive === true,
        ...(body instanceof z.ZodType ? { body } : {}),
        ...(config?.response === undefined ? {} : { response: config.response }),
      });
    }
  });
  api.addHook('preValidation', async (request) => enforceCaller(request, lookups));
  api.addHook('preHandler', async (request) => enforceClaims(request, lookups));
}
