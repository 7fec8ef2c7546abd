import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NUMBER_ACTIONS, TEXT_ACTIONS } from '../../domain/filters.ts';
import { parseGermanNumber } from '../../domain/german-number-input.ts';
import { actionLabel, actionsFor, describeFilter, fieldTitle, formatFilterNumber, sameField, tidyTerms, type FilterFieldOption } from './filter-labels.ts';

const fields: FilterFieldOption[] = [
  { key: 'keyword', title: 'Keyword', field: 1, kind: 'text' },
  { key: 'avgsv', title: 'Avg. volume', field: 2, kind: 'number' },
  { key: 'custom_Priority', title: 'Priority', field: { custom: 'Priority' }, kind: 'text' },
];

describe('actionLabel and actionsFor', () => {
  it('names every action in English', () => {
    expect(TEXT_ACTIONS.map(actionLabel)).toEqual(['includes', 'excludes', 'is like', 'is not like']);
    expect(NUMBER_ACTIONS.map(actionLabel)).toEqual(['less than', 'greater than', 'equal to']);
  });
  it('offers text actions for text fields and number actions for numbers', () => {
    expect(actionsFor('text')).toEqual(TEXT_ACTIONS);
    expect(actionsFor('number')).toEqual(NUMBER_ACTIONS);
  });
});

describe('describeFilter', () => {
  it('reads as a sentence for text filters', () => {
    expect(describeFilter({ field: 1, action: 'includes', value: 'glühwein,punsch' }, fields)).toBe('Keyword includes glühwein, punsch');
    expect(describeFilter({ field: 1, action: 'not_like', value: ' *kaufen , ' }, fields)).toBe('Keyword is not like *kaufen');
  });
  it('formats numbers German style', () => {
    expect(describeFilter({ field: 2, action: 'greater', value: 1000 }, fields)).toBe('Avg. volume greater than 1.000');
    expect(describeFilter({ field: 2, action: 'equal', value: 0.25 }, fields)).toBe('Avg. volume equal to 0,25');
    expect(describeFilter({ field: 2, action: 'less', value: -1234.125 }, fields)).toBe('Avg. volume less than -1.234,125');
  });
  it('names custom columns by their option and falls back for unknown fields', () => {
    expect(describeFilter({ field: { custom: 'Priority' }, action: 'excludes', value: 'low' }, fields)).toBe('Priority excludes low');
    expect(fieldTitle({ custom: 'Gone' }, fields)).toBe('Gone');
    expect(fieldTitle(4, fields)).toBe('keyword_difficulty');
    expect(fieldTitle(99 as never, fields)).toBe('Field 99');
  });
});

describe('sameField', () => {
  it('compares ids and custom names', () => {
    expect(sameField(1, 1)).toBe(true);
    expect(sameField(1, 2)).toBe(false);
    expect(sameField({ custom: 'a' }, { custom: 'a' })).toBe(true);
    expect(sameField({ custom: 'a' }, { custom: 'b' })).toBe(false);
    expect(sameField(1, { custom: '1' })).toBe(false);
  });
});

describe('tidyTerms', () => {
  it('never leaves an empty term or stray spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (parts) => {
        const tidy = tidyTerms(parts.join(','));
        if (tidy === '') return;
        for (const term of tidy.split(', ')) {
          expect(term).not.toBe('');
          expect(term).toBe(term.trim());
        }
      }),
    );
  });
});

describe('formatFilterNumber', () => {
  it('reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (value) => {
        const text = formatFilterNumber(value);
        const parsed = parseGermanNumber(text);
        if (String(value).includes('e')) return; // tiny values fall back to two decimals
        expect(parsed).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
    );
  });
});
