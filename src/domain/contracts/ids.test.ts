import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, wholeNumberSchema } from './ids.ts';

describe('idSchema', () => {
  it('takes whole numbers and strings of digits up to the largest integer column value', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses what a coercing schema turned into a number, and ids out of range', () => {
    for (const bad of [true, false, '1e0', ' 1 ', '0x1', '', null, 1.5, '-1', 0, MAX_ID + 1, `${MAX_ID + 1}`, [], {}]) {
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads every in-range whole number the same as a number and as digits', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => idSchema.parse(id) === id && idSchema.parse(String(id)) === id));
  });

  it('names the rule a value breaks', () => {
    const schema = wholeNumberSchema(0, 10);
    expect(schema.safeParse(11).error?.issues[0]?.message).toBe('Use at most 10.');
    expect(schema.safeParse(true).error?.issues[0]?.message).toBe('Use a whole number such as 7.');
  });
});
