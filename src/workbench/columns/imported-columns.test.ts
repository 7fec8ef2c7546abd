import { describe, expect, it } from 'vitest';
import type { StoredImportedValues } from '../../domain/contracts/imported-values.ts';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { cellText } from './cell-values.ts';
import { importedColumns, withImportedValues } from './imported-columns.ts';

const sets: StoredImportedValues[] = [
  { source: 'Semrush', entries: [{ keyword: 'glühwein kaufen', volume: { kind: 'value', value: 12000 }, cpc: { kind: 'value', value: 0.45 }, cpc_currency: 'USD' }, { keyword: 'punsch', volume: { kind: 'range', low: 10000, high: 100000 } }] },
  { source: 'Search Console', entries: [{ keyword: 'Glühwein  Kaufen', clicks: { kind: 'value', value: 120 }, url: 'https://example.de/gluehwein' }] },
];

describe('imported columns', () => {
  it('are one read-only column per source and field given, headed with the source', () => {
    const columns = importedColumns(sets);
    expect(columns.map((c) => c.text)).toEqual(['Imported volume (Semrush)', 'Imported CPC in USD (Semrush)', 'Imported clicks (Search Console)', 'Imported URL (Search Console)']);
    expect(columns.every((c) => c.custom && !c.modify)).toBe(true);
    // The whole header fits, currency and source included.
    expect(columns.find((c) => c.text === 'Imported CPC in USD (Semrush)')?.width).toBeGreaterThanOrEqual('Imported CPC in USD (Semrush)'.length * 10);
  });

  it('put the values on the rows of their keywords, in German numbers', () => {
    const rows = withImportedValues([emptyKeywordRow('glühwein kaufen'), emptyKeywordRow('punsch'), emptyKeywordRow('tee')], sets);
    const [volume, cpc, clicks, url] = importedColumns(sets);
    if (!volume || !cpc || !clicks || !url) throw new Error('columns missing');
    const [kaufen, punsch, tee] = rows;
    if (!kaufen || !punsch || !tee) throw new Error('rows missing');
    const context = { rateUsdToEur: null };
    expect(cellText(volume, kaufen, context)).toBe('12.000');
    expect(cellText(cpc, kaufen, context)).toBe('0,45');
    expect(cellText(clicks, kaufen, context)).toBe('120');
    expect(cellText(url, kaufen, context)).toBe('https://example.de/gluehwein');
    expect(cellText(volume, punsch, context)).toBe('10.000–100.000');
    expect(tee).toEqual(emptyKeywordRow('tee'));
  });

  it('name the CPC\'s currency in the header, or in each cell when the lines differ', () => {
    const cpc = (keyword: string, value: number, currency?: string) => ({ keyword, cpc: { kind: 'value' as const, value }, ...(currency ? { cpc_currency: currency } : {}) });
    const bare: StoredImportedValues[] = [{ source: 'Ahrefs', entries: [cpc('punsch', 0.8)] }];
    expect(importedColumns(bare).map((c) => c.text)).toEqual(['Imported CPC, currency not named (Ahrefs)']);
    const mixed: StoredImportedValues[] = [{ source: 'liste.csv', entries: [cpc('punsch', 0.8, 'EUR'), cpc('tee', 1.2, 'USD'), cpc('glühwein', 2)] }];
    const [column] = importedColumns(mixed);
    if (!column) throw new Error('column missing');
    expect(column.text).toBe('Imported CPC, several currencies (liste.csv)');
    const rows = withImportedValues([emptyKeywordRow('punsch'), emptyKeywordRow('tee'), emptyKeywordRow('glühwein')], mixed);
    expect(rows.map((row) => cellText(column, row, { rateUsdToEur: null }))).toEqual(['0,80 EUR', '1,20 USD', '2,00 (currency not named)']);
  });

  it('show every CPC with its cents, so a whole amount reads 6,00 beside 9,90; a position stays as written', () => {
    const values: StoredImportedValues[] = [{ source: 'Semrush', entries: [
      { keyword: 'punsch', cpc: { kind: 'value', value: 6 }, cpc_currency: 'EUR', position: { kind: 'value', value: 3 } },
      { keyword: 'tee', cpc: { kind: 'value', value: 9.9 }, cpc_currency: 'EUR', position: { kind: 'value', value: 3.4 } },
    ] }];
    const [cpc, position] = importedColumns(values);
    if (!cpc || !position) throw new Error('columns missing');
    const rows = withImportedValues([emptyKeywordRow('punsch'), emptyKeywordRow('tee')], values);
    expect(rows.map((row) => cellText(cpc, row, { rateUsdToEur: null }))).toEqual(['6,00', '9,90']);
    expect(rows.map((row) => cellText(position, row, { rateUsdToEur: null }))).toEqual(['3', '3,40']);
  });
});
