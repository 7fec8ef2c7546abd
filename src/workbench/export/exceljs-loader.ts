/**
 * ExcelJS on demand: the dynamic import makes it a chunk of its own, fetched on the first XLSX export
 * only. In the browser the package's "browser" field resolves to its prebuilt `dist/exceljs.min.js`.
 */
import { excelJsOf, type ExcelJs } from './exceljs-module.ts';

export type { ExcelJs } from './exceljs-module.ts';

let loading: Promise<ExcelJs> | null = null;

export function loadExcelJs(): Promise<ExcelJs> {
  if (loading) return loading;
  const started = import('exceljs').then(excelJsOf);
  // A failed load (e.g. a lost connection) must not stay cached: the next export tries again.
  started.catch(() => {
    if (loading === started) loading = null;
  });
  loading = started;
  return started;
}
