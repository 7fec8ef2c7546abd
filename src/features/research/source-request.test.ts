import { describe, expect, it } from 'vitest';
import { sourceRequestSchema } from '../../domain/contracts/keyword-data.ts';
import { sourceQueryKey, sourceRequest } from './source-request.ts';

const session = { company: 3, user: 7 };
const market = { keyword: 'glühwein', location: 2276, language: 'de' };

describe('sourceRequest', () => {
  it('asks Ideas for the view and page, within the contract', () => {
    const request = sourceRequest({ request_type: 'ideas', ...market, view: 'related' }, session, 200);
    expect(request).toEqual({ company: 3, user: 7, request_type: 'ideas', options: { ...market, view: 'related', offset: 200, limit: 200 } });
    expect(sourceRequestSchema.safeParse(request).success).toBe(true);
  });

  it('pages Questions and sends Suggests its patterns without paging', () => {
    expect(sourceRequestSchema.parse(sourceRequest({ request_type: 'questions', ...market }, session, 0))).toMatchObject({ options: { offset: 0 } });
    const suggests = sourceRequest({ request_type: 'suggests', ...market, patterns: ['alphabet'] }, session, 0);
    expect(sourceRequestSchema.parse(suggests)).toEqual({ ...session, request_type: 'suggests', options: { ...market, patterns: ['alphabet'] } });
    expect(sourceRequest({ request_type: 'suggests', ...market }, session, 0).options).toEqual(market);
  });
});

describe('sourceQueryKey', () => {
  it('tells lookups apart by company, type, seed, market and view', () => {
    const key = (over: object) => JSON.stringify(sourceQueryKey({ request_type: 'ideas', ...market, view: 'matching', ...over }, 3));
    const keys = [key({}), key({ view: 'related' }), key({ keyword: 'punsch' }), key({ location: 2040 }), key({ language: 'en' }), key({ request_type: 'questions' })];
    expect(new Set(keys).size).toBe(keys.length);
    expect(JSON.stringify(sourceQueryKey({ request_type: 'ideas', ...market, view: 'matching' }, 4))).not.toBe(key({}));
  });
});
