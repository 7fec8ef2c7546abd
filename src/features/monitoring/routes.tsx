import { createRoute } from '@tanstack/react-router';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import type { Screen } from '../../routes/route-manifest.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';
import { parseSetupSearch } from './setup-search.ts';

const LIST: Screen = { title: 'Monitoring', purpose: 'Ranking projects that track your positions and visibility every day.' };
const SETUP: Screen = { title: 'New monitoring project', purpose: 'Choose the domain, device, location and keywords to track.' };
const PROJECT: Screen = { title: 'Monitoring project', purpose: 'Positions, visibility and competitors of one monitoring project.' };

const listPage = lazyPage('monitoring', () => import('./monitoring-page.tsx'), (m) => m.MonitoringPage);
const setupPage = lazyPage('monitoring-setup', () => import('./setup-page.tsx'), (m) => m.MonitoringSetupPage);
const projectPage = lazyPage('monitoring-project', () => import('./project-page.tsx'), (m) => m.MonitoringProjectPage);

/**
 * SPEC §2: the same three screens under /monitoring and /quickseo/monitoring. The pages read the prefix
 * from the location (monitoring-paths.ts); the quick-SEO theme follows the path in the shell.
 */
const listRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/monitoring',
  staticData: { screen: { ...LIST, nav: { id: 'monitoring', label: 'Monitoring', suite: 'monitoring', order: 10, shortcut: 'g m' } } },
  component: listPage,
});
const setupRoute = createRoute({ getParentRoute: () => shellLayout, path: '/monitoring/setup', validateSearch: parseSetupSearch, staticData: { screen: SETUP }, component: setupPage });
const projectRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/monitoring/project/$id',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: PROJECT },
  component: projectPage,
});
const quickListRoute = createRoute({ getParentRoute: () => shellLayout, path: '/quickseo/monitoring', staticData: { screen: LIST }, component: listPage });
const quickSetupRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/quickseo/monitoring/setup',
  validateSearch: parseSetupSearch,
  staticData: { screen: SETUP },
  component: setupPage,
});
const quickProjectRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/quickseo/monitoring/project/$id',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: PROJECT },
  component: projectPage,
});

/** The read-only report behind a share link: open without login, like /research/shared/{shareid}. */
const sharedReportRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/monitoring/shared/$shareid',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: { title: 'Ranking report', purpose: 'A monitoring project shared by link, read-only.' } },
  component: lazyPage('monitoring-shared', () => import('./shared-report-page.tsx'), (m) => m.SharedReportPage),
});

export const monitoringRoutes = [listRoute, setupRoute, projectRoute, quickListRoute, quickSetupRoute, quickProjectRoute, sharedReportRoute] as const;
