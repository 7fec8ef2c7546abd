import { describe, expect, it } from 'vitest';
import { emptyKeywordRow } from '../../domain/keyword-row.ts';
import { defaultResultColumns, resultColumns, resultRows, statusOfValue } from './result-rows.ts';

const result = { keyword: 'skihelm', row: { ...emptyKeywordRow('skihelm'), avgsv: 900 }, variants: ['Skihelm online kaufen | Demo Shop', 'Skihelm – Auswahl & Angebote'], text: 'Skihelm online kaufen | Demo Shop', status: 'accepted' as const, writer: 'rules' as const };

describe('result rows', () => {
  it('carry text, status, length, pixels, fit and the other variants', () => {
    const [row] = resultRows('title', [result]);
    expect(row).toMatchObject({ keyword: 'skihelm', avgsv: 900, custom_Text: result.text, custom_Status: 1, custom_Characters: 33, custom_Fits: 'yes', 'custom_Variant 2': 'Skihelm – Auswahl & Angebote', 'custom_Variant 3': null });
    expect(row?.custom_Pixels).toBeGreaterThan(300);
    expect(resultColumns('title').map((c) => c.text)).toEqual(['Text', 'Status', 'Characters', 'Pixels', 'Fits', 'Variant 2', 'Variant 3']);
    expect(resultColumns('faq').map((c) => c.text)).toEqual(['Text', 'Status', 'Characters', 'Fits']);
  });
  it('show the task\'s own columns first, then volume and trend, while the address names none', () => {
    expect(defaultResultColumns('outline')).toEqual(['custom_Text', 'custom_Status', 'custom_Characters', 'custom_Fits', 'avgsv', 'trend']);
    expect(defaultResultColumns('description').slice(0, 2)).toEqual(['custom_Text', 'custom_Status']);
  });
  it('leave an unwritten answer empty', () => {
    const [row] = resultRows('faq', [{ ...result, text: null, variants: [], status: 'open' }]);
    expect(row).toMatchObject({ custom_Text: null, custom_Status: null, custom_Characters: 0, custom_Fits: null });
  });
  it('read a Status value back', () => {
    expect(statusOfValue(1)).toBe('accepted');
    expect(statusOfValue(2)).toBe('rejected');
    expect(statusOfValue(null)).toBe('open');
    expect(statusOfValue(7)).toBeUndefined();
  });
});
