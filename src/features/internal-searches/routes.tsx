import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PERIOD_CHOICES } from '../../domain/contracts/internal-searches.ts';
import { DEFAULT_PERIOD_DAYS } from '../../domain/internal-search-stats.ts';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import type { Screen } from '../../routes/route-manifest.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';

const OVERVIEW: Screen = { title: 'Internal Searches', purpose: 'What visitors search for on your own site, over time, next to what they search for on Google.' };
const PROJECT: Screen = { title: 'Internal search terms', purpose: 'Every term searched on your site with its trend, Google volume, your Google position and content gaps.' };
const SETUP: Screen = { title: 'Import site searches', purpose: 'Import the site search log of your site as a CSV from Google Analytics, Matomo or a spreadsheet.' };

/** `?days=` is the period: one of the offered lengths; absent or anything else is the 90-day default. */
const daysSchema = z.object({
  days: z
    .number()
    .int()
    .refine((d) => (PERIOD_CHOICES as readonly number[]).includes(d))
    .optional()
    .catch(undefined),
});
function periodSearch(search: Record<string, unknown>): { days?: number } {
  const { days } = daysSchema.parse(search);
  return days === undefined || days === DEFAULT_PERIOD_DAYS ? {} : { days };
}
function projectSearch(search: Record<string, unknown>) {
  const { days: _days, gaps, ...rest } = parseWorkbenchSearch(search);
  return { ...rest, ...periodSearch(search), ...(gaps === true ? { gaps: true as const } : {}) };
}

const overviewPage = lazyPage('internal-searches', () => import('./overview-page.tsx'), (m) => m.InternalSearchesPage);
const projectPage = lazyPage('internal-searches-project', () => import('./project-page.tsx'), (m) => m.InternalSearchProjectPage);
const setupPage = lazyPage('internal-searches-setup', () => import('./setup-page.tsx'), (m) => m.InternalSearchSetupPage);

/** The three screens, once at /internal-searches… and once in the quick-SEO area (SPEC §2). */
export const internalSearchRoutes = [
  createRoute({
    getParentRoute: () => shellLayout,
    path: '/internal-searches',
    validateSearch: periodSearch,
    staticData: { screen: { ...OVERVIEW, nav: { id: 'internal-searches', label: 'Internal Searches', suite: 'monitoring', order: 20, shortcut: 'g n' } } },
    component: overviewPage,
  }),
  createRoute({ getParentRoute: () => shellLayout, path: '/internal-searches/project', validateSearch: projectSearch, staticData: { screen: PROJECT }, component: projectPage }),
  createRoute({ getParentRoute: () => shellLayout, path: '/internal-searches/setup', staticData: { screen: SETUP }, component: setupPage }),
  createRoute({ getParentRoute: () => shellLayout, path: '/quickseo/internal-searches', validateSearch: periodSearch, staticData: { screen: OVERVIEW }, component: overviewPage }),
  createRoute({ getParentRoute: () => shellLayout, path: '/quickseo/internal-searches/project', validateSearch: projectSearch, staticData: { screen: PROJECT }, component: projectPage }),
  createRoute({ getParentRoute: () => shellLayout, path: '/quickseo/internal-searches/setup', staticData: { screen: SETUP }, component: setupPage }),
] as const;
