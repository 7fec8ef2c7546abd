import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_HEADERS_BYTES, savedHeadersSchema, type SavedHeaders } from '../../domain/contracts/user-settings.ts';
import { defaultColumns, shapedColumnsArb } from '../../../tests/support/column-arbitraries.ts';
import type { ColumnDefinition } from './column-definition.ts';
import { moveColumn, renameColumn, resizeColumn, setColumnActive } from './column-operations.ts';
import { customColumn } from './custom-columns.ts';
import { applyLayout, fitsSavedHeaders, layoutOf, readLayout, savedHeadersBytes, tableLayoutSchema, writeLayout, type TableLayout } from './table-layout.ts';

const values = (columns: readonly ColumnDefinition[]): string[] => columns.map((c) => c.value);
const renamed = (columns: ColumnDefinition[], value: string, text: string): ColumnDefinition[] => {
  const change = renameColumn(columns, value, text);
  if (!change.ok) throw new Error(change.error);
  return change.columns;
};

describe('applyLayout', () => {
  it('gives the defaults without a layout', () => {
    expect(applyLayout(defaultColumns(), null)).toEqual(defaultColumns());
  });

  it('restores order, visibility, widths, renames and custom columns', () => {
    let columns = moveColumn(defaultColumns(), 'trend', 5);
    columns = setColumnActive(columns, 'peak', true);
    columns = resizeColumn(columns, 'avgsv', 333);
    columns = renamed(columns, 'cats', 'Kategorie');
    columns = [...columns, customColumn('Status', 'free')];
    expect(applyLayout(defaultColumns(), layoutOf(columns))).toEqual(columns);
  });

  it('places a column the layout does not know after its default predecessor', () => {
    const old = moveColumn(defaultColumns(['202411', '202410']), 'season', -10);
    const now = defaultColumns(['202412', '202411', '202410']);
    const applied = applyLayout(now, layoutOf(old));
    const seasonAt = values(applied).indexOf('season');
    expect(values(applied)[seasonAt + 1]).toBe('202412');
    expect(values(applied).slice(-3)).toEqual(['202411', '202410', 'amazon_search_volume']);
  });

  it('drops entries of columns that no longer exist and keeps the keyword column first', () => {
    const layout: TableLayout = {
      version: 1,
      columns: [
        { value: 'avgsv', active: false, width: 150, modifiedText: null, modifiedTooltip: null },
        { value: '202001', active: true, width: 100, modifiedText: null, modifiedTooltip: null },
        { value: 'keyword', active: false, width: 400, modifiedText: 'Phrase', modifiedTooltip: null },
        { value: 'avgsv', active: true, width: 90, modifiedText: null, modifiedTooltip: null },
      ],
      customColumns: [],
    };
    const applied = applyLayout(defaultColumns(), layout);
    expect(values(applied).slice(0, 2)).toEqual(['keyword', 'avgsv']);
    expect(values(applied)).not.toContain('202001');
    expect(applied[0]).toMatchObject({ active: true, width: 400, modifiedText: 'Phrase' });
    expect(applied[1]).toMatchObject({ active: false, width: 150 });
    expect(applied).toHaveLength(defaultColumns().length);
  });

  it('puts a saved custom column the order leaves out at the end, and lets a default column win a clash', () => {
    const status = customColumn('Status', 'free');
    const clash = { ...customColumn('x', 'free'), value: 'avgsv' };
    const layout: TableLayout = { version: 1, columns: [], customColumns: [status, clash] };
    const applied = applyLayout(defaultColumns(), layout);
    expect(values(applied)).toEqual([...values(defaultColumns()), 'custom_Status']);
    expect(applied.find((c) => c.value === 'avgsv')?.custom).toBe(false);
  });

  it('round-trips any shaped column list through its layout', () => {
    fc.assert(
      fc.property(shapedColumnsArb, (columns) => {
        expect(applyLayout(defaultColumns(), layoutOf(columns))).toEqual(columns);
      }),
    );
  });

  it('round-trips through saved_headers as JSON', () => {
    fc.assert(
      fc.property(shapedColumnsArb, (columns) => {
        const saved = writeLayout({ other: { keep: true } }, 'research', layoutOf(columns));
        const wire = savedHeadersSchema.parse(JSON.parse(JSON.stringify(saved)));
        expect(wire['other']).toEqual({ keep: true });
        expect(applyLayout(defaultColumns(), readLayout(wire, 'research'))).toEqual(columns);
      }),
    );
  });

  it('keeps the keyword column first and every default column exactly once for any layout', () => {
    const entryArb = fc.record({
      value: fc.constantFrom(...values(defaultColumns()), 'custom_Status', 'gone', '201901'),
      active: fc.boolean(),
      width: fc.integer({ min: -10, max: 2000 }),
      modifiedText: fc.constantFrom(null, 'A', 'Keyword'),
      modifiedTooltip: fc.constantFrom(null, 'T'),
    });
    const layoutArb = fc.record({
      version: fc.constant(1 as const),
      columns: fc.array(entryArb, { maxLength: 30 }),
      customColumns: fc.subarray([customColumn('Status', 'free'), customColumn('Prio', 'dropdown', [{ text: 'a', color: '#000000', id: 1 }])]),
    });
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const applied = applyLayout(defaultColumns(), layout);
        expect(applied[0]?.value).toBe('keyword');
        expect(applied[0]?.active).toBe(true);
        expect(new Set(values(applied)).size).toBe(applied.length);
        expect([...values(applied)].sort()).toEqual([...values(defaultColumns()), ...layout.customColumns.map((c) => c.value)].sort());
        for (const column of applied) {
          expect(column.width).toBeGreaterThanOrEqual(60);
          expect(column.width).toBeLessThanOrEqual(800);
        }
      }),
    );
  });
});

