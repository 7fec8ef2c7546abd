import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listnameSchema } from './contracts/brands.ts';
import { FALLBACK_LISTNAME, RESERVED_LISTNAMES, slugOf, uniqueListname } from './listname.ts';

describe('listname', () => {
  it('is a readable slug of the name', () => {
    expect(slugOf('Sportmarken 2026')).toBe('sportmarken-2026');
    expect(slugOf('  Müsli & Brötchen!  ')).toBe('muesli-broetchen');
    expect(slugOf('Café Crème')).toBe('cafe-creme');
    expect(slugOf('!!!')).toBe(FALLBACK_LISTNAME);
  });
  it('gets the smallest free number when the slug is taken', () => {
    expect(uniqueListname('Sportmarken', new Set())).toBe('sportmarken');
    expect(uniqueListname('Sportmarken', new Set(['sportmarken', 'sportmarken-2']))).toBe('sportmarken-3');
  });
  it('never gives a dashboard the chooser’s listname `all`', () => {
    expect(uniqueListname('All', new Set())).toBe('all-2');
    expect(uniqueListname(' ALL! ', new Set(['all-2']))).toBe('all-3');
  });
  it('property: always a valid listname the taken set does not hold', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }), (name, others) => {
        const taken = new Set([slugOf(name), ...others.map(slugOf)]);
        const listname = uniqueListname(name, taken);
        expect(taken.has(listname)).toBe(false);
        expect(RESERVED_LISTNAMES.has(listname)).toBe(false);
        expect(listnameSchema.safeParse(listname).success).toBe(true);
      }),
    );
  });
});
