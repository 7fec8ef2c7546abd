import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallValidatorTypeProvider } from 'fastify/types/type-provider.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallCompany } from '../auth/access-store.ts';
import { isCompanyAccess, type RouteAccess } from '../auth/route-access.ts';
import type { Session } from '../auth/sessions.ts';
import type { UsageSuite } from '../../src/domain/provider-usage.ts';
import { withUsage } from '../usage/usage-scope.ts';
import { StreamedJson } from './streamed-json.ts';

type SessionAccess = 'session' | 'admin' | { readonly admin: string };

/** What the access hook guarantees for a declaration: nothing, a session, or a session and its company. */
type CallerOf<A extends RouteAccess> = A extends 'public'
  ? Record<never, never>
  : A extends SessionAccess
    ? { readonly session: Session }
    : { readonly session: Session; readonly company: CallCompany };

/** The body as the zod type provider types it: what the contract's parse gives (Fastify validated it). */
type BodyOf<S> = S extends z.ZodType ? CallValidatorTypeProvider<ZodTypeProvider, S> : undefined;

export type ApiCall<A extends RouteAccess, B> = CallerOf<A> & { readonly body: B; readonly request: FastifyRequest; readonly reply: FastifyReply };

/**
 * What the handler answers: the response contract's input type when the route declares one, or that
 * answer written in pieces (a large one: ./streamed-json.ts). Not the provider's serializer type (the
 * contract's output, which its serializer encodes back): answers are sent as the handler returns them,
 * and the client parses them with the contract, so they must be what that parse accepts (decision 0048).
 */
type AnswerOf<RS, R> = RS extends z.ZodType ? z.input<RS> | StreamedJson<z.input<RS>> : R;

export type ApiRouteSpec<A extends RouteAccess, S extends z.ZodType | undefined, RS extends z.ZodType | undefined = undefined> = {
  readonly access: A;
  /**
   * The request contract (src/domain/contracts): Fastify validates the body with it through the zod
   * type provider (server/http/body-contract.ts) and answers 400 naming the first bad field.
   */
  readonly body?: S;
  /**
   * The answer's contract (src/domain/contracts), the one the client parses with: the handler must
   * return its type, and the OpenAPI document (server/openapi/) describes the answer with it.
   */
  readonly response?: RS;
  readonly bodyLimit?: number;
  /** The call answers a deactivated account's session too (server/auth/access-hook.ts). */
  readonly allowsInactive?: true;
  /**
   * The suite the route's provider lookups are counted for (Settings → Usage, decision 0053). Only on
   * routes of a company (member or screen access): the lookups are counted against the call's company.
   */
  readonly usage?: UsageSuite;
};

function callOf<A extends RouteAccess, B>(access: A, request: FastifyRequest, reply: FastifyReply): ApiCall<A, B> {
  // Fastify has replaced the body with its contract's parse; a route without a contract gets none.
  const body = request.routeOptions.schema?.body === undefined ? undefined : request.body;
  const call: { body: unknown; request: FastifyRequest; reply: FastifyReply; session?: Session; company?: CallCompany } = { body, request, reply };
  if (access !== 'public') {
    // The hook has run for this route; a missing session or company here is a bug, never a pass.
    if (request.session === null) throw new Error(`${request.method} ${request.url}: no session after the access hook.`);
    call.session = request.session;
    if (isCompanyAccess(access)) {
      if (request.company === null) throw new Error(`${request.method} ${request.url}: no company after the access hook.`);
      call.company = request.company;
    }
  }
  // TypeScript cannot narrow the conditional CallerOf<A> from these checks; they are what make it true.
  return call as unknown as ApiCall<A, B>;
}

/**
 * An API route: its access goes into the Fastify route config, where the one hook
 * (server/auth/access-hook.ts) enforces it, and its body contract into the route's schema, which
 * Fastify validates with; the handler gets the parsed body and the caller.
 */
export function apiRoute<const A extends RouteAccess, S extends z.ZodType | undefined, R, RS extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  spec: ApiRouteSpec<A, S, RS>,
  handle: (call: ApiCall<A, BodyOf<S>>) => Promise<AnswerOf<RS, R>>,
): void {
  const { usage } = spec;
  if (usage !== undefined && !isCompanyAccess(spec.access)) throw new Error(`${method} ${url}: usage is counted per company, so it needs a company's access.`);
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    ...(spec.body === undefined ? {} : { schema: { body: spec.body } }),
    config: {
      access: spec.access,
      ...(spec.response === undefined ? {} : { response: spec.response }),
      ...(spec.allowsInactive === undefined ? {} : { allowsInactive: spec.allowsInactive }),
    },
    ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
    handler: async (request, reply) => {
      const call = callOf<A, BodyOf<S>>(spec.access, request, reply);
      // callOf has checked that a company route has its company.
      const answer = await (usage !== undefined && request.company !== null ? withUsage({ companyId: request.company.id, suite: usage }, () => handle(call)) : handle(call));
      return answer instanceof StreamedJson ? reply.type('application/json; charset=utf-8').send(answer.stream) : answer;
    },
  });
}

export const apiPost = <const A extends RouteAccess, S extends z.ZodType | undefined, R, RS extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  url: string,
  spec: ApiRouteSpec<A, S, RS>,
  handle: (call: ApiCall<A, BodyOf<S>>) => Promise<AnswerOf<RS, R>>,
): void => apiRoute(app, 'POST', url, spec, handle);

export const apiGet = <const A extends RouteAccess, R, RS extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  url: string,
  spec: ApiRouteSpec<A, undefined, RS>,
  handle: (call: ApiCall<A, undefined>) => Promise<AnswerOf<RS, R>>,
): void => apiRoute(app, 'GET', url, spec, handle);