describe('layoutOf', () => {
  it('gives a layout the schema accepts, with only custom columns in full', () => {
    const columns = [...defaultColumns(), customColumn('Status', 'free')];
    const layout = layoutOf(columns);
    expect(tableLayoutSchema.safeParse(layout).success).toBe(true);
    expect(layout.customColumns.map((c) => c.value)).toEqual(['custom_Status']);
    expect(layout.columns).toHaveLength(columns.length);
  });
});

describe('readLayout', () => {
  const layout = layoutOf(defaultColumns());

  it('reads a stored layout, also when it was saved as a JSON string', () => {
    expect(readLayout({ research: layout }, 'research')).toEqual(layout);
    expect(readLayout({ research: JSON.stringify(layout) }, 'research')).toEqual(layout);
  });

  it('gives null, never a throw, for anything unreadable', () => {
    const broken: SavedHeaders[] = [
      {},
      { research: '{not json' },
      { research: 42 },
      { research: null },
      { research: { ...layout, version: 2 } },
      { research: { version: 1, columns: [{ value: 'avgsv' }], customColumns: [] } },
      { research: { version: 1, columns: [], customColumns: [{ value: 'x' }] } },
    ];
    for (const saved of broken) expect(readLayout(saved, 'research')).toBeNull();
    expect(readLayout(null, 'research')).toBeNull();
    expect(readLayout(undefined, 'research')).toBeNull();
    expect(readLayout({ research: layout }, 'constructor')).toBeNull();
  });
});

describe('writeLayout and the size limit', () => {
  it('replaces one table and keeps the others, without changing the given record', () => {
    const before: SavedHeaders = { a: 1, research: 'old' };
    const after = writeLayout(before, 'research', layoutOf(defaultColumns()));
    expect(after['a']).toBe(1);
    expect(before['research']).toBe('old');
    expect(readLayout(after, 'research')).toEqual(layoutOf(defaultColumns()));
    expect(writeLayout(null, 't', layoutOf([]))).toEqual({ t: { version: 1, columns: [], customColumns: [] } });
  });

  it('refuses a table key the server would refuse', () => {
    expect(() => writeLayout({}, '', layoutOf([]))).toThrow(RangeError);
    expect(() => writeLayout({}, 'k'.repeat(101), layoutOf([]))).toThrow(RangeError);
  });

  it('measures the record in UTF-8 bytes of its JSON, as the server does', () => {
    expect(savedHeadersBytes({ ä: 'ö' })).toBe(Buffer.byteLength(JSON.stringify({ ä: 'ö' })));
    expect(fitsSavedHeaders(writeLayout({}, 'research', layoutOf(defaultColumns())))).toBe(true);
    expect(fitsSavedHeaders({ big: 'x'.repeat(MAX_SAVED_HEADERS_BYTES) })).toBe(false);
  });
});
