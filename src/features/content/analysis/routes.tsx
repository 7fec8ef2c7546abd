import { createRoute } from '@tanstack/react-router';
import { showsWdfIdfEntry } from '../../../domain/access-rules.ts';
import { bareLayout, shellLayout } from '../../../routes/layouts.ts';
import { lazyPage } from '../../../routes/lazy-page.ts';
import { parseWorkbenchSearch } from '../../../workbench/view/view-search.ts';

/**
 * The content suite's analysis screens (issue 24): the ad-hoc WDF*IDF in the shell, and a project's
 * WDF*IDF and briefing, which open without a login behind a share link (SPEC §2 "Open, shareable"),
 * so they stand outside the shell. The term tables keep their view (sort, filters, columns) in the URL.
 */
const adHocRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/wdf-idf',
  validateSearch: parseWorkbenchSearch,
  staticData: {
    screen: {
      title: 'WDF*IDF',
      purpose: 'Compare the term weighting of your text with the pages that rank for a keyword.',
      nav: { id: 'wdf-idf', label: 'WDF*IDF', suite: 'content', order: 20, shortcut: 'g w', alsoNeeds: showsWdfIdfEntry },
    },
  },
  component: lazyPage('wdf-idf', () => import('./wdf-idf-page.tsx'), (m) => m.WdfIdfPage),
});

const projectWdfIdfRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/content-project/wdf-idf/$project_id/{-$share_id}',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: { title: 'Project WDF*IDF', purpose: 'Term weighting of the project keyword across the competing pages.' } },
  component: lazyPage('content-wdf-idf', () => import('./project-wdf-idf-page.tsx'), (m) => m.ProjectWdfIdfPage),
});

const briefingRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/briefing/$project_id/{-$share_id}',
  staticData: { screen: { title: 'Briefing', purpose: 'The writing briefing of a content project, shareable with authors.' } },
  component: lazyPage('content-briefing', () => import('./briefing-page.tsx'), (m) => m.BriefingPage),
});

export const contentAnalysisRoutes = [adHocRoute, projectWdfIdfRoute, briefingRoute] as const;
