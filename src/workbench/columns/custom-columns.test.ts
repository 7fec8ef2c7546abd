import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnDefinitionSchema, type CustomEntry } from './column-definition.ts';
import { customColumn, entryById, nextEntryId, validateColumnName, validateCustomColumn, validateEntries } from './custom-columns.ts';
import { keywordColumns } from './keyword-columns.ts';

const defaults = keywordColumns({ months: ['202411'], amazon: false, ranking: false });
const entries: CustomEntry[] = [
  { text: 'open', color: '#1c7ed6', id: 1 },
  { text: 'done', color: '#2f9e44', id: 2 },
];

describe('customColumn', () => {
  it('builds a dropdown column keyed custom_{name} with a custom filter field', () => {
    const column = customColumn('  Priorität ', 'dropdown', entries);
    expect(column).toMatchObject({
      value: 'custom_Priorität',
      text: 'Priorität',
      custom: true,
      active: true,
      sortable: true,
      canBeModified: true,
      group: null,
      filter_attributes: { field: { custom: 'Priorität' }, kind: 'text' },
      customOptions: { type: 'dropdown', entries },
    });
    expect(columnDefinitionSchema.safeParse(column).success).toBe(true);
  });

  it('keeps no entries for a free column and trims dropdown entry texts', () => {
    expect(customColumn('Notes', 'free', entries).customOptions).toEqual({ type: 'free', entries: [] });
    expect(customColumn('S', 'dropdown', [{ text: ' a ', color: '#000000', id: 3 }]).customOptions?.entries).toEqual([{ text: 'a', color: '#000000', id: 3 }]);
  });
});

describe('validateColumnName', () => {
  it('accepts a new name of 1–40 characters', () => {
    expect(validateColumnName('Priority', defaults)).toBeNull();
    expect(validateColumnName('x'.repeat(40), defaults)).toBeNull();
  });

  it('names the bad input: empty, too long, taken (ignoring case, by title, rename or custom name)', () => {
    expect(validateColumnName('   ', defaults)).toBe('Enter a name for the column.');
    expect(validateColumnName('y'.repeat(41), defaults)).toBe(`The name "${'y'.repeat(41)}" is longer than 40 characters.`);
    expect(validateColumnName(' trend ', defaults)).toBe('A column named "trend" already exists.');
    const renamed = defaults.map((c) => (c.value === 'avgsv' ? { ...c, modifiedText: 'Volume' } : c));
    expect(validateColumnName('VOLUME', renamed)).toBe('A column named "VOLUME" already exists.');
    expect(validateColumnName('Avg. volume', renamed)).toBe('A column named "Avg. volume" already exists.');
    const withCustom = [...defaults, { ...customColumn('Status', 'free'), modifiedText: 'State' }];
    expect(validateColumnName('status', withCustom)).toBe('A column named "status" already exists.');
  });

  it('refuses any name whose trimmed, lower-cased form an existing title has', () => {
    fc.assert(
      fc.property(fc.constantFrom(...defaults), fc.constantFrom('', ' ', '  '), (column, pad) => {
        expect(validateColumnName(`${pad}${column.text.toUpperCase()}${pad}`, defaults)).not.toBeNull();
      }),
    );
  });
});

describe('validateEntries', () => {
  it('accepts 1–30 distinct entries with hex colours and unique whole ids', () => {
    expect(validateEntries(entries)).toBeNull();
    const thirty = Array.from({ length: 30 }, (_, i) => ({ text: `e${i}`, color: '#ABCDEF', id: i }));
    expect(validateEntries(thirty)).toBeNull();
  });

  it('names the first problem', () => {
    expect(validateEntries([])).toBe('A dropdown column needs at least one entry.');
    const many = Array.from({ length: 31 }, (_, i) => ({ text: `e${i}`, color: '#abcdef', id: i }));
    expect(validateEntries(many)).toBe('A dropdown column has at most 30 entries, not 31.');
    expect(validateEntries([{ text: ' ', color: '#000000', id: 1 }])).toBe('Entry 1 has no text.');
    expect(validateEntries([{ text: 'z'.repeat(41), color: '#000000', id: 1 }])).toBe(`The entry "${'z'.repeat(41)}" is longer than 40 characters.`);
    expect(validateEntries([{ text: 'a', color: 'blue', id: 1 }])).toBe('The colour "blue" of the entry "a" is not written #rrggbb.');
    expect(validateEntries([{ text: 'a', color: '#fff', id: 1 }])).toBe('The colour "#fff" of the entry "a" is not written #rrggbb.');
    expect(validateEntries([{ text: 'a', color: '#000000', id: 1.5 }])).toBe('The id 1.5 of the entry "a" is not a whole number of 0 or more.');
    expect(validateEntries([{ text: 'a', color: '#000000', id: -1 }])).toBe('The id -1 of the entry "a" is not a whole number of 0 or more.');
    expect(validateEntries([...entries, { text: 'later', color: '#000000', id: 2 }])).toBe('The id 2 is used by more than one entry.');
    expect(validateEntries([...entries, { text: 'OPEN', color: '#000000', id: 3 }])).toBe('The entry "OPEN" appears more than once.');
  });

  it('fails exactly when two entries share an id', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 30 }), (ids) => {
        const list = ids.map((id, i) => ({ text: `t${i}`, color: '#123456', id }));
        expect(validateEntries(list) === null).toBe(new Set(ids).size === ids.length);
      }),
    );
  });
});

describe('validateCustomColumn', () => {
  it('checks the name against the table and the entries of a dropdown', () => {
    expect(validateCustomColumn(customColumn('Priority', 'dropdown', entries), defaults)).toBeNull();
    expect(validateCustomColumn(customColumn('Priority', 'dropdown', []), defaults)).toBe('A dropdown column needs at least one entry.');
    expect(validateCustomColumn(customColumn('Peak', 'free'), defaults)).toBe('A column named "Peak" already exists.');
    expect(validateCustomColumn(customColumn('', 'free'), defaults)).toBe('Enter a name for the column.');
    const avgsv = defaults.find((c) => c.value === 'avgsv');
    expect(avgsv && validateCustomColumn(avgsv, defaults)).toBe('The column "Avg. volume" is not a custom column.');
  });
});

describe('entryById and nextEntryId', () => {
  const column = customColumn('Status', 'dropdown', entries);

  it('finds the entry of a stored id, given as a number or a numeric string', () => {
    expect(entryById(column, 2)?.text).toBe('done');
    expect(entryById(column, ' 1 ')?.text).toBe('open');
    expect(entryById(column, 3)).toBeNull();
    expect(entryById(column, null)).toBeNull();
    expect(entryById(column, '')).toBeNull();
    expect(entryById(column, 'open')).toBeNull();
    expect(entryById(customColumn('Notes', 'free'), 1)).toBeNull();
  });

  it('hands out an id above every id in use', () => {
    expect(nextEntryId([])).toBe(1);
    expect(nextEntryId(entries)).toBe(3);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 })), (ids) => {
        const next = nextEntryId(ids.map((id) => ({ text: 'x', color: '#000000', id })));
        expect(ids.includes(next)).toBe(false);
        expect(next).toBeGreaterThan(0);
      }),
    );
  });
});
