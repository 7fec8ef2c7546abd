import { bindCommands, pickFrom } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor, PickOption } from '../../commands/command-types.ts';
import { MONTH_SPANS, type ChartKind, type MonthSpan } from './index-search.ts';

const section = 'Brands';
const LIST = { route: '/brands' } as const;
const INDEX = { route: '/brand-index' } as const;
const ANALYSIS = { route: '/brand-analysis' } as const;
const ADD = { route: '/add-dashboard' } as const;
const PICK = { placeholder: 'Pick a dashboard…', heading: 'Brand dashboards' } as const;

/** The /brands screen's commands: the cards' buttons, reachable from the palette too. */
export const BRAND_LIST_COMMANDS = [
  { id: 'brands.add', title: 'New brand dashboard', keywords: ['create', 'add', 'new', 'dashboard', 'brands'], section, scope: LIST },
  { id: 'brands.open', title: 'Open a brand index…', keywords: ['open', 'index', 'share of search', 'chart'], section, scope: LIST, pick: PICK },
  { id: 'brands.analyse', title: 'Open a brand analysis…', keywords: ['analysis', 'keywords', 'categories', 'questions'], section, scope: LIST, pick: PICK },
  { id: 'brands.rename', title: 'Rename a brand dashboard…', keywords: ['rename', 'name', 'edit'], section, scope: LIST, pick: PICK },
  { id: 'brands.refresh', title: 'Refresh a brand dashboard…', keywords: ['refresh', 'update', 'reload', 'recompute', 'index'], section, scope: LIST, pick: PICK },
  { id: 'brands.delete', title: 'Delete a brand dashboard…', keywords: ['delete', 'remove', 'trash'], section, scope: LIST, pick: PICK },
  { id: 'brands.undo', title: 'Undo delete', keywords: ['undo', 'restore', 'back'], section, scope: LIST },
] as const satisfies readonly CommandDescriptor[];

/** What /brands can do now; the commands only read it, so palette and buttons agree. */
export interface BrandListActions {
  readonly options: readonly PickOption[];
  /** Dashboards with a finished index: the only ones an index or analysis can show. */
  readonly finished: readonly PickOption[];
  readonly canUndo: boolean;
  add(): void;
  open(listname: string): void;
  analyse(listname: string): void;
  rename(listname: string): void;
  refresh(listname: string): void;
  remove(listname: string): void;
  undo(): void;
}

export function brandListCommands(actions: BrandListActions): Command[] {
  return bindCommands(BRAND_LIST_COMMANDS, {
    'brands.add': { run: actions.add },
    'brands.open': pickFrom(() => actions.options, actions.open),
    'brands.analyse': pickFrom(() => actions.finished, actions.analyse),
    'brands.rename': pickFrom(() => actions.options, actions.rename),
    'brands.refresh': pickFrom(() => actions.options, actions.refresh),
    'brands.delete': pickFrom(() => actions.options, actions.remove),
    'brands.undo': { when: () => actions.canUndo, run: actions.undo },
  });
}

/** The commands of /brand-index/{brandindex}; the keyword table adds its own from the workbench. */
export const BRAND_INDEX_COMMANDS = [
  { id: 'brand-index.chart.lines', title: 'Show the share of search as lines', keywords: ['chart', 'lines', 'graph', 'view'], section, scope: INDEX },
  { id: 'brand-index.chart.area', title: 'Show the share of search as stacked areas', keywords: ['chart', 'area', 'stacked', 'graph', 'view'], section, scope: INDEX },
  { id: 'brand-index.months', title: 'Months shown in the brand index…', keywords: ['months', 'range', 'span', 'years', 'period'], section, scope: INDEX, pick: { placeholder: 'Pick a span…', heading: 'Months' } },
  { id: 'brand-index.export.csv', title: 'Export the brand index as CSV', keywords: ['export', 'download', 'csv', 'excel', 'share'], section, scope: INDEX },
  { id: 'brand-index.export.xlsx', title: 'Export the brand index as XLSX', keywords: ['export', 'download', 'xlsx', 'excel', 'share'], section, scope: INDEX },
  { id: 'brand-index.refresh', title: 'Refresh this brand index', keywords: ['refresh', 'update', 'reload', 'recompute'], section, scope: INDEX },
  { id: 'brand-index.analysis', title: 'Open the analysis of this dashboard', keywords: ['analysis', 'keywords', 'categories', 'questions', 'gain', 'loss'], section, scope: INDEX },
  { id: 'brand-index.choose', title: 'Open another brand index…', keywords: ['open', 'switch', 'dashboard', 'index'], section, scope: INDEX, pick: PICK },
  { id: 'brand-index.back', title: 'Back to all brand dashboards', keywords: ['list', 'dashboards', 'back', 'cards'], section, scope: INDEX },
] as const satisfies readonly CommandDescriptor[];

