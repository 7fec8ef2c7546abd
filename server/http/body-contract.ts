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
  const keys = issue.params['keys'];
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const [first, ...rest] = keys.map(String);
    const field = [...path, first ?? ''].join('.');
    return { field, message: `${field}: Unknown field${rest.length > 0 ? `; also unknown: ${rest.join(', ')}` : ''}` };
  }
  const field = path.length > 0 ? path.join('.') : 'body';
  return { field, message: `${field}: ${issue.message ?? 'Invalid value'}` };
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
