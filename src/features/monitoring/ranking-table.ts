/**
 * The rows of a monitoring project as the keyword workbench holds them. The workbench knows the SPEC §3
 * keyword row; what monitoring adds (status, changes, best, URL, clicks, tags, band) travels as the
 * table's own read-only columns (`custom_…`), so filter, sort, group and export work on them unchanged.
 */
import { GROUP_LABELS_SUFFIX, GROUP_SEPARATOR, SORT_KEY_SUFFIX } from '../../domain/keyword-fields.ts';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { RANK_BAND_COLOURS, rankColour } from '../../domain/rank-colour.ts';
import { changeSortKey, positionSortKey } from '../../domain/ranking-sort-keys.ts';
import type { PositionChangeValue, RankingRow } from '../../domain/contracts/monitoring.ts';
import { customColumn } from '../../workbench/columns/custom-columns.ts';
import type { ColumnDefinition, CustomEntry } from '../../workbench/columns/column-definition.ts';

export const COLUMN = {
  position: 'Position',
  status: 'Status',
  band: 'Band',
  change1: 'Change 1 day',
  change7: 'Change 7 days',
  change30: 'Change 30 days',
  best: 'Best',
  url: 'URL',
  clicks: 'Est. clicks',
  tags: 'Tags',
} as const;

// Entry id 0 is the dropdown's "-" (SPEC §3), so page n has id n.
const NOT_FOUND_ID = 11;
const FAILED_ID = 12;
const PENDING_ID = 13;
const GREY = '#868e96';
const FAILURE_RED = '#c92a2a';

/** SPEC §9: ten positions per band, page 1 green to page 10 red; the three states without a position after them. */
export const BAND_ENTRIES: readonly CustomEntry[] = [
  ...RANK_BAND_COLOURS.map((color, band) => ({ id: band + 1, color, text: `Page ${band + 1} (${band * 10 + 1}–${band * 10 + 10})` })),
  { id: NOT_FOUND_ID, color: GREY, text: 'Not in top 100' },
  { id: FAILED_ID, color: FAILURE_RED, text: 'Lookup failed' },
  { id: PENDING_ID, color: GREY, text: 'Not looked up yet' },
];

function bandId(row: RankingRow): number {
  if (row.status === 'failed') return FAILED_ID;
  if (row.status === 'pending') return PENDING_ID;
  if (row.status === 'not_found' || row.rank_band === null) return NOT_FOUND_ID;
  return row.rank_band + 1;
}

/** Places gained are "+3" (the keyword climbed), lost "−2"; entering or leaving the top 100 by name. */
export function changeText(change: PositionChangeValue): string {
  if (change === null) return '-';
  if (change === 'new') return 'new in top 100';
  if (change === 'lost') return 'left top 100';
  if (change === 0) return '±0';
  return change > 0 ? `+${formatNumber(change)}` : `−${formatNumber(-change)}`;
}

/** A failure says so, with its reason and where to retry; it is never shown as a position or as "not ranking". */
export function statusText(row: RankingRow): string {
  switch (row.status) {
    case 'ranked':
      return 'Ranked';
    case 'not_found':
      return 'Not in top 100';
    case 'failed':
      return `Lookup failed: ${row.failure_reason ?? 'no reason given'}. Use “Retry failed lookups”.`;
    case 'pending':
      return 'Not looked up yet';
  }
}

/** "3", or what the lookup found instead of a position. */
export function positionText(row: RankingRow): string {
  if (row.status === 'ranked' && row.position !== null) return formatNumber(row.position);
  if (row.status === 'failed') return 'failed';
  if (row.status === 'pending') return 'pending';
  // Short: the Band column beside it says "Not in top 100" in full.
  return 'not found';
}

const sortKey = (column: string) => `custom_${column}${SORT_KEY_SUFFIX}` as const;

/** The group of the keywords without tags when the table is grouped by tag. */
export const NO_TAG = 'No tag';

/** Grouped by Tags, a keyword with tags `a, b` is under `a` and under `b`, one without under "No tag" (decision 0040). */
export function tagGroups(tags: readonly string[]): string {
  return tags.length === 0 ? NO_TAG : tags.join(GROUP_SEPARATOR);
}

/**
 * The numbers the columns sort by beside their texts (decision 0040): positions, places and clicks as
 * numbers, "not found" and failures after every position in both directions; and the tags to group by.
 */
function sortAndGroupKeys(row: RankingRow, position: number | null): KeywordRow {
  return {
    ...emptyKeywordRow(row.keyword),
    [sortKey(COLUMN.position)]: position,
    [sortKey(COLUMN.band)]: position,
    [sortKey(COLUMN.change1)]: changeSortKey(row.change_1, position),
    [sortKey(COLUMN.change7)]: changeSortKey(row.change_7, position),
    [sortKey(COLUMN.change30)]: changeSortKey(row.change_30, position),
    [sortKey(COLUMN.best)]: row.best_position,
    [sortKey(COLUMN.clicks)]: row.estimated_clicks,
    [`custom_${COLUMN.tags}${GROUP_LABELS_SUFFIX}`]: tagGroups(row.tags),
  };
}

