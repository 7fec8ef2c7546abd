import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSchema, operationIdOf, tagOf } from './openapi-document.ts';

describe('the API description helpers', () => {
  it('tags a call by the first part of its path that names a part of the API', () => {
    expect(tagOf('/api/brands/create')).toBe('brands');
    expect(tagOf('/api/v2/sources/')).toBe('sources');
    expect(tagOf('/api/v2/sources/dataforseo/historicalsv')).toBe('sources');
    expect(tagOf('/api/status')).toBe('status');
  });

  it('names each operation after its method and path', () => {
    expect(operationIdOf('POST', '/api/brands/create')).toBe('post_brands_create');
    expect(operationIdOf('GET', '/api/docs/openapi.json')).toBe('get_docs_openapi_json');
    expect(operationIdOf('POST', '/api/v2/sources/')).toBe('post_v2_sources');
  });

  it('writes a request contract as its input and an answer as its output, and leaves what JSON Schema cannot say open', () => {
    const contract = z.object({ id: z.string().transform((value) => Number(value)), at: z.date().optional() });
    expect(contractSchema(contract, 'input')).toMatchObject({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    expect(contractSchema(contract, 'input')).not.toHaveProperty('$schema');
    expect(() => contractSchema(contract, 'output')).not.toThrow();
  });
});
