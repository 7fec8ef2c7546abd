import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

/**
 * A refusal always names a field: the unknown key, the path of the first issue, or the body itself.
 * The provider keeps a zod issue's path only as `instancePath` (`/settings/dark_mode`); our answers
 * have always joined it with dots (`settings.dark_mode`), and the client and its tests read that.
 */
export function bodyRefusal(issue: FastifySchemaValidationError | undefined): { field: string; message: string } {
  if (issue === undefined) return { field: 'body', message: 'body: Invalid request body' };
  const path = issue.instancePath === '/' || issue.instancePath === '' ? [] : issue.instancePath.slice(1).split('/');
  const branch = closestBranch(issue);
  if (branch !== undefined) return bodyRefusal(asValidationError(branch, path));
  const keys = issue.params['keys'];
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const [first, ...rest] = keys.map(String);
    const field = [...path, first ?? ''].join('.');
    return { field, message: `${field}: Unknown field${rest.length > 0 ? `; also unknown: ${rest.join(', ')}` : ''}` };
  }
  const field = path.length > 0 ? path.join('.') : 'body';
  return { field, message: `${field}: ${issue.message ?? 'Invalid value'}` };
}

type BranchIssue = { code: string; path: ReadonlyArray<string | number>; message: string } & Record<string, unknown>;

function isBranchIssue(value: unknown): value is BranchIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { code, path, message } = value as Record<string, unknown>;
  return typeof code === 'string' && Array.isArray(path) && typeof message === 'string';
}

/**
 * A body that fits none of a union's shapes (a collection by id or by name) gets zod's "Invalid input"
 * with every shape's issues beside it. The caller meant the shape that came closest: one without an
 * unknown field (the other shape's key), with the fewest issues. Its first issue names the field.
 */
function closestBranch(issue: FastifySchemaValidationError): BranchIssue | undefined {
  const branches = issue.keyword === 'invalid_union' ? issue.params['errors'] : undefined;
  if (!Array.isArray(branches)) return undefined;
  const candidates = branches.filter((branch): branch is BranchIssue[] => Array.isArray(branch) && branch.length > 0 && branch.every(isBranchIssue));
  const rank = (branch: BranchIssue[]) => (branch.some((i) => i.code === 'unrecognized_keys') ? 1000 : 0) + branch.length;
  const closest = candidates.sort((a, b) => rank(a) - rank(b))[0]?.[0];
  // A union of values (a number, or digits as text) keeps its own message: its branches' issues name
  // nothing deeper than the union does.
  return closest !== undefined && closest.path.length > 0 ? closest : undefined;
}

/** A union branch's zod issue in the shape the provider gives Fastify, its path after the union's. */
function asValidationError(issue: BranchIssue, unionPath: readonly string[]): FastifySchemaValidationError {
  const { code, path, message, ...params } = issue;
  const full = [...unionPath, ...path.map(String)];
  return { keyword: code, instancePath: `/${full.join('/')}`, schemaPath: `#/${full.join('/')}/${code}`, message, params };
}

/** The 400 of a body that breaks its contract: the first issue, in the API's error shape. */
export const badBody = (issues: readonly FastifySchemaValidationError[]): HttpError =>
  new HttpError(400, { error: 'bad_request', ...bodyRefusal(issues[0]) });

/**
 * Fastify validates each route's body with its zod contract (`schema.body`) through the zod type
 * provider's validator, and hands the handler the parsed value. A refusal is the HttpError above, so
 * the app's error handler answers it as every other 400.
 */
export function validateBodiesWithContracts(api: FastifyInstance): void {
  api.setValidatorCompiler(validatorCompiler);
  api.setSchemaErrorFormatter((issues) => badBody(issues));
  // Without a body Fastify validates null; a body that is left out has always been read as `{}`, so a
  // call without one is refused by its first missing field, not by "expected object".
  api.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body !== undefined && (request.body === undefined || request.body === null)) request.body = {};
  });
}
