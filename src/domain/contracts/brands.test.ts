import { describe, expect, it } from 'vitest';
import { DUPLICATE_BRAND, EMPTY_BRAND_NAME, NO_BRANDS, TOO_MANY_BRANDS } from '../brand-input.ts';
import { TOO_MANY_WORDS } from '../phrase-validation.ts';
import { brandCreateRequestSchema, brandExpandRequestSchema, brandIndexLink, listnameSchema } from './brands.ts';

const base = { company_id: 1, name: 'Sportmarken', location: 2276, language: 'de' };
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('brands contract', () => {
  it('takes a dashboard with brands and their keywords; keywords default to none', () => {
    const parsed = brandCreateRequestSchema.parse({ ...base, brands: [{ name: 'nike', keywords: ['nike schuhe'] }, { name: 'adidas' }] });
    expect(parsed.brands[1]?.keywords).toEqual([]);
  });
  it('names the rule a bad brand list breaks', () => {
    expect(messages(brandCreateRequestSchema.safeParse({ ...base, brands: [] }))).toEqual([`brands: ${NO_BRANDS}`]);
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `b${i}` }));
    expect(messages(brandCreateRequestSchema.safeParse({ ...base, brands: many }))).toEqual([`brands: ${TOO_MANY_BRANDS}`]);
    expect(messages(brandCreateRequestSchema.safeParse({ ...base, brands: [{ name: ' ' }] }))).toEqual([`brands.0.name: ${EMPTY_BRAND_NAME}`]);
    expect(messages(brandCreateRequestSchema.safeParse({ ...base, brands: [{ name: 'a b c d e f g h i j k' }] }))).toEqual([`brands.0.name: ${TOO_MANY_WORDS}`]);
    expect(messages(brandCreateRequestSchema.safeParse({ ...base, brands: [{ name: 'nike' }, { name: 'NIKE' }] }))).toEqual([`brands.1.name: ${DUPLICATE_BRAND}`]);
    expect(messages(brandExpandRequestSchema.safeParse({ company_id: 1, location: 2276, language: 'de', brands: ['nike', ''] }))).toEqual([`brands.1: ${EMPTY_BRAND_NAME}`]);
  });
  it('links to the index by listname', () => {
    expect(brandIndexLink('sportmarken')).toBe('/brand-index/sportmarken');
    expect(listnameSchema.safeParse('Sport Marken').success).toBe(false);
  });
});
