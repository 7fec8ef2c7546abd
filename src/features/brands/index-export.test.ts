import { describe, expect, it } from 'vitest';
import type { BrandIndexSeries } from '../../domain/contracts/brands.ts';
import { readXlsx } from '../../../tests/support/export-fixtures.ts';
import { indexCsv, indexTable, indexXlsx } from './index-export.ts';

function brand(id: number, name: string, shares: (number | null)[], volumes: (number | null)[]): BrandIndexSeries {
  return {
    brand_id: id,
    name,
    position: id - 1,
    volumes,
    shares,
    volume_change: { month: { current: null, previous: null, change: null }, twelve_months: { current: null, previous: null, change: null } },
    share_change: null,
    seasonality: { seasonal: false, peak: null, season: null },
  };
}

const index = {
  months: ['202410', '202411'],
  totals: [4000, null],
  brands: [brand(1, 'adidas', [0.25, null], [1000, null]), brand(2, '=nike', [0.75, null], [3000, null])],
};

describe('indexTable', () => {
  it('has a month column, share and volume per brand, and the total', () => {
    const table = indexTable(index);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Month', 'adidas share of search (%)', 'adidas search volume', '=nike share of search (%)', '=nike search volume', 'All brands search volume',
    ]);
    expect(table.rows).toEqual([
      ['Oct 2024', 25, 1000, 75, 3000, 4000],
      ['Nov 2024', null, null, null, null, null],
    ]);
  });
});

describe('indexCsv', () => {
  it('writes German Excel CSV: BOM, semicolons, decimal commas, empty missing cells, guarded formulas', () => {
    const csv = indexCsv(indexTable(index));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Month;adidas share of search (%);adidas search volume;'=nike share of search (%);'=nike search volume;All brands search volume",
      'Oct 2024;25,00;1000;75,00;3000;4000',
      'Nov 2024;;;;;',
      '',
    ]);
  });
});

describe('indexXlsx', () => {
  it('round-trips through ExcelJS with numbers as numbers', async () => {
    const workbook = await readXlsx(await indexXlsx(indexTable(index), 'Sportmarken'));
    const [sheet] = workbook.worksheets;
    expect(sheet?.name).toBe('Sportmarken');
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Oct 2024', 25, 1000, 75, 3000, 4000]);
    expect(sheet?.getRow(3).getCell(2).value).toBeNull();
  });
});
