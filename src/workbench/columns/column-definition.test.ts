import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  columnDefinitionSchema,
  columnTitle,
  columnTooltip,
  customNameOf,
  isMonthColumn,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  type ColumnDefinition,
} from './column-definition.ts';
import { customColumn } from './custom-columns.ts';
import { keywordColumns } from './keyword-columns.ts';
import { parameterColumn } from './parameter-columns.ts';

const defaults = keywordColumns({ months: ['202411', '202410'], amazon: true, ranking: true });
const avgsv = defaults.find((c) => c.value === 'avgsv') as ColumnDefinition;

describe('columnDefinitionSchema', () => {
  it('accepts every built-in, custom and parameter column', () => {
    const columns = [...defaults, customColumn('Priorität', 'free'), parameterColumn('question', 'de')];
    for (const column of columns) expect(columnDefinitionSchema.safeParse(column).success, column.value).toBe(true);
  });

  it('rejects a colour that is not #rrggbb, a width outside 60–800 and a filter field id outside FIELD_IDS', () => {
    const dropdown = customColumn('Status', 'dropdown', [{ text: 'open', color: '#12ab3f', id: 1 }]);
    const badColour = { ...dropdown, customOptions: { type: 'dropdown', entries: [{ text: 'open', color: 'red', id: 1 }] } };
    expect(columnDefinitionSchema.safeParse(dropdown).success).toBe(true);
    expect(columnDefinitionSchema.safeParse(badColour).success).toBe(false);
    expect(columnDefinitionSchema.safeParse({ ...avgsv, width: 59 }).success).toBe(false);
    expect(columnDefinitionSchema.safeParse({ ...avgsv, width: 801 }).success).toBe(false);
    expect(columnDefinitionSchema.safeParse({ ...avgsv, filter_attributes: { field: 13, kind: 'number' } }).success).toBe(false);
    expect(columnDefinitionSchema.safeParse({ ...avgsv, filter_attributes: { field: 11, kind: 'number' } }).success).toBe(true);
    expect(columnDefinitionSchema.safeParse({ ...avgsv, align: 'justify' }).success).toBe(false);
  });
});

describe('titles and tooltips', () => {
  it('show the rename when there is one, else the default', () => {
    expect(columnTitle(avgsv)).toBe('Avg. volume');
    expect(columnTitle({ ...avgsv, modifiedText: 'Volume' })).toBe('Volume');
    expect(columnTooltip(avgsv)).toBe(avgsv.tooltip);
    expect(columnTooltip({ ...avgsv, modifiedTooltip: 'Mine' })).toBe('Mine');
  });
});

describe('customNameOf and isMonthColumn', () => {
  it('name a custom column by its value without the prefix, and only custom columns', () => {
    expect(customNameOf(customColumn('Priorität', 'free'))).toBe('Priorität');
    expect(customNameOf(avgsv)).toBeNull();
    expect(isMonthColumn(defaults.find((c) => c.value === '202411') as ColumnDefinition)).toBe(true);
    expect(isMonthColumn(avgsv)).toBe(false);
  });
});

describe('clampWidth', () => {
  it('keeps whole widths in range, rounds, clamps and maps non-finite widths to the minimum', () => {
    expect(clampWidth(120)).toBe(120);
    expect(clampWidth(120.6)).toBe(121);
    expect(clampWidth(10)).toBe(MIN_COLUMN_WIDTH);
    expect(clampWidth(5000)).toBe(MAX_COLUMN_WIDTH);
    expect(clampWidth(Number.NaN)).toBe(MIN_COLUMN_WIDTH);
    expect(clampWidth(Number.POSITIVE_INFINITY)).toBe(MIN_COLUMN_WIDTH);
  });

  it('always gives a whole width in range, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double(), (w) => {
        const c = clampWidth(w);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
        expect(c).toBeLessThanOrEqual(MAX_COLUMN_WIDTH);
        expect(clampWidth(c)).toBe(c);
      }),
    );
  });
});
