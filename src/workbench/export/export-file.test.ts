import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName, fileSlug } from './export-file.ts';

const day = new Date(2026, 10, 23, 23, 59);

describe('exportFileName', () => {
  it('joins the slug, the local date and the extension', () => {
    expect(exportFileName('Winter Sale', 'csv', day)).toBe('winter-sale-2026-11-23.csv');
    expect(exportFileName('Winter Sale', 'xlsx', new Date(2026, 0, 5, 0, 0))).toBe('winter-sale-2026-01-05.xlsx');
  });

  it('spells out German letters and drops other accents', () => {
    expect(exportFileName('Glühwein & Äpfel: Größe', 'xlsx', day)).toBe('gluehwein-aepfel-groesse-2026-11-23.xlsx');
    expect(fileSlug('STRAẞE Crème brûlée')).toBe('strasse-creme-brulee');
  });

  it('falls back to "keywords" when nothing usable is left', () => {
    expect(fileSlug('')).toBe('keywords');
    expect(fileSlug('  ?!/ ')).toBe('keywords');
    expect(fileSlug('日本語')).toBe('keywords');
  });

  it('cuts long names and never ends on a hyphen', () => {
    const slug = fileSlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });

  it('always gives a safe slug of lowercase letters, digits and single inner hyphens (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (base) => {
        const slug = fileSlug(base);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
        expect(fileSlug(slug)).toBe(slug);
      }),
    );
  });
});
