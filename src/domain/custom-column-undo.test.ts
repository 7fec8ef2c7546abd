import { NOTE_COLUMN, STATUS_COLUMN } from '../../tests/support/custom-column-fixtures.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_COLUMNS_MAX, type CustomColumn } from './contracts/collection-columns.ts';
import { removeCustomColumnWithValues, restoreRemovedCustomColumn } from './custom-column-undo.ts';
import { emptyKeywordRow, type KeywordRow } from './keyword-row.ts';

const status = STATUS_COLUMN;
const note = NOTE_COLUMN;
const owner: CustomColumn = { name: 'Owner', type: 'free', entries: [] };

function row(keyword: string, customs: Record<string, number | string | null>): KeywordRow {
  const r = emptyKeywordRow(keyword);
  for (const [name, value] of Object.entries(customs)) r[`custom_${name}`] = value;
  return r;
}

describe('removeCustomColumnWithValues', () => {
  const rows = [
    row('glühwein', { Status: 2, Note: 'x' }),
    row('punsch', { Status: 0 }),
    row('tee', { Status: null }),
    row('kakao', { Status: 9 }),
    row('zimt', {}),
    row('met', { Status: 1 }),
  ];

  it('takes the column out and keeps its place and every stored value', () => {
    const result = removeCustomColumnWithValues([note, status, owner], 'status', rows);
    expect(result).toEqual({
      ok: true,
      columns: [note, owner],
      removed: { column: status, index: 1, values: [{ keyword: 'glühwein', value: 2 }, { keyword: 'met', value: 1 }] },
    });
  });

  it('leaves out empty cells, the "-" entry and values the server would refuse', () => {
    const result = removeCustomColumnWithValues([status], 'Status', rows);
    expect(result.ok && result.removed.values.map((v) => v.keyword)).toEqual(['glühwein', 'met']);
    const free = removeCustomColumnWithValues([note], 'Note', [row('a', { Note: '' }), row('b', { Note: 3 }), row('c', { Note: 'keep' })]);
    expect(free.ok && free.removed.values).toEqual([{ keyword: 'c', value: 'keep' }]);
  });

  it('names a column that is not there', () => {
    expect(removeCustomColumnWithValues([note], 'Status', rows)).toEqual({ ok: false, error: 'There is no custom column "Status" to remove.' });
  });
});

describe('restoreRemovedCustomColumn', () => {
  it('puts the column back where it was', () => {
    const removal = removeCustomColumnWithValues([note, status, owner], 'Status', []);
    if (!removal.ok) throw new Error(removal.error);
    expect(restoreRemovedCustomColumn(removal.columns, removal.removed)).toEqual({ ok: true, columns: [note, status, owner] });
  });

  it('puts it last when the list got shorter', () => {
    const removal = removeCustomColumnWithValues([note, owner, status], 'Status', []);
    if (!removal.ok) throw new Error(removal.error);
    expect(restoreRemovedCustomColumn([note], removal.removed)).toEqual({ ok: true, columns: [note, status] });
  });

  it('refuses when the name was taken again, in any case', () => {
    const removal = removeCustomColumnWithValues([status], 'Status', []);
    if (!removal.ok) throw new Error(removal.error);
    const again: CustomColumn = { name: 'STATUS', type: 'free', entries: [] };
    const result = restoreRemovedCustomColumn([again], removal.removed);
    expect(result).toEqual({ ok: false, error: 'A column named "Status" was added since; remove or rename it, then undo again.' });
  });

  it('refuses when the list is full', () => {
    const full = Array.from({ length: CUSTOM_COLUMNS_MAX }, (_, i): CustomColumn => ({ name: `C${i}`, type: 'free', entries: [] }));
    const result = restoreRemovedCustomColumn(full, { column: status, index: 0, values: [] });
    expect(result.ok || result.error).toContain(`already has ${CUSTOM_COLUMNS_MAX} custom columns`);
  });

  it('undoes any removal from any list exactly (property)', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[A-Za-z]{1,8}$/u), { minLength: 1, maxLength: CUSTOM_COLUMNS_MAX, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() });
    fc.assert(
      fc.property(names, fc.nat(), (list, pick) => {
        const columns = list.map((name): CustomColumn => ({ name, type: 'free', entries: [] }));
        const target = columns[pick % columns.length];
        if (!target) return;
        const removal = removeCustomColumnWithValues(columns, target.name, []);
        if (!removal.ok) throw new Error(removal.error);
        expect(removal.columns).toHaveLength(columns.length - 1);
        expect(restoreRemovedCustomColumn(removal.columns, removal.removed)).toEqual({ ok: true, columns });
      }),
    );
  });
});
