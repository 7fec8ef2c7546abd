import type { Worksheet } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadExcelJs } from './exceljs-loader.ts';
import type { ExportColumn } from './export-column.ts';
import { exportColumns, exportRow, manyRows, readXlsx } from '../../../tests/support/export-fixtures.ts';
import { toXlsx } from './xlsx.ts';

// The test reads with the same library and the same loading path as the app.
const ExcelJS = await loadExcelJs();

async function readBack(buffer: ArrayBuffer): Promise<Worksheet> {
  const workbook = await readXlsx(buffer);
  expect(workbook.worksheets).toHaveLength(1);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const rows = [
  exportRow('laufschuhe damen', 1234567, 1.5, 'Mode > Schuhe'),
  exportRow('=HYPERLINK("x")', null, 0.125),
  exportRow('glühwein', 0, null),
];

describe('toXlsx round trip with ExcelJS', () => {
  it('writes the header names in column order, bold and frozen', async () => {
    const sheet = await readBack(await toXlsx(exportColumns, rows, { sheetName: 'Winter sale' }));
    expect(sheet.name).toBe('Winter sale');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Keyword', 'Ø Suchvolumen', 'CPC (€)', 'Kategorie; Pfad']);
    sheet.getRow(1).eachCell((cell) => expect(cell.font?.bold).toBe(true));
    expect(sheet.views).toHaveLength(1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stores numbers as numbers with German-showing formats and text as text', async () => {
    const sheet = await readBack(await toXlsx(exportColumns, rows, { sheetName: 'Keywords' }));
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('laufschuhe damen');
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe(1234567);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).numFmt).toBe('#,##0');
    expect(first.getCell(3).value).toBe(1.5);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toBe('Mode > Schuhe');
    // Text that looks like a formula stays plain text in XLSX.
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('=HYPERLINK("x")');
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(second.getCell(3).value).toBe(0.125);
    expect(sheet.getRow(4).getCell(2).value).toBe(0);
    expect(sheet.getRow(4).getCell(3).type).toBe(ExcelJS.ValueType.Null);
  });

  it('sets column widths from the table pixels, clamped to 8–60 characters', async () => {
    const wide: ExportColumn = { header: 'Wide', width: 2000, kind: 'text', value: (row) => row.keyword };
    const sheet = await readBack(await toXlsx([...exportColumns, wide], rows, { sheetName: 'Keywords' }));
    expect([1, 2, 3, 4, 5].map((i) => sheet.getColumn(i).width)).toEqual([34, 16, 12, 8, 60]);
  });

  it('sanitises the sheet name to Excel rules', async () => {
    const sheet = await readBack(await toXlsx(exportColumns, [], { sheetName: "'Winter/Sale [2026]: Schuhe* und Stiefel?'" }));
    expect(sheet.name).toBe('Winter Sale 2026 Schuhe und Sti');
    expect(sheet.rowCount).toBe(1);
  });

  it('leaves values that are not finite empty instead of writing a broken number', async () => {
    const sheet = await readBack(await toXlsx(exportColumns, [exportRow('nan', Number.NaN, Number.POSITIVE_INFINITY)], { sheetName: 'K' }));
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Null);
  });

  it('writes many rows in chunks, reports progress and keeps every row', async () => {
    const many = manyRows(4500);
    const progress: [number, number][] = [];
    const sheet = await readBack(await toXlsx(exportColumns, many, { sheetName: 'Keywords', onProgress: (done, total) => progress.push([done, total]) }));
    expect(progress).toEqual([
      [2000, 4500],
      [4000, 4500],
      [4500, 4500],
    ]);
    expect(sheet.rowCount).toBe(4501);
    const last = sheet.getRow(4501);
    expect(last.getCell(1).value).toBe('keyword 4499');
    expect(last.getCell(2).value).toBe(4499 * 1000 + 7);
    expect(last.getCell(3).value).toBe(4499.25);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const run = toXlsx(exportColumns, manyRows(5000), { sheetName: 'K', signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toThrow(/abort/i);
  });
});
