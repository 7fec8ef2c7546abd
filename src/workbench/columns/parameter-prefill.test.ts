import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customColumn } from './custom-columns.ts';
import { PARAMETER_KINDS, parameterColumn, suggestParameterValue } from './parameter-columns.ts';
import { parameterKindOf, parameterPrefill } from './parameter-prefill.ts';

describe('parameterKindOf', () => {
  it('recognises each parameter column by its entries, whatever its name', () => {
    for (const kind of PARAMETER_KINDS) {
      const column = parameterColumn(kind, 'de');
      expect(parameterKindOf({ ...column, text: 'Renamed' }, 'de')).toBe(kind);
    }
    expect(parameterKindOf(customColumn('Priority', 'dropdown', [{ id: 1, text: 'High', color: '#ff0000' }]), 'de')).toBeNull();
    expect(parameterKindOf(customColumn('Note', 'free'), 'de')).toBeNull();
  });
});

describe('parameterPrefill', () => {
  it('groups keywords by the question word they contain and leaves the others out', () => {
    const plan = parameterPrefill('question', ['wie lange glühwein', 'glühwein kaufen', 'was ist punsch', 'wie glühwein machen'], 'de');
    const wie = suggestParameterValue('question', 'wie lange glühwein', 'de');
    expect(plan.get(wie)).toEqual(['wie lange glühwein', 'wie glühwein machen']);
    expect([...plan.values()].flat()).not.toContain('glühwein kaufen');
  });

  it('puts every keyword with a suggestion under exactly that suggestion', () => {
    fc.assert(fc.property(fc.constantFrom(...PARAMETER_KINDS), fc.array(fc.string({ maxLength: 30 }), { maxLength: 30 }), (kind, keywords) => {
      const plan = parameterPrefill(kind, keywords, 'de');
      for (const [id, list] of plan) for (const keyword of list) expect(suggestParameterValue(kind, keyword, 'de')).toBe(id);
      const planned = [...plan.values()].flat().length;
      expect(planned).toBe(keywords.filter((k) => suggestParameterValue(kind, k, 'de') !== 0).length);
    }));
  });
});
