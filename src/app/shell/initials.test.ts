import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Paula Power')).toBe('PP');
    expect(initials('Uwe  von Unbestaetigt')).toBe('UU');
    expect(initials('ida')).toBe('I');
    expect(initials('  ')).toBe('?');
  });
  it('is never longer than two characters and never empty', () => {
    fc.assert(fc.property(fc.string(), (name) => {
      const result = initials(name);
      return result.length >= 1 && [...result].length <= 2;
    }));
  });
});
