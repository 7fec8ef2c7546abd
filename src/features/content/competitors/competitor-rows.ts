/**
 * A project's competitor pages as rows of the workbench table. The URL is the first column and the
 * row's identity; what a page holds travels as read-only columns (`custom_…`), with numbers to sort
 * by (decision 0040). Page speed shows each metric in seconds with its band, and one coloured
 * column with the page's worst band.
 */
import type { CompetitorPage, PageSpeed } from '../../../domain/contracts/content.ts';
import { SORT_KEY_SUFFIX } from '../../../domain/keyword-fields.ts';
import { emptyKeywordRow, type KeywordRow } from '../../../domain/keyword-row.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { PAGE_SPEED_BAND_LABEL, PAGE_SPEED_BANDS, pageSpeedBand, type PageSpeedBand, type PageSpeedMetric } from '../../../domain/page-speed-bands.ts';
import type { ColumnDefinition, CustomEntry } from '../../../workbench/columns/column-definition.ts';
import { customColumn } from '../../../workbench/columns/custom-columns.ts';

export const COMPETITOR_COLUMN = {
  position: 'Position',
  analysis: 'In analysis',
  domain: 'Domain',
  title: 'Title',
  words: 'Words',
  headings: 'Headings',
  relevance: 'Relevance',
  speed: 'Page speed',
  speedIndex: 'Speed index',
  fcp: 'First contentful paint',
  interactive: 'Interactive',
  lcp: 'Largest contentful paint',
  error: 'Fetch error',
} as const;

const METRIC_COLUMNS: readonly { readonly metric: PageSpeedMetric; readonly name: string; readonly tooltip: string }[] = [
  { metric: 'speed_index', name: COMPETITOR_COLUMN.speedIndex, tooltip: 'How quickly the visible content fills in (Lighthouse): good up to 3,4 s, poor over 5,8 s.' },
  { metric: 'first_contentful_paint', name: COMPETITOR_COLUMN.fcp, tooltip: 'When the first text or image shows: good up to 1,8 s, poor over 3 s.' },
  { metric: 'interactive', name: COMPETITOR_COLUMN.interactive, tooltip: 'When the page answers input reliably: good up to 3,8 s, poor over 7,3 s.' },
  { metric: 'largest_contentful_paint', name: COMPETITOR_COLUMN.lcp, tooltip: 'When the largest text or image shows: good up to 2,5 s, poor over 4 s.' },
];

// Entry id 0 is the dropdown's "-" (SPEC §3), so the entries count from 1.
export const ANALYSIS_ENTRIES: readonly CustomEntry[] = [
  { id: 1, text: 'selected', color: '#2b8a3e' },
  { id: 2, text: 'deselected', color: '#868e96' },
];
const BAND_COLOUR: Readonly<Record<PageSpeedBand, string>> = { good: '#2b8a3e', 'needs-work': '#e67700', poor: '#c92a2a' };
export const SPEED_ENTRIES: readonly CustomEntry[] = PAGE_SPEED_BANDS.map((band, i) => ({ id: i + 1, text: PAGE_SPEED_BAND_LABEL[band], color: BAND_COLOUR[band] }));

const cell = (name: string) => `custom_${name}` as const;
const sortKey = (name: string) => `custom_${name}${SORT_KEY_SUFFIX}` as const;

/** `1,8 s (good)`: a metric in seconds with two decimals and its band. */
export function metricText(metric: PageSpeedMetric, ms: number): string {
  const band = pageSpeedBand(metric, ms);
  return `${formatNumber(ms / 1000, 2)} s${band ? ` (${PAGE_SPEED_BAND_LABEL[band]})` : ''}`;
}

/** The page's worst band over the four metrics; null without a measurement. */
export function worstBand(speed: PageSpeed | null): PageSpeedBand | null {
  if (speed === null) return null;
  let worst = -1;
  for (const { metric } of METRIC_COLUMNS) worst = Math.max(worst, PAGE_SPEED_BANDS.indexOf(pageSpeedBand(metric, speed[metric]) ?? 'good'));
  return PAGE_SPEED_BANDS[worst] ?? null;
}

