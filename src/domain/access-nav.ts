import { resolveRoute } from './access.ts';
import { suiteAvailable, type AccessContext, type NavLink, type Suite } from './access-rules.ts';

/**
 * The side navigation of SPEC §1: which of the declared entries a user sees. The entries themselves
 * are declared by the route manifests (`src/features/<suite>/routes.tsx`) and grouped by
 * `src/routes/navigation.ts`; this file holds only the rule, so the server could apply it too.
 *
 * An entry shows only when its route lets the user in, so the navigation never offers a link that
 * bounces. Decisions: a suite shows when SPEC §4 makes it available AND at least one of its entries
 * shows (so monitoring in status `testing` shows nothing, as its routes need `active`); entries that
 * need a project id (briefing, competitors, editor) are not navigation entries; Brand Index has no
 * list route in SPEC §2, so its entry opens `/brand-index/all`; company extra entries show to every
 * user of the company except after an ended trial.
 */
export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/** A navigation entry as a route manifest declares it. */
export interface NavEntry {
  /** The entry's id: `go.<id>` is its command, `data-nav-id` its link. */
  readonly id: string;
  readonly label: string;
  readonly suite: Suite;
  /** Position inside its suite's list, lowest first. */
  readonly order: number;
  /** Where the entry leads when the route's path has parameters (Brand Index). */
  readonly href?: string;
  /** The `g` + letter sequence that jumps here (see `commands/keymap.ts` for the choices). */
  readonly shortcut?: string;
  /** The palette's "Go to …" name where the short label would be ambiguous out of its suite heading. */
  readonly paletteTitle?: string;
  /** A visibility rule on top of the route's own (the WDF*IDF group rule). */
  readonly alsoNeeds?: (ctx: AccessContext) => boolean;
}

/** One suite's heading and its entries in order, every entry with the href it opens. */
export interface NavGroup {
  readonly suite: Suite;
  readonly label: string;
  readonly entries: readonly (NavEntry & { readonly href: string })[];
}

export interface NavSuite {
  readonly suite: Suite;
  readonly label: string;
  readonly entries: readonly NavItem[];
}

export interface Navigation {
  readonly suites: readonly NavSuite[];
  /** The company's own entries (company settings `extra_navigation`). */
  readonly extra: readonly NavLink[];
}

/** The suites' headings in the order the shell lists them. */
export const NAV_SUITES: readonly { readonly suite: Suite; readonly label: string }[] = [
  { suite: 'research', label: 'Research' },
  { suite: 'content', label: 'Content' },
  { suite: 'monitoring', label: 'Monitoring' },
  { suite: 'ai', label: 'AI Suite' },
  { suite: 'chat', label: 'AI Chat (beta)' },
];

/** Groups declared entries under their suites' headings, each list by `order`; empty suites are left out. */
export function groupNavEntries(entries: readonly (NavEntry & { readonly href: string })[]): NavGroup[] {
  return NAV_SUITES.map(({ suite, label }) => ({
    suite,
    label,
    entries: entries.filter((entry) => entry.suite === suite).sort((a, b) => a.order - b.order),
  })).filter((group) => group.entries.length > 0);
}

function entryShows(ctx: AccessContext, entry: NavEntry & { readonly href: string }): boolean {
  if (entry.alsoNeeds !== undefined && !entry.alsoNeeds(ctx)) return false;
  return resolveRoute(entry.href, ctx).kind === 'allow';
}

export function visibleNavigation(ctx: AccessContext, groups: readonly NavGroup[]): Navigation {
  const suites: NavSuite[] = [];
  for (const group of groups) {
    if (!suiteAvailable(ctx, group.suite)) continue;
    const entries = group.entries
      .filter((entry) => entryShows(ctx, entry))
      .map(({ id, label, href }) => ({ id, label, href }));
    if (entries.length > 0) suites.push({ suite: group.suite, label: group.label, entries });
  }
  const extra = ctx.companyStatus === 'test_ended' ? [] : ctx.features.extraNavigation;
  return { suites, extra };
}

export function visibleSuites(ctx: AccessContext, groups: readonly NavGroup[]): Suite[] {
  return visibleNavigation(ctx, groups).suites.map((group) => group.suite);
}