export function toKeywordRow(row: RankingRow): KeywordRow {
  const position = positionSortKey(row.status, row.position);
  const base = sortAndGroupKeys(row, position);
  return {
    ...base,
    avgsv: row.volume,
    serp_items: row.serp_features,
    // The day of the lookup stands once above the table; in every cell it would push the colour band out of a narrow column.
    ranking: { position, datetime: null, color: rankColour(position) },
    [`custom_${COLUMN.position}`]: positionText(row),
    [`custom_${COLUMN.status}`]: statusText(row),
    [`custom_${COLUMN.band}`]: bandId(row),
    [`custom_${COLUMN.change1}`]: changeText(row.change_1),
    [`custom_${COLUMN.change7}`]: changeText(row.change_7),
    [`custom_${COLUMN.change30}`]: changeText(row.change_30),
    [`custom_${COLUMN.best}`]: row.best_position === null ? '-' : formatNumber(row.best_position),
    [`custom_${COLUMN.url}`]: row.url ?? '-',
    [`custom_${COLUMN.clicks}`]: row.estimated_clicks === null ? '-' : formatNumber(row.estimated_clicks, row.estimated_clicks < 10 ? 2 : 0),
    [`custom_${COLUMN.tags}`]: row.tags.length === 0 ? '-' : row.tags.join(', '),
  };
}

function readOnlyColumn(name: string, tooltip: string, width: number, entries?: readonly CustomEntry[]): ColumnDefinition {
  // The values come from the daily lookups, so the user may hide, move and rename them but not edit or delete them.
  return { ...customColumn(name, entries ? 'dropdown' : 'free', entries ?? []), tooltip, width, modify: true };
}

export const RANKING_COLUMNS: readonly ColumnDefinition[] = [
  { ...readOnlyColumn(COLUMN.position, 'Today’s position; a keyword not in the top 100 or with a failed lookup sorts after every position.', 110), align: 'right' },
  readOnlyColumn(COLUMN.status, 'Whether the latest lookup found the domain; a failed lookup names its reason and is never a position.', 200),
  readOnlyColumn(COLUMN.band, 'The rank colour band: ten positions per band (SPEC §9).', 150, BAND_ENTRIES),
  readOnlyColumn(COLUMN.change1, 'Places gained (+) or lost (−) since the day before.', 130),
  readOnlyColumn(COLUMN.change7, 'Places gained (+) or lost (−) since 7 days before.', 130),
  readOnlyColumn(COLUMN.change30, 'Places gained (+) or lost (−) since 30 days before.', 140),
  readOnlyColumn(COLUMN.best, 'The best position ever tracked.', 80),
  readOnlyColumn(COLUMN.url, 'The page of the domain that ranks.', 260),
  readOnlyColumn(COLUMN.clicks, 'Estimated monthly clicks: search volume × click-through rate of the position.', 110),
  readOnlyColumn(COLUMN.tags, 'The keyword’s tags.', 160),
];

/** Failures of the latest day, for the banner above the table and the retry command. */
export function failuresOf(rows: readonly RankingRow[]): { count: number; reasons: string[] } {
  const failed = rows.filter((r) => r.status === 'failed');
  const reasons = [...new Set(failed.map((r) => r.failure_reason ?? 'no reason given'))].sort();
  return { count: failed.length, reasons };
}

/**
 * The columns a project's table shows until the user chooses others (then the URL holds the choice):
 * the monitoring columns first, the sortable Position with its colour band in place of the coloured
 * Ranking cell (which stays in the column manager but has no sort); the research columns (trend, category, difficulty, CPC) stay in the
 * column manager, since a tracked keyword's row does not carry them.
 */
export const DEFAULT_VISIBLE_COLUMNS: readonly string[] = [
  'keyword',
  `custom_${COLUMN.position}`,
  `custom_${COLUMN.band}`,
  `custom_${COLUMN.change1}`,
  `custom_${COLUMN.change7}`,
  `custom_${COLUMN.change30}`,
  `custom_${COLUMN.best}`,
  `custom_${COLUMN.url}`,
  'serp_items',
  'avgsv',
  `custom_${COLUMN.clicks}`,
  `custom_${COLUMN.tags}`,
  `custom_${COLUMN.status}`,
];

/** A view without chosen columns shows the defaults, and the columns of imported values after them (decision 0057). */
export function withDefaultColumns<T extends { columns?: string[] }>(view: T, imported: readonly string[] = []): T {
  return view.columns ? view : { ...view, columns: [...DEFAULT_VISIBLE_COLUMNS, ...imported] };
}
