/** The exports' view of the column model: the visible columns, in the table's order and names. */
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber, MISSING } from '../../domain/number-format.ts';
import type { ExportColumn, ExportKind } from '../export/export-column.ts';
import { columnTitle, type ColumnDefinition } from './column-definition.ts';
import { cellNumber, cellText, isNumericColumn, type CellContext } from './cell-values.ts';
import { trendPoints } from './trend.ts';

const DECIMAL_VALUES: ReadonlySet<string> = new Set(['adwords_cpc_low', 'adwords_cpc_high']);

export function exportKindOf(column: ColumnDefinition): ExportKind {
  if (!isNumericColumn(column)) return 'text';
  return DECIMAL_VALUES.has(column.value) ? 'decimal' : 'integer';
}

const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function exportValue(column: ColumnDefinition, kind: ExportKind, context: CellContext): (row: KeywordRow) => string | number | null {
  if (kind !== 'text') {
    const decimals = kind === 'decimal' ? 2 : 0;
    return (row) => {
      const n = cellNumber(column, row, context);
      return n === null ? null : roundTo(n, decimals);
    };
  }
  if (column.value === 'trend' && !column.custom) {
    return (row) => {
      const points = trendPoints(row);
      return points.length === 0 ? null : points.map((p) => formatNumber(p)).join(' ');
    };
  }
  if (column.value === 'keyword' && !column.custom) return (row) => row.keyword;
  return (row) => {
    const text = cellText(column, row, context);
    return text === MISSING || text === '' ? null : text;
  };
}

/**
 * The active columns in order as export columns.
 * Choices: numbers are written as numbers (CPC in euros at the rate, rounded to cents, as
 * 'decimal'; competition, difficulty and ranking position as 'integer'), a missing value as an
 * empty cell; the trend as its 12 monthly counts, oldest first, separated by spaces; the
 * ranking as its position only, since a date beside it would make the column text.
 */
export function exportColumns(columns: readonly ColumnDefinition[], context: CellContext): ExportColumn[] {
  return columns
    .filter((column) => column.active)
    .map((column) => {
      const kind = exportKindOf(column);
      return { header: columnTitle(column), width: column.width, kind, value: exportValue(column, kind, context) };
    });
}
