import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { toCsv } from './csv.ts';
import { exportColumns, manyRows, parseCsv, readXlsx } from '../../../tests/support/export-fixtures.ts';
import { runExport, shouldShowProgress } from './export-runner.ts';
import type { ExportProgress } from './export-state.ts';

async function* windows(rows: readonly KeywordRow[], size: number): AsyncGenerator<readonly KeywordRow[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Keeps the BOM, so the test sees the file's exact text. */
async function decode(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

describe('shouldShowProgress', () => {
  it('is true only after more than half a second', () => {
    expect(shouldShowProgress(1000, 1000)).toBe(false);
    expect(shouldShowProgress(1000, 1500)).toBe(false);
    expect(shouldShowProgress(1000, 1501)).toBe(true);
  });
});

describe('runExport', () => {
  it('writes a CSV from chunks of any size in steps of at most 2,000 rows with progress', async () => {
    const rows = manyRows(4500);
    const progress: ExportProgress[] = [];
    const result = await runExport({
      format: 'csv',
      columns: exportColumns,
      rows: windows(rows, 3000),
      total: rows.length,
      fileName: 'winter-sale-2026-11-23.csv',
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([
      { stage: 'rows', done: 2000, total: 4500 },
      { stage: 'rows', done: 3000, total: 4500 },
      { stage: 'rows', done: 4500, total: 4500 },
      { stage: 'file', done: 4500, total: 4500 },
    ]);
    const text = await decode(result.blob);
    expect(text).toBe(toCsv(exportColumns, rows));
    expect(result).toMatchObject({ fileName: 'winter-sale-2026-11-23.csv', rows: 4500, bytes: result.blob.size });
    expect(result.blob.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await result.blob.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(text.slice(1))).toHaveLength(4501);
  });

  it('gives the event loop a turn between chunks', async () => {
    let ticked = false;
    const seen: boolean[] = [];
    setTimeout(() => {
      ticked = true;
    }, 0);
    await runExport({ format: 'csv', columns: exportColumns, rows: manyRows(4000), fileName: 'a.csv', onProgress: () => seen.push(ticked) });
    expect(seen).toEqual([false, true, true]);
  });

  it('writes an XLSX from rows fetched by a function, readable by ExcelJS', async () => {
    const rows = manyRows(2500);
    const progress: ExportProgress[] = [];
    const result = await runExport({
      format: 'xlsx',
      columns: exportColumns,
      rows: () => Promise.resolve(rows),
      fileName: 'winter-sale-2026-11-23.xlsx',
      sheetName: 'Winter sale',
      onProgress: (p) => progress.push(p),
    });
    expect(progress.map((p) => `${p.stage} ${p.done}/${p.total}`)).toEqual(['rows 2000/2500', 'rows 2500/2500', 'file 2500/2500']);
    expect(result.rows).toBe(2500);
    expect(result.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readXlsx(await result.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Winter sale');
    expect(sheet?.rowCount).toBe(2501);
    expect(sheet?.getRow(2501).getCell(3).value).toBe(2499.25);
  }, 20_000);

  it('reports an unknown total for a chunked source without one and exports no rows as a header only', async () => {
    const progress: ExportProgress[] = [];
    const result = await runExport({ format: 'csv', columns: exportColumns, rows: windows(manyRows(10), 4), fileName: 'a.csv', onProgress: (p) => progress.push(p) });
    expect(progress.slice(0, 3).map((p) => p.total)).toEqual([null, null, null]);
    const empty = await runExport({ format: 'csv', columns: exportColumns, rows: [], fileName: 'b.csv' });
    expect(empty.rows).toBe(0);
    expect(await decode(empty.blob)).toBe(toCsv(exportColumns, []));
    expect(result.rows).toBe(10);
  });

  it('stops with an abort error when cancelled and never resolves with a file', async () => {
    const controller = new AbortController();
    const run = runExport({
      format: 'csv',
      columns: exportColumns,
      rows: manyRows(10_000),
      fileName: 'a.csv',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done >= 4000) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    await expect(runExport({ format: 'xlsx', columns: exportColumns, rows: [], fileName: 'a.xlsx', signal: already.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
