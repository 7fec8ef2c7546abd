import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { keywordRowArb } from '../../../tests/support/engine-arbitraries.ts';
import { cellNumber } from './cell-values.ts';
import type { ColumnDefinition } from './column-definition.ts';
import { setColumnActive } from './column-operations.ts';
import { customColumn } from './custom-columns.ts';
import { exportColumns, exportKindOf } from './export-columns.ts';
import { keywordColumns } from './keyword-columns.ts';

const defaults = keywordColumns({ months: ['202411'], amazon: false, ranking: true });
const euro = { rateUsdToEur: 0.9 };
const row: KeywordRow = {
  ...emptyKeywordRow('glühwein'),
  avgsv: 1000,
  search_volumes: Array.from({ length: 12 }, (_, i) => ({ year: 2024, month: i + 1, count: i === 5 ? null : 1000 * (i + 1) })),
  adwords_cpc_low: 0.333,
  adwords_competition: 12,
  keyword_difficulty: { text: 'easy', maximum: 100, color: '#6cbf3f', difficulty: 20.4 },
  ranking: { position: 4, datetime: '2026-01-01', color: null },
  custom_Status: 1,
};
const byHeader = (columns: ReturnType<typeof exportColumns>, header: string) => {
  const column = columns.find((c) => c.header === header);
  if (!column) throw new Error(`no export column ${header}`);
  return column;
};

describe('exportColumns', () => {
  it('exports the active columns in order, with their (renamed) titles and widths', () => {
    const columns = defaults.map((c) => (c.value === 'avgsv' ? { ...c, modifiedText: 'Volume' } : c));
    const exported = exportColumns(columns, euro);
    expect(exported.map((c) => c.header)).toEqual(columns.filter((c) => c.active).map((c) => c.modifiedText ?? c.text));
    expect(exported.map((c) => c.width)).toEqual(columns.filter((c) => c.active).map((c) => c.width));
    expect(exported.map((c) => c.header)).toContain('Volume');
  });

  it('writes numbers as numbers: CPC in euros to the cent as decimal, the rest as integers', () => {
    const columns = setColumnActive(setColumnActive(defaults, '202411', true), 'annualsv', true);
    const exported = exportColumns(columns, euro);
    expect(byHeader(exported, 'CPC low')).toMatchObject({ kind: 'decimal' });
    expect(byHeader(exported, 'CPC low').value(row)).toBe(0.3);
    expect(byHeader(exported, 'Competition').kind).toBe('integer');
    expect(byHeader(exported, 'Competition').value(row)).toBe(12);
    expect(byHeader(exported, 'Difficulty').value(row)).toBe(20);
    expect(byHeader(exported, 'Ranking').value(row)).toBe(4);
    expect(byHeader(exported, 'Nov 2024').value(row)).toBe(11000);
    expect(byHeader(exported, 'Annual volume').value(row)).toBeNull();
  });

  it('writes the trend as its 12 counts, texts as shown and missing values as empty cells', () => {
    const exported = exportColumns(defaults, euro);
    expect(byHeader(exported, 'Trend').value(row)).toBe('1.000 2.000 3.000 4.000 5.000 - 7.000 8.000 9.000 10.000 11.000 12.000');
    expect(byHeader(exported, 'Trend').value(emptyKeywordRow('x'))).toBeNull();
    expect(byHeader(exported, 'Keyword').value(row)).toBe('glühwein');
    expect(byHeader(exported, 'Keyword').value(emptyKeywordRow('-'))).toBe('-');
    expect(byHeader(exported, 'Category').value(row)).toBeNull();
    expect(byHeader(exported, 'Trend').kind).toBe('text');
  });

  it('writes a dropdown cell as its entry text', () => {
    const status = customColumn('Status', 'dropdown', [{ text: 'open', color: '#1c7ed6', id: 1 }]);
    const exported = exportColumns([...defaults, status, customColumn('Notes', 'free')], euro);
    expect(byHeader(exported, 'Status').value(row)).toBe('open');
    expect(byHeader(exported, 'Notes').value(row)).toBeNull();
    expect(exportKindOf(status)).toBe('text');
  });

  it('gives numbers for number kinds and text for text kinds, for any row', () => {
    const all: ColumnDefinition[] = defaults.map((c) => ({ ...c, active: true }));
    const exported = exportColumns(all, euro);
    fc.assert(
      fc.property(keywordRowArb, (r) => {
        exported.forEach((column, i) => {
          const value = column.value(r);
          if (value === null) return;
          if (column.kind === 'text') expect(typeof value).toBe('string');
          else {
            expect(typeof value).toBe('number');
            const source = all[i];
            if (source) expect(Math.abs((value as number) - (cellNumber(source, r, euro) ?? Number.NaN))).toBeLessThanOrEqual(0.5);
          }
        });
      }),
    );
  });
});
