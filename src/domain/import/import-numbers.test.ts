import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnDecimalMark, markOfCell, parseImportNumber, type DecimalMark, type ImportNumber, type NumberKind } from './import-numbers';

const value = (v: number): ImportNumber => ({ kind: 'value', value: v });
const range = (low: number | null, high: number | null): ImportNumber => ({ kind: 'range', low, high });

describe('parseImportNumber', () => {
  const table: readonly (readonly [string, NumberKind, DecimalMark, ImportNumber])[] = [
    ['12.000', 'count', ',', value(12000)],
    ['12.000', 'count', '.', value(12000)],
    ['12,000', 'count', ',', value(12000)],
    ['12,000', 'count', '.', value(12000)],
    ['1.234.567', 'count', ',', value(1234567)],
    ['1,234,567', 'count', '.', value(1234567)],
    ['12 000', 'count', ',', value(12000)],
    ['0', 'count', '.', value(0)],
    ['1,5', 'decimal', ',', value(1.5)],
    ['1.5', 'decimal', '.', value(1.5)],
    ['1.234,5', 'decimal', '.', value(1234.5)],
    ['1,234.5', 'decimal', ',', value(1234.5)],
    ['12.000', 'decimal', ',', value(12000)],
    ['12.000', 'decimal', '.', value(12)],
    ['0,45', 'decimal', ',', value(0.45)],
    ['45.61%', 'decimal', '.', value(45.61)],
    ['5,2 %', 'decimal', ',', value(5.2)],
    ['1,20 €', 'decimal', ',', value(1.2)],
    ['$0.45', 'decimal', '.', value(0.45)],
    ['EUR 2,10', 'decimal', ',', value(2.1)],
    ['12K', 'count', '.', value(12000)],
    ['1,5K', 'count', ',', value(1500)],
    ['1.2M', 'count', '.', value(1200000)],
    ['3 Tsd.', 'count', ',', value(3000)],
    ['<10', 'count', ',', range(null, 10)],
    ['< 10', 'count', '.', range(null, 10)],
    ['>1M', 'count', '.', range(1000000, null)],
    ['10K – 100K', 'count', ',', range(10000, 100000)],
    ['1K–10K', 'count', '.', range(1000, 10000)],
    ['100 - 1K', 'count', '.', range(100, 1000)],
    ['10.000 – 100.000', 'count', ',', range(10000, 100000)],
    ['', 'count', '.', { kind: 'empty' }],
    ['-', 'decimal', ',', { kind: 'empty' }],
    ['n/a', 'decimal', ',', { kind: 'empty' }],
    ['abc', 'count', '.', { kind: 'invalid', reason: '“abc” is not a number' }],
    ['12,5', 'count', ',', { kind: 'invalid', reason: '“12,5” is not a whole number' }],
    ['-3', 'count', '.', { kind: 'invalid', reason: '“-3” is below zero' }],
    ['100K – 10K', 'count', '.', { kind: 'invalid', reason: '“100K – 10K” is a range from high to low' }],
    ['1.23.4', 'decimal', '.', { kind: 'invalid', reason: '“1.23.4” is not a number' }],
  ];
  it.each(table)('%s as %s with mark %s', (cell, kind, mark, expected) => {
    expect(parseImportNumber(cell, kind, mark)).toEqual(expected);
  });

  const formats: Record<DecimalMark, Intl.NumberFormat> = {
    ',': new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }),
    '.': new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
  };
  it('reads back any number written in German or English style (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom<DecimalMark>(',', '.'), fc.boolean(), (cents, mark, grouped) => {
        const number = cents / 100;
        const written = grouped ? formats[mark].format(number) : formats[mark].format(number).replace(/[.,](?=\d{3}(?:\D|$))/gu, '');
        expect(parseImportNumber(written, 'decimal', mark)).toEqual(value(Math.round(number * 100) / 100));
      }),
    );
  });
  it('reads whole counts the same in either style and never invents a value for a range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom<DecimalMark>(',', '.'), (count, width, mark) => {
        expect(parseImportNumber(formats[','].format(count), 'count', mark)).toEqual(value(count));
        expect(parseImportNumber(formats['.'].format(count), 'count', mark)).toEqual(value(count));
        const parsed = parseImportNumber(`${count} – ${count + width}`, 'count', mark);
        expect(parsed).toEqual(range(count, count + width));
      }),
    );
  });
  it('gives a value, a range, empty or a reason for any cell and never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom<NumberKind>('count', 'decimal'), fc.constantFrom<DecimalMark>(',', '.'), (cell, kind, mark) => {
        const parsed = parseImportNumber(cell, kind, mark);
        if (parsed.kind === 'value') expect(Number.isFinite(parsed.value)).toBe(true);
        if (parsed.kind === 'value' && kind === 'count') expect(Number.isInteger(parsed.value) && parsed.value >= 0).toBe(true);
      }),
    );
  });
});

describe('decimal mark of a column', () => {
  it('is what the unambiguous cells show, else the fallback', () => {
    expect(markOfCell('1,5')).toBe(',');
    expect(markOfCell('1.234,5')).toBe(',');
    expect(markOfCell('12.000')).toBeNull();
    expect(markOfCell('1.234.567')).toBe(',');
    expect(columnDecimalMark(['12.000', '0,45', '1,20'], '.')).toBe(',');
    expect(columnDecimalMark(['12.000', '3'], ',')).toBe(',');
    expect(columnDecimalMark(['12.000', '3'], '.')).toBe('.');
  });
});
