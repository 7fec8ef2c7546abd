import fc from 'fast-check';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badBody, bodyRefusal } from './body-contract.ts';

/** What Fastify gets from the provider's validator for `data`: its issues, or none when the body passes. */
function issuesOf(schema: z.ZodType, data: unknown): FastifySchemaValidationError[] {
  const result = validatorCompiler({ schema, method: 'POST', url: '/api/test', httpPart: 'body' })(data);
  if (typeof result !== 'object' || result === null || !('error' in result) || result.error === undefined) return [];
  if (!Array.isArray(result.error)) throw new Error('the validator answered an Error, not its issues');
  return result.error;
}

const refusalOf = (schema: z.ZodType, data: unknown) => bodyRefusal(issuesOf(schema, data)[0]);

const settings = z.strictObject({
  user_id: z.number(),
  settings: z.strictObject({ dark_mode: z.boolean(), tours: z.array(z.string()).optional() }),
});

describe('a body that breaks its contract, as the API answers it', () => {
  it('names a nested field with dots, and the rule after it', () => {
    expect(refusalOf(settings, { user_id: 2, settings: { dark_mode: 'yes' } })).toEqual({
      field: 'settings.dark_mode',
      message: expect.stringMatching(/^settings\.dark_mode: .*boolean/u),
    });
  });

  it('names the index of a bad item in a list', () => {
    expect(refusalOf(settings, { user_id: 2, settings: { dark_mode: true, tours: ['a', 7] } }).field).toBe('settings.tours.1');
  });

  it('names a missing field', () => {
    expect(refusalOf(settings, { settings: { dark_mode: true } }).field).toBe('user_id');
  });

  it('names the first unknown field where it stands, and lists the others', () => {
    expect(refusalOf(settings, { user_id: 2, settings: { dark_mode: true, is_admin: true } })).toEqual({
      field: 'settings.is_admin',
      message: 'settings.is_admin: Unknown field',
    });
    expect(refusalOf(settings, { user_id: 2, settings: { dark_mode: true }, admin: 1, root: 2 })).toEqual({
      field: 'admin',
      message: 'admin: Unknown field; also unknown: root',
    });
  });

  it('names the body itself when it is not an object, or when no issue came', () => {
    expect(refusalOf(settings, ['a'])).toMatchObject({ field: 'body', message: expect.stringMatching(/^body: /u) });
    expect(bodyRefusal(undefined)).toEqual({ field: 'body', message: 'body: Invalid request body' });
  });

  it('names the field of the union shape the body came closest to', () => {
    const byIdOrName = z.union([
      z.strictObject({ company_id: z.number(), collection_id: z.number(), row_form: z.enum(['whole', 'compact']).optional() }),
      z.strictObject({ company_id: z.number(), name: z.string().min(1), row_form: z.enum(['whole', 'compact']).optional() }),
    ]);
    expect(refusalOf(byIdOrName, { company_id: 1, collection_id: 7, row_form: 'tiny' })).toMatchObject({ field: 'row_form', message: expect.stringMatching(/^row_form: .*compact/u) });
    expect(refusalOf(byIdOrName, { company_id: 1, name: '' }).field).toBe('name');
    expect(refusalOf(byIdOrName, { company_id: 'one', collection_id: 7 }).field).toBe('company_id');
    // A union of values keeps its own message.
    const wholeNumber = z.strictObject({ id: z.union([z.number(), z.string().regex(/^\d+$/u)], { error: 'Use a whole number such as 7.' }) });
    expect(refusalOf(wholeNumber, { id: true })).toEqual({ field: 'id', message: 'id: Use a whole number such as 7.' });
    // Inside an object, the union's own path comes first.
    expect(refusalOf(z.strictObject({ target: byIdOrName }), { target: { company_id: 1, collection_id: 'x' } }).field).toBe('target.collection_id');
  });

  it('is a 400 in the API error shape', () => {
    const error = badBody(issuesOf(settings, {}));
    expect(error.statusCode).toBe(400);
    expect(error.body).toEqual({ error: 'bad_request', field: 'user_id', message: expect.stringMatching(/^user_id: /u) });
  });

  it('lets a valid body through', () => {
    expect(issuesOf(settings, { user_id: 2, settings: { dark_mode: false } })).toEqual([]);
  });

  it('names the path of a wrong leaf at any depth, joined with dots', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/u);
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 6 }), (path) => {
        const schema = path.reduceRight<z.ZodType>((inner, name) => z.strictObject({ [name]: inner }), z.string());
        const data = path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), 42);
        const refusal = refusalOf(schema, data);
        return refusal.field === path.join('.') && refusal.message.startsWith(`${path.join('.')}: `);
      }),
    );
  });
});
