import { resolveRoute } from './access.ts';
import { showsWdfIdfEntry, suiteAvailable, type AccessContext, type NavLink, type Suite } from './access-rules.ts';

/**
 * The side navigation of SPEC §1 as data. An entry shows only when its route lets the user in,
 * so the navigation never offers a link that bounces.
 *
 * Decisions: a suite shows when SPEC §4 makes it available AND at least one of its entries shows
 * (so monitoring in status `testing` shows nothing, as its routes need `active`); entries that
 * need a project id (briefing, competitors, editor) are not navigation entries; Brand Index has no
 * list route in SPEC §2, so its entry opens `/brand-index/all`; company extra entries show to every
 * user of the company except after an ended trial.
 */
export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly href: string;
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

interface NavEntryRule extends NavItem {
  /** A visibility rule on top of the route's own (the WDF*IDF group rule). */
  readonly alsoNeeds?: (ctx: AccessContext) => boolean;
}

export const NAVIGATION: readonly { suite: Suite; label: string; entries: readonly NavEntryRule[] }[] = [
  {
    suite: 'research',
    label: 'Research',
    entries: [
      { id: 'collections', label: 'Collections', href: '/collections' },
      { id: 'ideas', label: 'Ideas', href: '/ideas' },
      { id: 'suggests', label: 'Suggests', href: '/suggests' },
      { id: 'searchvolume', label: 'Google Search Volume', href: '/searchvolume' },
      { id: 'questions', label: 'Questions', href: '/questions' },
      { id: 'brands', label: 'Brand Dashboards', href: '/brands' },
      { id: 'brand-index', label: 'Brand Index', href: '/brand-index/all' },
    ],
  },
  {
    suite: 'content',
    label: 'Content',
    entries: [
      { id: 'content-projects', label: 'Projects', href: '/content-projects' },
      { id: 'wdf-idf', label: 'WDF*IDF', href: '/wdf-idf', alsoNeeds: showsWdfIdfEntry },
    ],
  },
  {
    suite: 'monitoring',
    label: 'Monitoring',
    entries: [
      { id: 'monitoring', label: 'Monitoring', href: '/monitoring' },
      { id: 'internal-searches', label: 'Internal Searches', href: '/internal-searches' },
    ],
  },
  { suite: 'ai', label: 'AI Suite', entries: [{ id: 'ai-suite', label: 'AI Suite', href: '/ai-suite' }] },
  { suite: 'chat', label: 'AI Chat (beta)', entries: [{ id: 'seo-ai', label: 'AI Chat', href: '/seo-ai' }] },
];

function entryShows(ctx: AccessContext, entry: NavEntryRule): boolean {
  if (entry.alsoNeeds !== undefined && !entry.alsoNeeds(ctx)) return false;
  return resolveRoute(entry.href, ctx).kind === 'allow';
}

export function visibleNavigation(ctx: AccessContext): Navigation {
  const suites: NavSuite[] = [];
  for (const group of NAVIGATION) {
    if (!suiteAvailable(ctx, group.suite)) continue;
    const entries = group.entries
      .filter((entry) => entryShows(ctx, entry))
      .map(({ id, label, href }) => ({ id, label, href }));
    if (entries.length > 0) suites.push({ suite: group.suite, label: group.label, entries });
  }
  const extra = ctx.companyStatus === 'test_ended' ? [] : ctx.features.extraNavigation;
  return { suites, extra };
}

export function visibleSuites(ctx: AccessContext): Suite[] {
  return visibleNavigation(ctx).suites.map((group) => group.suite);
}
