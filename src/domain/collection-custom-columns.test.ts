import { NOTE_COLUMN, STATUS_COLUMN } from '../../tests/support/custom-column-fixtures.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCustomValue, clearedValues, customKey, withCustoms, withoutCleared, type CustomValues } from './collection-custom-columns.ts';
import { customColumnSchema, customColumnsSchema, type CustomColumn } from './contracts/collection-columns.ts';
import { emptyKeywordRow } from './keyword-row.ts';

const status = STATUS_COLUMN;
const note = NOTE_COLUMN;

describe('checkCustomValue', () => {
  it('takes an option id of a dropdown, and 0 or null as empty', () => {
    expect(checkCustomValue(status, 2)).toEqual({ ok: true, value: 2 });
    expect(checkCustomValue(status, 0)).toEqual({ ok: true, value: null });
    expect(checkCustomValue(status, null)).toEqual({ ok: true, value: null });
  });
  it('names the bad value and the column', () => {
    const unknown = checkCustomValue(status, 7);
    expect(unknown).toEqual({ ok: false, message: '7 is not an option of the dropdown column "Status" (its ids: 0, 1, 2).' });
    const text = checkCustomValue(status, 'Open');
    expect(text.ok || text.message).toContain('"Open" is text');
    const number = checkCustomValue(note, 3);
    expect(number.ok || number.message).toContain('free text column');
  });
  it('keeps free text up to 200 characters and empties on ""', () => {
    expect(checkCustomValue(note, 'x'.repeat(200))).toEqual({ ok: true, value: 'x'.repeat(200) });
    expect(checkCustomValue(note, '')).toEqual({ ok: true, value: null });
    const long = checkCustomValue(note, 'y'.repeat(201));
    expect(long.ok || long.message).toContain('has 201 characters');
  });
});

describe('clearedValues', () => {
  it('clears a removed column, a type switch and removed options', () => {
    const next: CustomColumn[] = [{ ...status, entries: status.entries.filter((e) => e.id !== 2) }, { name: 'Note', type: 'dropdown', entries: [{ id: 1, text: 'a', color: '#000000' }] }];
    expect(clearedValues([status, note], next)).toEqual([
      { column: 'Status', all: false, ids: [2] },
      { column: 'Note', all: true },
    ]);
    expect(clearedValues([status, note], [])).toEqual([{ column: 'Status', all: true }, { column: 'Note', all: true }]);
    expect(clearedValues([status, note], [status, note])).toEqual([]);
  });
  it('treats a new name as a new column: the old name loses its values', () => {
    expect(clearedValues([note], [{ ...note, name: 'note' }])).toEqual([{ column: 'Note', all: true }]);
  });
});

describe('withoutCleared and withCustoms', () => {
  it('drops cleared values and keeps the others', () => {
    const values: CustomValues = { Status: 2, Note: 'hi', Other: 1 };
    expect(withoutCleared(values, [{ column: 'Status', all: false, ids: [2] }, { column: 'Other', all: false, ids: [3] }])).toEqual({ Note: 'hi', Other: 1 });
    expect(withoutCleared(values, [{ column: 'Note', all: true }])).toEqual({ Status: 2, Other: 1 });
  });
  it('puts values on the row as custom_ keys and drops stale ones of the snapshot', () => {
    const row = { ...emptyKeywordRow('glühwein'), custom_Old: 'stale' };
    const merged = withCustoms(row, { Status: 1, Note: 'x' });
    expect(merged[customKey('Status')]).toBe(1);
    expect(merged.custom_Note).toBe('x');
    expect('custom_Old' in merged).toBe(false);
    expect(merged.keyword).toBe('glühwein');
  });
});

const entryArb = fc.record({ id: fc.integer({ min: 0, max: 8 }), text: fc.constantFrom('a', 'b', 'c'), color: fc.constant('#123456') });
const columnArb: fc.Arbitrary<CustomColumn> = fc.record({
  name: fc.constantFrom('A', 'B', 'C', 'D'),
  type: fc.constantFrom('dropdown' as const, 'free' as const),
  entries: fc.uniqueArray(entryArb, { selector: (e) => e.id, minLength: 1, maxLength: 6 }),
});
const columnsArb = fc.uniqueArray(columnArb, { selector: (c) => c.name, maxLength: 4 });
/** Values a keyword may hold under `columns`: only what checkCustomValue lets through. */
const valuesArb = (columns: CustomColumn[]): fc.Arbitrary<CustomValues> =>
  fc.tuple(...columns.map((column) => (column.type === 'dropdown' ? fc.option(fc.constantFrom(...column.entries.map((e) => e.id))) : fc.option(fc.string({ maxLength: 5 }))))).map((picked) => {
    const values: CustomValues = {};
    picked.forEach((value, index) => {
      const column = columns[index];
      if (!column || value === null) return;
      const checked = checkCustomValue(column, value);
      if (checked.ok && checked.value !== null) values[column.name] = checked.value;
    });
    return values;
  });

describe('properties', () => {
  it('after a column edit every remaining value is valid under the new columns, and valid ones are kept', () => {
    fc.assert(
      fc.property(
        columnsArb.chain((old) => fc.tuple(fc.constant(old), columnsArb, valuesArb(old))),
        ([old, next, values]) => {
          const after = withoutCleared(values, clearedValues(old, next));
          for (const [name, value] of Object.entries(values)) {
            const column = next.find((c) => c.name === name);
            const oldColumn = old.find((c) => c.name === name);
            const stillValid = column !== undefined && column.type === oldColumn?.type && checkCustomValue(column, value).ok;
            expect(name in after).toBe(stillValid);
            if (stillValid) expect(after[name]).toBe(value);
          }
        },
      ),
    );
  });
  it('an unchanged list clears nothing', () => {
    fc.assert(
      fc.property(columnsArb, (columns) => {
        expect(clearedValues(columns, columns)).toEqual([]);
      }),
    );
  });
  it('the column contract accepts the generated columns and refuses names equal regardless of case', () => {
    fc.assert(
      fc.property(columnsArb, (columns) => {
        expect(customColumnsSchema.safeParse(columns).success).toBe(columns.every((c) => customColumnSchema.safeParse(c).success));
        if (columns[0]) expect(customColumnsSchema.safeParse([...columns, { ...columns[0], name: columns[0].name.toLowerCase() }]).success).toBe(false);
      }),
    );
  });
});
