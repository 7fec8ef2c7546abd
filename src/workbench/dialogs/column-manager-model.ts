/** The rules behind the column manager's rows: how they are grouped, widths typed, groups switched. */
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, MONTHS_GROUP, type ColumnDefinition } from '../columns/column-definition.ts';
import { setColumnActive } from '../columns/column-operations.ts';

const GROUP_LABELS: Readonly<Record<string, string>> = { [MONTHS_GROUP]: 'Monthly volumes' };

/** The fieldset legend of a column group. */
export function groupLabel(group: string): string {
  return GROUP_LABELS[group] ?? group;
}

export type Segment = { kind: 'single'; index: number } | { kind: 'group'; group: string; indices: number[] };

/** The manager's rows in table order: a column of its own, or a run of one group's columns as one block. */
export function columnSegments(columns: readonly Pick<ColumnDefinition, 'group'>[]): Segment[] {
  const segments: Segment[] = [];
  columns.forEach((column, index) => {
    const last = segments.at(-1);
    if (column.group === null) segments.push({ kind: 'single', index });
    else if (last?.kind === 'group' && last.group === column.group) last.indices.push(index);
    else segments.push({ kind: 'group', group: column.group, indices: [index] });
  });
  return segments;
}

/** Shows or hides every column of a group (those that may be hidden). */
export function setGroupActive(columns: readonly ColumnDefinition[], group: string, active: boolean): ColumnDefinition[] {
  return columns.reduce<ColumnDefinition[]>((next, column) => (column.group === group ? setColumnActive(next, column.value, active) : next), [...columns]);
}

export type WidthInput = { ok: true; width: number } | { ok: false; message: string };

/** A typed width: a whole number of pixels from 60 to 800 (the column model's limits). */
export function widthInput(text: string): WidthInput {
  const trimmed = text.trim();
  const width = /^\d+$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isInteger(width) && width >= MIN_COLUMN_WIDTH && width <= MAX_COLUMN_WIDTH) return { ok: true, width };
  const shown = trimmed === '' ? 'An empty width' : `"${trimmed}"`;
  return { ok: false, message: `${shown} is not a width; enter whole pixels from ${MIN_COLUMN_WIDTH} to ${MAX_COLUMN_WIDTH}.` };
}
