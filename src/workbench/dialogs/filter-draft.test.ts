import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Filter } from '../../domain/filters.ts';
import { addFilter, buildFilter, initialDraft, removeFilterAt, withField } from './filter-draft.ts';
import type { FilterFieldOption } from './filter-labels.ts';

const fields: FilterFieldOption[] = [
  { key: 'keyword', title: 'Keyword', field: 1, kind: 'text' },
  { key: 'avgsv', title: 'Avg. volume', field: 2, kind: 'number' },
  { key: 'custom_Note', title: 'Note', field: { custom: 'Note' }, kind: 'text' },
];

describe('initialDraft and withField', () => {
  it('starts on the first field with its first action', () => {
    expect(initialDraft(fields)).toEqual({ fieldKey: 'keyword', action: 'includes', value: '' });
    expect(initialDraft([])).toEqual({ fieldKey: '', action: 'includes', value: '' });
  });
  it('keeps a fitting action and the typed value', () => {
    const draft = { fieldKey: 'keyword', action: 'excludes' as const, value: 'abc' };
    expect(withField(draft, fields, 'custom_Note')).toEqual({ fieldKey: 'custom_Note', action: 'excludes', value: 'abc' });
  });
  it('switches to the first action of the new kind', () => {
    const draft = { fieldKey: 'keyword', action: 'excludes' as const, value: '1.000' };
    expect(withField(draft, fields, 'avgsv')).toEqual({ fieldKey: 'avgsv', action: 'less', value: '1.000' });
  });
  it('ignores an unknown field', () => {
    const draft = initialDraft(fields);
    expect(withField(draft, fields, 'nope')).toBe(draft);
  });
});

describe('buildFilter', () => {
  it('builds the issue example text filter', () => {
    expect(buildFilter({ fieldKey: 'keyword', action: 'includes', value: 'glühwein, punsch' }, fields)).toEqual({
      ok: true,
      filter: { field: 1, action: 'includes', value: 'glühwein, punsch' },
    });
  });
  it('builds the issue example number filter', () => {
    expect(buildFilter({ fieldKey: 'avgsv', action: 'greater', value: '1.000' }, fields)).toEqual({
      ok: true,
      filter: { field: 2, action: 'greater', value: 1000 },
    });
  });
  it('keeps a custom field as it is', () => {
    const result = buildFilter({ fieldKey: 'custom_Note', action: 'like', value: '*a*' }, fields);
    expect(result).toEqual({ ok: true, filter: { field: { custom: 'Note' }, action: 'like', value: '*a*' } });
  });
  it('explains a bad number instead of dropping it', () => {
    expect(buildFilter({ fieldKey: 'avgsv', action: 'less', value: '1,2,3' }, fields)).toEqual({
      ok: false,
      message: '"1,2,3" is not a number; write e.g. 1.000 or 0,25',
    });
  });
  it('asks for a term when only commas and spaces were typed', () => {
    const result = buildFilter({ fieldKey: 'keyword', action: 'excludes', value: ' , ,' }, fields);
    expect(result.ok).toBe(false);
  });
  it('refuses an unknown field and an action of the wrong kind', () => {
    expect(buildFilter({ fieldKey: 'x', action: 'includes', value: 'a' }, fields)).toEqual({ ok: false, message: 'Choose a field to filter.' });
    expect(buildFilter({ fieldKey: 'avgsv', action: 'includes', value: 'a' }, fields)).toEqual({
      ok: false,
      message: 'Choose a condition for Avg. volume.',
    });
  });
  it('gives a text filter whenever some term is not blank', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = buildFilter({ fieldKey: 'keyword', action: 'includes', value }, fields);
        const hasTerm = value.split(',').some((t) => t.trim() !== '');
        expect(result.ok).toBe(hasTerm);
      }),
    );
  });
});

describe('addFilter and removeFilterAt', () => {
  const a: Filter = { field: 1, action: 'includes', value: 'x' };
  const b: Filter = { field: 2, action: 'greater', value: 3 };
  it('appends a new filter and keeps one copy of a repeated one', () => {
    expect(addFilter([a], b)).toEqual([a, b]);
    expect(addFilter([a, b], { field: 2, action: 'greater', value: 3 })).toEqual([a, b]);
    expect(addFilter([a], { field: 1, action: 'excludes', value: 'x' })).toHaveLength(2);
  });
  it('removes exactly the filter at the index', () => {
    expect(removeFilterAt([a, b], 0)).toEqual([b]);
    expect(removeFilterAt([a, b], 5)).toEqual([a, b]);
  });
});
