import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGermanNumber } from './german-number-input.ts';
import { formatNumber } from './number-format.ts';

const valueOf = (text: string): number | null => {
  const parsed = parseGermanNumber(text);
  return parsed.ok ? parsed.value : null;
};

describe('parseGermanNumber', () => {
  it.each([
    ['1.000', 1000],
    ['1000', 1000],
    ['1.234,5', 1234.5],
    ['0,25', 0.25],
    ['-3', -3],
    [' 1 000 ', 1000],
    ['1\u00a0234,50', 1234.5],
    ['\u22127,5', -7.5],
    ['+12', 12],
    ['1.000.000', 1_000_000],
    ['-0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(valueOf(text)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(valueOf('-0,00'), 0)).toBe(true);
  });

  it.each(['1,2,3', 'abc', '1.5', '1.00', '12.3456', ',5', '1,', '--1', '1-', '1e3', '0x10', '1.000,2.3'])('rejects %j naming it', (text) => {
    const parsed = parseGermanNumber(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toBe(`"${text}" is not a number; write e.g. 1.000 or 0,25`);
  });

  it('rejects an empty or blank input with an explanation', () => {
    for (const text of ['', '   ']) {
      const parsed = parseGermanNumber(text);
      expect(parsed).toEqual({ ok: false, message: 'The value is empty; write e.g. 1.000 or 0,25' });
    }
  });

  it('rejects a number too large to hold', () => {
    const parsed = parseGermanNumber('9'.repeat(400));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/too large/u);
  });

  it('reads back every integer that formatNumber writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(valueOf(formatNumber(n, 0))).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it('reads back every 2-decimal value that formatNumber writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const value = cents / 100;
        expect(valueOf(formatNumber(value, 2))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('accepts any plain digit run and rejects anything holding a letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/u), (digits) => {
        expect(valueOf(digits)).toBe(Number(digits));
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'x', 'e', '€', '%'), fc.string(), (before, letter, after) => {
        expect(parseGermanNumber(`${before}${letter}${after}`).ok).toBe(false);
      }),
    );
  });
});
