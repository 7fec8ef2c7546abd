import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../number-format.ts';
import { currencyOfCell, currencyOfHeader, isCurrencyHeader, sharedCurrency } from './import-currency';
import { fileCpcCurrency, importedColumnLabel } from './imported-labels';
import { readKeywordImport } from './keyword-import';

describe('the currency a file names for its CPC', () => {
  it.each([
    ['CPC (USD)', 'USD'],
    ['CPC (EUR)', 'EUR'],
    ['Avg. CPC (in €)', 'EUR'],
    ['Kosten pro Klick (€)', 'EUR'],
    ['CPC ($)', 'USD'],
    ['cpc (gbp)', 'GBP'],
    ['CPC', null],
    ['KD (%)', null],
    ['Top of page bid (low range)', null],
  ])('header %s names %s', (header, code) => {
    expect(currencyOfHeader(header)).toBe(code);
  });

  it.each([
    ['1,20 €', 'EUR'],
    ['$0.45', 'USD'],
    ['EUR 2,10', 'EUR'],
    ['0,45 usd', 'USD'],
    ['£1.10', 'GBP'],
    ['0,45', null],
    ['12K', null],
    ['1,5 Mio', null],
    ['', null],
  ])('cell %s names %s', (cell, code) => {
    expect(currencyOfCell(cell)).toBe(code);
  });

  it('reads the sign of any German-formatted amount, before or after it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(['€', 'EUR'] as const, ['$', 'USD'] as const, ['£', 'GBP'] as const), (cents, [sign, code]) => {
      const amount = formatNumber(cents / 100, 2);
      expect(currencyOfCell(`${amount} ${sign}`)).toBe(code);
      expect(currencyOfCell(`${sign}${amount}`)).toBe(code);
    }));
  });

  it('knows Keyword Planner\'s Currency column in English and German', () => {
    expect(isCurrencyHeader('Currency')).toBe(true);
    expect(isCurrencyHeader('Währung')).toBe(true);
    expect(isCurrencyHeader('CPC')).toBe(false);
  });

  it('says whether values share one currency, several or none', () => {
    expect(sharedCurrency(['USD', 'USD'])).toEqual({ kind: 'one', code: 'USD' });
    expect(sharedCurrency(['USD', 'EUR'])).toEqual({ kind: 'several' });
    expect(sharedCurrency(['USD', null])).toEqual({ kind: 'several' });
    expect(sharedCurrency([null, undefined])).toEqual({ kind: 'none' });
    expect(sharedCurrency([])).toEqual({ kind: 'none' });
  });
});

describe('an imported CPC column', () => {
  it('takes the currency from the Semrush header, never showing a bare CPC', () => {
    const file = readKeywordImport('Keyword,Volume,CPC (USD)\nglühwein kaufen,12000,0.45\npunsch,10,\n');
    expect(file.rows.map((row) => row.currency)).toEqual(['USD', null]);
    expect(importedColumnLabel('cpc', file.tool, 'semrush.csv', fileCpcCurrency(file))).toBe('Imported CPC in USD (Semrush)');
  });

  it('takes each line\'s currency from Keyword Planner\'s Currency column, which is no tag', () => {
    const planner = 'Keyword Stats 2026-11-01\nAll locations\nKeyword\tCurrency\tAvg. monthly searches\tAvg. CPC\nglühwein\tEUR\t10K – 100K\t1,20\npunsch\tEUR\t1K – 10K\t0,80\n';
    const file = readKeywordImport(planner);
    expect(file.tool).toBe('keyword-planner');
    expect(file.rows.map((row) => [row.keyword, row.currency, row.others])).toEqual([['glühwein', 'EUR', []], ['punsch', 'EUR', []]]);
    expect(importedColumnLabel('cpc', file.tool, 'planner.csv', fileCpcCurrency(file))).toBe('Imported CPC in EUR (Keyword Planner)');
  });

  it('takes the currency a cell writes, and says so when the lines differ or name none', () => {
    const signs = readKeywordImport('keyword;cpc\nglühwein;1,20 €\npunsch;0,80 USD\n');
    expect(signs.rows.map((row) => row.currency)).toEqual(['EUR', 'USD']);
    expect(importedColumnLabel('cpc', signs.tool, 'liste.csv', fileCpcCurrency(signs))).toBe('Imported CPC, several currencies (liste.csv)');
    const bare = readKeywordImport('Keyword,Volume,KD,CPC\nglühwein,12000,34,0.45\n');
    expect(bare.rows[0]?.currency).toBeNull();
    expect(importedColumnLabel('cpc', bare.tool, 'ahrefs.csv', fileCpcCurrency(bare))).toBe('Imported CPC, currency not named (Ahrefs)');
  });
});
