/**
 * Export files shaped like the tools' own (header rows, title lines, number styles and encodings as
 * the tools write them), made in code for the import tests.
 */
import type { Separator } from '../../src/domain/import/csv-records.ts';
import type { ImportTool } from '../../src/domain/import/import-headers.ts';

export type FixtureEncoding = 'utf-8' | 'utf-8 with BOM' | 'utf-16le with BOM' | 'utf-16be with BOM';
export const FIXTURE_ENCODINGS: readonly FixtureEncoding[] = ['utf-8', 'utf-8 with BOM', 'utf-16le with BOM', 'utf-16be with BOM'];

export type FixtureLocale = 'en' | 'de';

interface ToolShape {
  readonly titleLines: readonly string[];
  readonly headers: Record<FixtureLocale, readonly string[]>;
  /** One data row per locale; cells in the order of the headers. */
  readonly rows: Record<FixtureLocale, readonly (readonly string[])[]>;
}

export const TOOL_SHAPES: Record<Exclude<ImportTool, 'file'>, ToolShape> = {
  semrush: {
    titleLines: [],
    headers: {
      en: ['Keyword', 'Intent', 'Volume', 'Keyword Difficulty', 'CPC (USD)', 'Competitive Density', 'SERP Features'],
      de: ['Keyword', 'Intent', 'Volume', 'Keyword Difficulty', 'CPC (EUR)', 'Competitive Density', 'SERP Features'],
    },
    rows: {
      en: [['laufschuhe damen', 'Commercial, Transactional', '12,000', '34', '1.5', '1.00', 'Image pack, Reviews'], ['trailrunning schuhe', 'Informational', '880', '21', '0.95', '0.8', '']],
      de: [['laufschuhe damen', 'Commercial, Transactional', '12.000', '34', '1,5', '1,00', 'Image pack, Reviews'], ['trailrunning schuhe', 'Informational', '880', '21', '0,95', '0,8', '']],
    },
  },
  ahrefs: {
    titleLines: [],
    headers: {
      en: ['#', 'Keyword', 'Country', 'Difficulty', 'Volume', 'CPC', 'CPS', 'Parent Keyword', 'Global volume'],
      de: ['#', 'Keyword', 'Country', 'KD', 'Volume', 'CPC', 'CPS', 'Parent Keyword', 'Global volume'],
    },
    rows: {
      en: [['1', 'laufschuhe damen', 'de', '34', '12000', '1.5', '1.1', 'laufschuhe', '51000'], ['2', 'trailrunning schuhe', 'de', '21', '880', '0.95', '', 'trailschuhe', '1200']],
      de: [['1', 'laufschuhe damen', 'de', '34', '12000', '1,5', '1,1', 'laufschuhe', '51000'], ['2', 'trailrunning schuhe', 'de', '21', '880', '0,95', '', 'trailschuhe', '1200']],
    },
  },
  'keyword-planner': {
    titleLines: ['Keyword Stats 2026-06-09 at 21_25_18', '"May 1, 2025 - April 30, 2026"'],
    headers: {
      en: ['Keyword', 'Currency', 'Avg. monthly searches', 'Three month change', 'YoY change', 'Competition', 'Competition (indexed value)', 'Top of page bid (low range)', 'Top of page bid (high range)'],
      de: ['Keyword', 'Währung', 'Durchschnittl. Suchanfragen pro Monat', 'Änderung im Dreimonatszeitraum', 'Änderung gegenüber Vorjahr', 'Wettbewerb', 'Wettbewerb (indexierter Wert)', 'Gebot für Anzeigen oben auf der Seite (unterer Bereich)', 'Gebot für Anzeigen oben auf der Seite (oberer Bereich)'],
    },
    rows: {
      en: [['laufschuhe damen', 'EUR', '12,000', '0%', '22%', 'High', '100', '0.45', '1.50'], ['trailrunning schuhe', 'EUR', '100 – 1K', '', '', 'Low', '12', '0.30', '0.95']],
      de: [['laufschuhe damen', 'EUR', '12.000', '0 %', '22 %', 'Hoch', '100', '0,45', '1,50'], ['trailrunning schuhe', 'EUR', '100 – 1.000', '', '', 'Niedrig', '12', '0,30', '0,95']],
    },
  },
  'search-console': {
    titleLines: [],
    headers: {
      en: ['Top queries', 'Clicks', 'Impressions', 'CTR', 'Position'],
      de: ['Häufigste Suchanfragen', 'Klicks', 'Impressionen', 'CTR', 'Position'],
    },
    rows: {
      en: [['laufschuhe damen', '1,234', '12,000', '10.28%', '3.4'], ['trailrunning schuhe', '12', '880', '1.36%', '11.5']],
      de: [['laufschuhe damen', '1.234', '12.000', '10,28 %', '3,4'], ['trailrunning schuhe', '12', '880', '1,36 %', '11,5']],
    },
  },
};

function field(cell: string, separator: Separator): string {
  return cell.includes(separator) || cell.includes('"') || cell.includes('\n') ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function exportText(tool: Exclude<ImportTool, 'file'>, locale: FixtureLocale, separator: Separator): string {
  const shape = TOOL_SHAPES[tool];
  const lines = [...shape.titleLines, ...[shape.headers[locale], ...shape.rows[locale]].map((row) => row.map((cell) => field(cell, separator)).join(separator))];
  return `${lines.join('\r\n')}\r\n`;
}

export function encode(text: string, encoding: FixtureEncoding): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (encoding === 'utf-8 with BOM') return new TextEncoder().encode(`\uFEFF${text}`);
  const bytes = new Uint8Array(2 + text.length * 2);
  const bigEndian = encoding === 'utf-16be with BOM';
  const put = (index: number, unit: number) => {
    bytes[index] = bigEndian ? unit >> 8 : unit & 0xff;
    bytes[index + 1] = bigEndian ? unit & 0xff : unit >> 8;
  };
  put(0, 0xfeff);
  for (let i = 0; i < text.length; i++) put(2 + i * 2, text.charCodeAt(i));
  return bytes;
}
