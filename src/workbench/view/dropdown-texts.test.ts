import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { dropdownText, withDropdownTexts } from './dropdown-texts.ts';

const priority = customColumn('Priority', 'dropdown', [
  { id: 0, text: '-', color: '#868e96' },
  { id: 1, text: 'High', color: '#e03131' },
  { id: 2, text: 'Low', color: '#2b8a3e' },
]);
const note = customColumn('Note', 'free');

describe('withDropdownTexts', () => {
  it('turns entry ids into texts and leaves free columns alone', () => {
    const rows = [
      { ...emptyKeywordRow('a'), custom_Priority: 1, custom_Note: 'x' },
      { ...emptyKeywordRow('b'), custom_Priority: 0 },
      { ...emptyKeywordRow('c'), custom_Priority: 9 },
      emptyKeywordRow('d'),
    ];
    const mapped = withDropdownTexts(rows, [...keywordColumns({ months: [], amazon: false, ranking: false }), priority, note]);
    expect(mapped.map((r) => r.custom_Priority)).toEqual(['High', null, null, null]);
    expect(mapped[0]?.custom_Note).toBe('x');
    expect(rows[0]?.custom_Priority).toBe(1);
  });

  it('returns the same rows when no dropdown exists', () => {
    const rows = [emptyKeywordRow('a')];
    expect(withDropdownTexts(rows, [note])).toBe(rows);
  });

  it('reads a text as its own entry', () => {
    expect(dropdownText(priority, 'Low')).toBe('Low');
    expect(dropdownText(priority, 'nope')).toBeNull();
  });
});