export interface BrandIndexActions {
  /** Null while there is no index to show (the chooser, or before the first run is done). */
  readonly chart: ChartKind | null;
  readonly months: MonthSpan;
  readonly canExport: boolean;
  readonly canRefresh: boolean;
  readonly hasAnalysis: boolean;
  readonly dashboards: readonly PickOption[];
  showChart(kind: ChartKind): void;
  showMonths(months: MonthSpan): void;
  exportIndex(format: 'csv' | 'xlsx'): void;
  refresh(): void;
  openAnalysis(): void;
  open(listname: string): void;
  backToList(): void;
}

export function brandIndexCommands(actions: BrandIndexActions): Command[] {
  const spans = MONTH_SPANS.map((months) => ({ id: String(months), title: `${months} months`, current: months === actions.months }));
  return bindCommands(BRAND_INDEX_COMMANDS, {
    'brand-index.chart.lines': { when: () => actions.chart === 'area', run: () => actions.showChart('lines') },
    'brand-index.chart.area': { when: () => actions.chart === 'lines', run: () => actions.showChart('area') },
    'brand-index.months': pickFrom(() => spans, (id) => {
      const months = MONTH_SPANS.find((span) => String(span) === id);
      if (months !== undefined) actions.showMonths(months);
    }, () => actions.chart !== null),
    'brand-index.export.csv': { when: () => actions.canExport, run: () => actions.exportIndex('csv') },
    'brand-index.export.xlsx': { when: () => actions.canExport, run: () => actions.exportIndex('xlsx') },
    'brand-index.refresh': { when: () => actions.canRefresh, run: actions.refresh },
    'brand-index.analysis': { when: () => actions.hasAnalysis, run: actions.openAnalysis },
    'brand-index.choose': pickFrom(() => actions.dashboards, actions.open),
    'brand-index.back': { run: actions.backToList },
  });
}

/** The commands of /brand-analysis/{brandindex}. */
export const BRAND_ANALYSIS_COMMANDS = [
  { id: 'brand-analysis.brand', title: 'Analyse another brand…', keywords: ['brand', 'switch', 'choose', 'competitor'], section, scope: ANALYSIS, pick: { placeholder: 'Pick a brand…', heading: 'Brands' } },
  { id: 'brand-analysis.index', title: 'Open the brand index of this dashboard', keywords: ['index', 'share of search', 'chart'], section, scope: ANALYSIS },
] as const satisfies readonly CommandDescriptor[];

export interface BrandAnalysisActions {
  readonly brands: readonly PickOption[];
  chooseBrand(brandId: number): void;
  openIndex(): void;
}

export function brandAnalysisCommands(actions: BrandAnalysisActions): Command[] {
  return bindCommands(BRAND_ANALYSIS_COMMANDS, {
    'brand-analysis.brand': pickFrom(() => actions.brands, (id) => actions.chooseBrand(Number(id))),
    'brand-analysis.index': { run: actions.openIndex },
  });
}

/** The commands of /add-dashboard: the form's two steps. */
export const ADD_DASHBOARD_COMMANDS = [
  { id: 'add-dashboard.preview', title: 'Show the keywords of the brands', keywords: ['preview', 'keywords', 'expand', 'suggestions', 'variants'], section, scope: ADD },
  { id: 'add-dashboard.start', title: 'Create the dashboard and start the brand index', keywords: ['start', 'create', 'save', 'index', 'run'], section, scope: ADD },
] as const satisfies readonly CommandDescriptor[];

export interface AddDashboardActions {
  readonly canPreview: boolean;
  readonly canStart: boolean;
  preview(): void;
  start(): void;
}

export function addDashboardCommands(actions: AddDashboardActions): Command[] {
  return bindCommands(ADD_DASHBOARD_COMMANDS, {
    'add-dashboard.preview': { when: () => actions.canPreview, run: actions.preview },
    'add-dashboard.start': { when: () => actions.canStart, run: actions.start },
  });
}
