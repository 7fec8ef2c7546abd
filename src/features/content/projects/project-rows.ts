/**
 * The content projects as rows of the workbench table (like the monitoring rankings): what a
 * project holds travels as the table's read-only columns (`custom_…`), with numbers to sort by
 * (decision 0040), so filter, sort, group and export work unchanged.
 */
import { scoreBand, SCORE_BAND_LABELS, SCORE_BANDS } from '../../../domain/content-score.ts';
import type { ContentProject, ContentProjectStatus } from '../../../domain/contracts/content.ts';
import { germanDay } from '../../../domain/internal-search-values.ts';
import { SORT_KEY_SUFFIX } from '../../../domain/keyword-fields.ts';
import { emptyKeywordRow, type KeywordRow } from '../../../domain/keyword-row.ts';
import { languageName, locationName } from '../../../domain/markets.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import type { ColumnDefinition, CustomEntry } from '../../../workbench/columns/column-definition.ts';
import { customColumn } from '../../../workbench/columns/custom-columns.ts';
import { DEVICE_LABEL, STATUS_LABEL } from '../project-text.ts';

export const PROJECT_COLUMN = {
  status: 'Status',
  score: 'Content score',
  band: 'Score band',
  words: 'Word count',
  competitors: 'Competitors',
  market: 'Market',
  created: 'Created',
} as const;

const STATUS_ORDER: readonly ContentProjectStatus[] = ['fetching', 'ready', 'failed'];
const STATUS_COLOUR: Readonly<Record<ContentProjectStatus, string>> = { fetching: '#1c7ed6', ready: '#2b8a3e', failed: '#c92a2a' };
// Entry id 0 is the dropdown's "-" (SPEC §3), so the entries count from 1.
export const STATUS_ENTRIES: readonly CustomEntry[] = STATUS_ORDER.map((status, i) => ({ id: i + 1, text: STATUS_LABEL[status], color: STATUS_COLOUR[status] }));
const BAND_COLOUR = { low: '#c92a2a', medium: '#e67700', high: '#2b8a3e' } as const;
export const BAND_ENTRIES: readonly CustomEntry[] = SCORE_BANDS.map((band, i) => ({ id: i + 1, text: `${SCORE_BAND_LABELS[band]} (${band === 'low' ? 'under 33' : band === 'medium' ? '33–66' : 'over 66'})`, color: BAND_COLOUR[band] }));

const cell = (name: string) => `custom_${name}` as const;
const sortKey = (name: string) => `custom_${name}${SORT_KEY_SUFFIX}` as const;

/**
 * The first column's text, which is also the row's identity in the table: the main keyword, and for
 * a keyword that two projects share the market and device beside it, then the project id, so every
 * row stays one project.
 */
export function projectRowKeys(projects: readonly ContentProject[]): Map<number, string> {
  const count = (texts: readonly string[]) => texts.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
  const plain = count(projects.map((p) => p.main_keyword));
  const withMarket = (p: ContentProject) => (plain.get(p.main_keyword) === 1 ? p.main_keyword : `${p.main_keyword} (${DEVICE_LABEL[p.device]}, ${locationName(p.location)}, ${languageName(p.language)})`);
  const second = count(projects.map(withMarket));
  return new Map(projects.map((p) => {
    const text = withMarket(p);
    return [p.id, second.get(text) === 1 ? text : `${text} #${p.id}`];
  }));
}

export function projectRow(project: ContentProject, key: string): KeywordRow {
  const score = project.editor.content_score;
  const words = project.editor.word_count;
  const created = Date.parse(project.created_at);
  return {
    ...emptyKeywordRow(key),
    [cell(PROJECT_COLUMN.status)]: STATUS_ORDER.indexOf(project.status) + 1,
    // Numbers, not texts, so a number filter reads them (the table writes them the German way).
    [cell(PROJECT_COLUMN.score)]: score === null ? null : Math.round(score),
    [cell(PROJECT_COLUMN.band)]: score === null ? null : SCORE_BANDS.indexOf(scoreBand(score)) + 1,
    [cell(PROJECT_COLUMN.words)]: words,
    [cell(PROJECT_COLUMN.competitors)]: `${formatNumber(project.selected_count)} of ${formatNumber(project.competitor_count)} selected`,
    [sortKey(PROJECT_COLUMN.competitors)]: project.selected_count,
    [cell(PROJECT_COLUMN.market)]: `${DEVICE_LABEL[project.device]} · ${locationName(project.location)} · ${languageName(project.language)}`,
    [cell(PROJECT_COLUMN.created)]: Number.isFinite(created) ? germanDay(project.created_at.slice(0, 10)) : '-',
    [sortKey(PROJECT_COLUMN.created)]: Number.isFinite(created) ? created : null,
  };
}

/** Rows in the list's order, and the project of each row by its first column. */
export function projectRows(projects: readonly ContentProject[]): { rows: KeywordRow[]; byKey: Map<string, ContentProject> } {
  const keys = projectRowKeys(projects);
  const rows: KeywordRow[] = [];
  const byKey = new Map<string, ContentProject>();
  for (const project of projects) {
    const key = keys.get(project.id) ?? project.main_keyword;
    rows.push(projectRow(project, key));
    byKey.set(key, project);
  }
  return { rows, byKey };
}

function readOnlyColumn(name: string, tooltip: string, width: number, entries?: readonly CustomEntry[]): ColumnDefinition {
  // Values come from the project and its draft: the user may hide, move and rename them, not edit them.
  return { ...customColumn(name, entries ? 'dropdown' : 'free', entries ?? []), tooltip, width, modify: true };
}
const numeric = (column: ColumnDefinition): ColumnDefinition => ({ ...column, align: 'right', filter_attributes: { field: { custom: column.text }, kind: 'number' } });

export const PROJECT_COLUMNS: readonly ColumnDefinition[] = [
  readOnlyColumn(PROJECT_COLUMN.status, 'Fetching pages: the job is still reading the top 10; Ready: every page tried; Failed: the job stopped (refresh the competitors).', 140, STATUS_ENTRIES),
  numeric(readOnlyColumn(PROJECT_COLUMN.score, 'The content score of the draft, 0 to 100; empty until the draft is scored.', 150)),
  readOnlyColumn(PROJECT_COLUMN.band, 'The score band: low under 33, medium 33 to 66, high over 66.', 150, BAND_ENTRIES),
  numeric(readOnlyColumn(PROJECT_COLUMN.words, 'Words in the draft; empty without a draft.', 130)),
  { ...readOnlyColumn(PROJECT_COLUMN.competitors, 'Competitor pages selected for the analysis, of those found.', 170), align: 'right' },
  readOnlyColumn(PROJECT_COLUMN.market, 'Device, location and language of the search results.', 220),
  readOnlyColumn(PROJECT_COLUMN.created, 'The day the project was created.', 110),
];

/** The columns the list shows until the user chooses others (then the URL holds the choice). */
export const PROJECT_VISIBLE_COLUMNS: readonly string[] = ['keyword', ...PROJECT_COLUMNS.map((c) => c.value)];

export function withProjectColumns<T extends { columns?: string[] }>(view: T): T {
  return view.columns ? view : { ...view, columns: [...PROJECT_VISIBLE_COLUMNS] };
}
