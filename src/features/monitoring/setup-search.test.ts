import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSetupSearch } from './setup-search.ts';

describe('setup search params', () => {
  it('reads the project to edit, from a number or its text', () => {
    expect(parseSetupSearch({ edit: 4 })).toEqual({ edit: 4 });
    expect(parseSetupSearch({ edit: '12' })).toEqual({ edit: 12 });
  });

  it('drops anything that is no project id', () => {
    for (const edit of [0, -3, 1.5, '4a', '', null, undefined, {}]) expect(parseSetupSearch({ edit })).toEqual({});
  });

  it('never answers an id that is not a positive whole number', () => {
    fc.assert(fc.property(fc.anything(), (edit) => {
      const { edit: id } = parseSetupSearch({ edit });
      if (id !== undefined) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    }));
  });
});
