/**
 * The export with the full history (decision 0031: the server answers the data, the client writes the
 * file with the workbench's CSV and XLSX writers). One row per keyword, one column per day, oldest day
 * first; a failed lookup is written "failed", never as a position, and an absence "not found".
 */
import type { ExportResponse } from '../../domain/contracts/monitoring.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import type { ExportColumn } from '../../workbench/export/export-column.ts';
import { germanDay } from './visibility-table.ts';

type Cell = ExportResponse['rows'][number]['positions'][number];

export function cellValue(cell: Cell | undefined): string | number | null {
  if (cell === undefined || cell === null) return null;
  if (cell === 'not_found') return 'not found';
  if (cell === 'failed') return 'failed';
  return cell;
}

const DAY_KEY = (index: number): `custom_${string}` => `custom_day_${index}`;

export interface HistorySheet {
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly KeywordRow[];
  readonly name: string;
}

export function historySheet(answer: ExportResponse): HistorySheet {
  const text = (key: `custom_${string}`) => (row: KeywordRow) => {
    const value = row[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const columns: ExportColumn[] = [
    { header: 'Keyword', width: 280, kind: 'text', value: (row) => row.keyword },
    { header: 'Tags', width: 160, kind: 'text', value: text('custom_tags') },
    { header: 'Search volume', width: 120, kind: 'integer', value: (row) => row.avgsv },
    { header: 'URL', width: 260, kind: 'text', value: text('custom_url') },
    ...answer.dates.map((date, index): ExportColumn => ({
      header: germanDay(date),
      width: 90,
      kind: 'integer',
      value: (row) => row[DAY_KEY(index)] ?? null,
    })),
  ];
  const rows = answer.rows.map((entry) => {
    const row: KeywordRow = { ...emptyKeywordRow(entry.keyword), avgsv: entry.volume, custom_tags: entry.tags.join(', '), custom_url: entry.url ?? '' };
    answer.dates.forEach((_date, index) => {
      row[DAY_KEY(index)] = cellValue(entry.positions[index]);
    });
    return row;
  });
  return { columns, rows, name: `${answer.project.domain} ${answer.project.device}` };
}
