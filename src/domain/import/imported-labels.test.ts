import { describe, expect, it } from 'vitest';
import { formatImportedNumber, importedColumnLabel } from './imported-labels';

describe('imported labels', () => {
  it('name the source of every imported column', () => {
    expect(importedColumnLabel('volume', 'semrush', 'x.csv')).toBe('Imported volume (Semrush)');
    expect(importedColumnLabel('difficulty', 'ahrefs', 'x.csv')).toBe('Imported KD (Ahrefs)');
    expect(importedColumnLabel('url', 'file', 'liste.csv')).toBe('Imported URL (liste.csv)');
  });
  it('name the currency of an imported CPC, or say the file named none, so it never reads as euros', () => {
    expect(importedColumnLabel('cpc', 'semrush', 'x.csv', { kind: 'one', code: 'USD' })).toBe('Imported CPC in USD (Semrush)');
    expect(importedColumnLabel('cpc', 'keyword-planner', 'x.csv', { kind: 'several' })).toBe('Imported CPC, several currencies (Keyword Planner)');
    expect(importedColumnLabel('cpc', 'ahrefs', 'x.csv')).toBe('Imported CPC, currency not named (Ahrefs)');
    // Only the CPC is money.
    expect(importedColumnLabel('volume', 'semrush', 'x.csv', { kind: 'one', code: 'USD' })).toBe('Imported volume (Semrush)');
  });
  it('show values and ranges in German format without inventing a value', () => {
    expect(formatImportedNumber({ kind: 'value', value: 12000 }, 'volume')).toBe('12.000');
    expect(formatImportedNumber({ kind: 'value', value: 1.5 }, 'cpc')).toBe('1,50');
    expect(formatImportedNumber({ kind: 'value', value: 3.4 }, 'position')).toBe('3,40');
    expect(formatImportedNumber({ kind: 'value', value: 34 }, 'difficulty')).toBe('34');
    expect(formatImportedNumber({ kind: 'range', low: 100, high: 1000 }, 'volume')).toBe('100–1.000');
    expect(formatImportedNumber({ kind: 'range', low: null, high: 10 }, 'volume')).toBe('< 10');
    expect(formatImportedNumber({ kind: 'range', low: 1000000, high: null }, 'volume')).toBe('> 1.000.000');
  });
});
