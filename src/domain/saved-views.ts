/**
 * Rules of saved table views (decision 0057): which tables have them, which screen's right a view
 * call needs, what a view's parts must agree on, and who may change one.
 */

/** The table kinds: a table's screen family, so a view saved on one collection opens on every collection. */
export const TABLE_KINDS = ['research', 'ideas', 'suggests', 'questions', 'searchvolume', 'content-projects', 'wdf-idf', 'monitoring', 'internal-searches', 'ai-suite'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

/** The screen whose right a view call of each kind needs (the one the table is shown on). */
export const TABLE_KIND_SCREENS = {
  research: '/collections',
  ideas: '/ideas',
  suggests: '/suggests',
  questions: '/questions',
  searchvolume: '/searchvolume',
  'content-projects': '/content-projects',
  'wdf-idf': '/wdf-idf',
  monitoring: '/monitoring',
  'internal-searches': '/internal-searches',
  'ai-suite': '/ai-suite',
} as const satisfies Record<TableKind, string>;

/** How long a deleted view can be brought back. */
export const VIEW_UNDO_SECONDS = 30;

const isTableKind = (value: string): value is TableKind => (TABLE_KINDS as readonly string[]).includes(value);

/**
 * The table kind of a workbench's route (`/research/Winter Sale` → research, the quick-SEO twins
 * count as theirs); null for a table without saved views (settings, a shared link).
 */
export function tableKindOf(route: string): TableKind | null {
  const segments = route.split('/').filter((s) => s !== '');
  const first = segments[0] === 'quickseo' ? segments[1] : segments[0];
  if (first === undefined || segments.includes('shared')) return null;
  return isTableKind(first) ? first : null;
}

export interface ViewParts {
  readonly columns: readonly string[];
  readonly pinned: readonly string[];
  readonly sort: readonly { readonly column: string }[];
}

/** The first part that contradicts another, with the field it names (for a 400); null when the parts agree. */
export function viewStateProblem(state: ViewParts): { field: string; message: string } | null {
  const seen = new Set<string>();
  for (const [index, column] of state.columns.entries()) {
    if (seen.has(column)) return { field: `state.columns.${index}`, message: `the column "${column}" is named twice.` };
    seen.add(column);
  }
  const pinned = new Set<string>();
  for (const [index, column] of state.pinned.entries()) {
    if (!seen.has(column)) return { field: `state.pinned.${index}`, message: `the pinned column "${column}" is not one of the view's columns.` };
    if (pinned.has(column)) return { field: `state.pinned.${index}`, message: `the column "${column}" is pinned twice.` };
    pinned.add(column);
  }
  const sorted = new Set<string>();
  for (const [index, sort] of state.sort.entries()) {
    if (sorted.has(sort.column)) return { field: `state.sort.${index}.column`, message: `the column "${sort.column}" is sorted by twice.` };
    sorted.add(sort.column);
  }
  return null;
}

/** Only the owner renames, overwrites or deletes a view; the company reads it. */
export const mayChangeView = (view: { readonly owner_id: number }, userId: number): boolean => view.owner_id === userId;

/** Names are unique per owner and kind regardless of case, as people read them. */
export const sameViewName = (a: string, b: string): boolean => a.toLocaleLowerCase('de-DE') === b.toLocaleLowerCase('de-DE');
