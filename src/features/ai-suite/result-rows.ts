/**
 * A task's results as keyword rows for the workbench: the keyword's own row (volume, trend, CPC…)
 * with the text, its status, its length in characters and estimated pixels, whether it fits, and
 * the other variants in columns of their own. Text and Status are the columns a person sets.
 */
import { AI_TASK_RULES, fitsTask, type AiTask } from '../../domain/ai-writing-tasks.ts';
import type { AiResultRow, AiResultStatus } from '../../domain/contracts/ai-suite.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { pixelWidth, SERP_LINES } from '../../domain/serp-pixel-width.ts';
import type { ColumnDefinition } from '../../workbench/columns/column-definition.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';

export const TEXT_COLUMN = 'Text';
export const STATUS_COLUMN = 'Status';
export const CHARS_COLUMN = 'Characters';
export const PIXELS_COLUMN = 'Pixels';
export const FITS_COLUMN = 'Fits';
export const variantColumn = (n: number) => `Variant ${n}`;

/** The Status dropdown's entries; no value is "open". */
export const STATUS_ENTRIES = [
  { id: 1, text: 'accepted', color: '#1e7d32' },
  { id: 2, text: 'rejected', color: '#b3261e' },
] as const;
const STATUS_IDS: Readonly<Record<AiResultStatus, number | null>> = { open: null, accepted: 1, rejected: 2 };

export function statusOfValue(value: number | string | null): AiResultStatus | undefined {
  if (value === null) return 'open';
  return STATUS_ENTRIES.find((e) => e.id === value || e.text === value)?.text;
}

const numeric = (name: string, tooltip: string): ColumnDefinition => ({
  ...customColumn(name, 'free'),
  tooltip,
  align: 'right',
  width: 100,
  filter_attributes: { field: { custom: name }, kind: 'number' },
});

export function resultColumns(task: AiTask): ColumnDefinition[] {
  const rule = AI_TASK_RULES[task];
  const line = rule.serpLine === null ? null : SERP_LINES[rule.serpLine];
  const columns: ColumnDefinition[] = [
    { ...customColumn(TEXT_COLUMN, 'free'), width: 420, tooltip: `The text; set it to edit (at most ${rule.maxChars} characters).` },
    { ...customColumn(STATUS_COLUMN, 'dropdown', STATUS_ENTRIES.map((e) => ({ ...e }))), width: 110, tooltip: 'Accepted or rejected; empty while open.' },
    numeric(CHARS_COLUMN, `Characters of the text; at most ${rule.maxChars}.`),
  ];
  if (line) columns.push(numeric(PIXELS_COLUMN, `Estimated width in Google's result (Arial ${line.fontPx} px); at most ${line.maxPx} px.`));
  columns.push({ ...customColumn(FITS_COLUMN, 'free'), width: 80, tooltip: 'yes: the text keeps its limits; no: Google would cut it off.' });
  for (let n = 2; n <= rule.variants; n++) columns.push({ ...customColumn(variantColumn(n), 'free'), width: 320, tooltip: `Variant ${n} as written; copy it into Text to use it.` });
  return columns;
}

/**
 * The columns shown while the address names none: the task's own (the text first, where a person
 * reads and edits it), then the volume and trend. Without this the texts sat right of eight metric
 * columns, out of sight on a 1280 px screen.
 */
export function defaultResultColumns(task: AiTask): string[] {
  return [...resultColumns(task).map((c) => c.value), 'avgsv', 'trend'];
}

export function resultRows(task: AiTask, rows: readonly AiResultRow[]): KeywordRow[] {
  const rule = AI_TASK_RULES[task];
  return rows.map((r) => {
    const text = r.text ?? '';
    const out: KeywordRow = {
      ...r.row,
      keyword: r.keyword,
      [`custom_${TEXT_COLUMN}`]: r.text,
      [`custom_${STATUS_COLUMN}`]: STATUS_IDS[r.status],
      [`custom_${CHARS_COLUMN}`]: [...text].length,
      [`custom_${FITS_COLUMN}`]: r.text === null ? null : fitsTask(task, text) ? 'yes' : 'no',
    };
    if (rule.serpLine !== null) out[`custom_${PIXELS_COLUMN}`] = pixelWidth(text, SERP_LINES[rule.serpLine].fontPx);
    for (let n = 2; n <= rule.variants; n++) out[`custom_${variantColumn(n)}`] = r.variants[n - 1] ?? null;
    return out;
  });
}
