import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnWidthChars, MAX_CELL_TEXT, numberFormatOf, sheetName, xlsxCellValue } from './xlsx-layout.ts';

describe('numberFormatOf', () => {
  it('gives locale-neutral grouping codes for numbers and none for text', () => {
    expect(numberFormatOf('integer')).toBe('#,##0');
    expect(numberFormatOf('decimal')).toBe('#,##0.00');
    expect(numberFormatOf('text')).toBeUndefined();
  });
});

describe('columnWidthChars', () => {
  it('turns pixels into characters at about 7 px each, clamped to 8–60', () => {
    expect(columnWidthChars(240)).toBe(34);
    expect(columnWidthChars(84)).toBe(12);
    expect(columnWidthChars(20)).toBe(8);
    expect(columnWidthChars(5000)).toBe(60);
    expect(columnWidthChars(Number.NaN)).toBe(8);
    expect(columnWidthChars(Number.POSITIVE_INFINITY)).toBe(60);
    expect(columnWidthChars(Number.NEGATIVE_INFINITY)).toBe(8);
  });

  it('always lies in 8–60 and grows with the pixels (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const width = columnWidthChars(a);
        expect(width).toBeGreaterThanOrEqual(8);
        expect(width).toBeLessThanOrEqual(60);
        expect(Number.isInteger(width)).toBe(true);
        expect(columnWidthChars(small)).toBeLessThanOrEqual(columnWidthChars(large));
      }),
    );
  });
});

describe('sheetName', () => {
  it('keeps a valid name and fixes what Excel refuses', () => {
    expect(sheetName('Winter sale')).toBe('Winter sale');
    expect(sheetName('a/b\\c:d*e?f[g]h')).toBe('a b c d e f g h');
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName('')).toBe('Keywords');
    expect(sheetName(' [] ')).toBe('Keywords');
    expect(sheetName('History')).toBe('Keywords');
    expect(sheetName('history')).toBe('Keywords');
    expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
  });

  it('does not split an emoji at the 31st character', () => {
    const name = `${'a'.repeat(30)}😀b`;
    expect(sheetName(name)).toBe('a'.repeat(30));
  });

  it('always gives a name Excel accepts (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (raw) => {
        const name = sheetName(raw);
        expect(name.length).toBeGreaterThanOrEqual(1);
        expect(name.length).toBeLessThanOrEqual(31);
        expect(name).not.toMatch(/[[\]:*?/\\]/);
        expect(name).not.toMatch(/^'|'$/);
        expect(name.toLowerCase()).not.toBe('history');
        expect(name).not.toMatch(/[\uD800-\uDBFF]$/);
        expect(sheetName(name)).toBe(name);
      }),
    );
  });
});

describe('xlsxCellValue', () => {
  it('keeps numbers and text, empties missing numbers and cuts text at Excel’s cell limit', () => {
    expect(xlsxCellValue(1234.5)).toBe(1234.5);
    expect(xlsxCellValue(-0)).toBe(-0);
    expect(xlsxCellValue('=1+1')).toBe('=1+1');
    expect(xlsxCellValue(null)).toBeNull();
    expect(xlsxCellValue(Number.NaN)).toBeNull();
    expect(xlsxCellValue(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(xlsxCellValue('x'.repeat(MAX_CELL_TEXT + 5))).toHaveLength(MAX_CELL_TEXT);
  });
});
