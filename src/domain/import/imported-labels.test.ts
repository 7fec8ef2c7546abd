import { describe, expect, it } from 'vitest';
import { formatImportedNumber, importedColumnLabel } from './imported-labels';

describe('imported labels', () => {
  it('name the source of every imported column', () => {
    expect(importedColumnLabel('volume', 'semrush', 'x.csv')).toBe('Imported volume (Semrush)');
    expect(importedColumnLabel('difficulty', 'ahrefs', 'x.csv')).toBe('Imported KD (Ahrefs)');
    expect(importedColumnLabel('url', 'file', 'liste.csv')).toBe('Imported URL (liste.csv)');
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
