import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import type { ExportColumn } from './export-column.ts';
import { htmlText, spreadsheetCopy, tsvText } from './spreadsheet-copy.ts';
import { exportColumns, exportRow, keywordColumn } from '../../../tests/support/export-fixtures.ts';

/**
 * Reads pasted text the way Excel and Google Sheets do: rows end at CRLF or LF, cells at a tab; a cell
 * that opens with a quote runs to the next lone quote, `""` standing for one quote; a leading apostrophe
 * marks text and is not part of the cell. Throws on text a spreadsheet would read differently.
 */
function readPaste(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endCell = (raw: string) => row.push(raw.startsWith("'") ? raw.slice(1) : raw);
  while (i <= text.length) {
    let raw = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('quote never closed');
        if (text[i] === '"' && text[i + 1] === '"') {
          raw += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else raw += text[i++];
      }
      if (i < text.length && !['\t', '\r', '\n'].includes(text[i] ?? '')) throw new Error(`text after a closing quote at ${i}`);
    } else {
      while (i < text.length && !['\t', '\r', '\n'].includes(text[i] ?? '')) {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted cell at ${i}`);
        raw += text[i++];
      }
    }
    endCell(raw);
    if (text[i] === '\t') i += 1;
    else {
      rows.push(row);
      row = [];
      if (i >= text.length) break;
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    }
  }
  return rows;
}

/** The cells of the HTML flavour, unescaped, `<br>` read back as a line break. */
function readHtml(html: string): string[][] {
  const unescape = (cell: string) =>
    cell.replace(/<br[^>]*>/gu, '\n').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return [...html.matchAll(/<tr>(.*?)<\/tr>/gsu)].map((tr) => [...(tr[1] ?? '').matchAll(/<t[hd]>(.*?)<\/t[hd]>/gsu)].map((cell) => unescape(cell[1] ?? '')));
}

const germanNumber = (text: string) => Number(text.replace(',', '.'));

describe('spreadsheetCopy', () => {
  it('writes a header row and the rows, tab-separated, numbers German without grouping, missing values empty', () => {
    const copy = spreadsheetCopy(exportColumns, [exportRow('laufschuhe damen', 1234567, 1.5, 'Mode > Schuhe'), exportRow('glühwein', null, null)]);
    expect(copy.text).toBe('Keyword\tØ Suchvolumen\tCPC (€)\tKategorie; Pfad\r\nlaufschuhe damen\t1234567\t1,50\tMode > Schuhe\r\nglühwein\t\t\t');
    expect(readHtml(copy.html)).toEqual([
      ['Keyword', 'Ø Suchvolumen', 'CPC (€)', 'Kategorie; Pfad'],
      ['laufschuhe damen', '1234567', '1,50', 'Mode > Schuhe'],
      ['glühwein', '', '', ''],
    ]);
    expect(copy.html).toContain('<thead><tr><th>Keyword</th>');
    expect(copy.html).toContain('Mode &gt; Schuhe');
  });

  it('keeps the columns in the order given and writes only the header for no rows', () => {
    const copy = spreadsheetCopy([...exportColumns].reverse(), []);
    expect(copy.text).toBe('Kategorie; Pfad\tCPC (€)\tØ Suchvolumen\tKeyword');
    expect(readHtml(copy.html)).toEqual([['Kategorie; Pfad', 'CPC (€)', 'Ø Suchvolumen', 'Keyword']]);
  });

  it('quotes a cell holding a tab, line break or quote, and guards formulas and a leading apostrophe', () => {
    expect(tsvText('a\tb')).toBe('"a\tb"');
    expect(tsvText('zeile 1\nzeile 2')).toBe('"zeile 1\nzeile 2"');
    expect(tsvText('24" monitor')).toBe('"24"" monitor"');
    expect(tsvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(tsvText("'s-hertogenbosch")).toBe("''s-hertogenbosch");
    expect(tsvText('-5 grad')).toBe("'-5 grad");
    expect(tsvText('laufschuhe')).toBe('laufschuhe');
    expect(htmlText('<b>a & "b"</b>\nc')).toBe('&lt;b&gt;a &amp; &quot;b&quot;&lt;/b&gt;<br style="mso-data-placement:same-cell">c');
  });

  it('writes negative numbers with their minus sign, never as a guarded text', () => {
    const column: ExportColumn = { header: 'Δ', width: 60, kind: 'decimal', value: () => -1234.5 };
    expect(spreadsheetCopy([column], [exportRow('a', null, null)]).text).toBe('Δ\r\n-1234,50');
  });

  // Keywords with every character a paste treats specially: tabs, line ends, quotes, formula starts, apostrophes.
  const special = fc.string({ unit: fc.constantFrom('a', 'ü', ' ', '\t', '\n', '\r', '"', "'", '=', '+', '-', '@', '<', '&'), maxLength: 12 });
  const rowArb = fc.record({
    keyword: special,
    volume: fc.option(fc.integer({ min: -1e9, max: 1e9 }), { nil: null }),
    cpc: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }),
    category: fc.option(special, { nil: null }),
  });
  const rowsOf = (data: { keyword: string; volume: number | null; cpc: number | null; category: string | null }[]): KeywordRow[] =>
    data.map((d) => exportRow(d.keyword, d.volume, d.cpc, d.category));

  it('reads back as the same cells: every text whole, every number to the cent (property)', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), (data) => {
        const copy = spreadsheetCopy(exportColumns, rowsOf(data));
        const read = readPaste(copy.text);
        expect(read).toHaveLength(data.length + 1);
        expect(read[0]).toEqual(exportColumns.map((c) => c.header));
        data.forEach((d, i) => {
          const [keyword, volume, cpc, category] = read[i + 1] ?? [];
          expect(keyword).toBe(d.keyword);
          expect(category).toBe(d.category ?? '');
          expect(volume === '' ? null : germanNumber(volume ?? '')).toBe(d.volume);
          if (d.cpc === null) expect(cpc).toBe('');
          else expect(germanNumber(cpc ?? '')).toBeCloseTo(d.cpc, 2);
        });
      }),
    );
  });

  it('the HTML table holds the same cells as the text, one row per line of it (property)', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), (data) => {
        const copy = spreadsheetCopy([keywordColumn, ...exportColumns.slice(1)], rowsOf(data));
        const html = readHtml(copy.html);
        // Line breaks come back as \n from <br>; the text keeps \r\n and \r as they were.
        const text = readPaste(copy.text).map((row) => row.map((cell) => cell.replace(/\r\n|\r/gu, '\n')));
        expect(html).toEqual(text);
      }),
    );
  });
});
