import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { jsonInputProblem } from './json-input-check.ts';

/** Refuses, before access and contracts, a JSON body no field may hold (json-input-check.ts). */
export function refuseBadJsonInput(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const problem = jsonInputProblem(request.body);
    if (problem === null) return;
    const field = problem.field === '' ? 'body' : problem.field;
    throw new HttpError(400, { error: 'bad_request', field, message: `${field}: ${problem.rule}` });
  });
}