/** `12 (H1 1, H2 7, H3 4)`. */
export function headingsText(page: CompetitorPage): string {
  if (page.headings.length === 0) return page.fetched ? '0' : '-';
  const per = [1, 2, 3].map((level) => [level, page.headings.filter((h) => h.level === level).length] as const).filter(([, n]) => n > 0);
  return `${formatNumber(page.headings.length)} (${per.map(([level, n]) => `H${level} ${formatNumber(n)}`).join(', ')})`;
}

/** The URL as a person reads it (`glühwein`, not `gl%C3%BChwein`); a malformed escape stays as sent. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

export function competitorRow(page: CompetitorPage): KeywordRow {
  const row: KeywordRow = {
    ...emptyKeywordRow(readableUrl(page.url)),
    [cell(COMPETITOR_COLUMN.position)]: page.position,
    [cell(COMPETITOR_COLUMN.analysis)]: page.selected ? 1 : 2,
    [cell(COMPETITOR_COLUMN.domain)]: page.domain,
    [cell(COMPETITOR_COLUMN.title)]: page.title === '' ? '-' : page.title,
    [cell(COMPETITOR_COLUMN.words)]: page.word_count,
    [cell(COMPETITOR_COLUMN.headings)]: headingsText(page),
    [sortKey(COMPETITOR_COLUMN.headings)]: page.fetched ? page.headings.length : null,
    [cell(COMPETITOR_COLUMN.relevance)]: page.relevance,
    [cell(COMPETITOR_COLUMN.error)]: page.fetch_error ?? (page.fetched ? '' : 'not fetched yet'),
  };
  const worst = worstBand(page.page_speed);
  row[cell(COMPETITOR_COLUMN.speed)] = worst === null ? null : PAGE_SPEED_BANDS.indexOf(worst) + 1;
  for (const { metric, name } of METRIC_COLUMNS) {
    const ms = page.page_speed?.[metric] ?? null;
    row[cell(name)] = ms === null ? '-' : metricText(metric, ms);
    row[sortKey(name)] = ms;
  }
  return row;
}

function readOnlyColumn(name: string, tooltip: string, width: number, entries?: readonly CustomEntry[]): ColumnDefinition {
  // Values come from the fetch: the user may hide, move and rename them, not edit them.
  return { ...customColumn(name, entries ? 'dropdown' : 'free', entries ?? []), tooltip, width, modify: true };
}
const numeric = (column: ColumnDefinition): ColumnDefinition => ({ ...column, align: 'right', filter_attributes: { field: { custom: column.text }, kind: 'number' } });

export const COMPETITOR_COLUMNS: readonly ColumnDefinition[] = [
  numeric(readOnlyColumn(COMPETITOR_COLUMN.position, 'Organic position for the main keyword.', 100)),
  readOnlyColumn(COMPETITOR_COLUMN.analysis, 'Whether the WDF*IDF analysis and the briefing read this page. “Select or deselect a competitor” changes it.', 130, ANALYSIS_ENTRIES),
  readOnlyColumn(COMPETITOR_COLUMN.domain, 'The domain of the page.', 180),
  readOnlyColumn(COMPETITOR_COLUMN.title, 'The page title.', 280),
  numeric(readOnlyColumn(COMPETITOR_COLUMN.words, 'Words of the main text.', 90)),
  { ...readOnlyColumn(COMPETITOR_COLUMN.headings, 'H1 to H3 headings; Enter on a row lists them.', 210), align: 'right' },
  numeric(readOnlyColumn(COMPETITOR_COLUMN.relevance, 'Competitor relevance (SPEC §9): 1,12 × (100 − position), at most 100.', 110)),
  readOnlyColumn(COMPETITOR_COLUMN.speed, 'The worst band of the four page speed metrics (Lighthouse thresholds).', 130, SPEED_ENTRIES),
  ...METRIC_COLUMNS.map(({ name, tooltip }) => ({ ...readOnlyColumn(name, tooltip, 170), align: 'right' as const })),
  readOnlyColumn(COMPETITOR_COLUMN.error, 'Why the page could not be read; empty when it was.', 240),
];

export const COMPETITOR_VISIBLE_COLUMNS: readonly string[] = ['keyword', ...COMPETITOR_COLUMNS.map((c) => c.value)];

export function withCompetitorColumns<T extends { columns?: string[]; sort?: unknown }>(view: T): T {
  return view.columns ? view : { ...view, columns: [...COMPETITOR_VISIBLE_COLUMNS] };
}
