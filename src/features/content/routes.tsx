import { createRoute } from '@tanstack/react-router';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';

/**
 * The content suite's screens (issue 24). The shareable project screens open without a login, so
 * they stand outside the shell; their frame (project-frame/) gives a logged-in visitor the way back.
 */
const listRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/content-projects',
  validateSearch: parseWorkbenchSearch,
  staticData: {
    screen: {
      title: 'Content Projects',
      purpose: 'Content projects plan a text from keyword, competitors and WDF*IDF analysis to the finished draft.',
      nav: { id: 'content-projects', label: 'Projects', paletteTitle: 'Content Projects', suite: 'content', order: 10, shortcut: 'g p' },
    },
  },
  component: lazyPage('content-projects', () => import('./projects/projects-page.tsx'), (m) => m.ContentProjectsPage),
});

const setupRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/content-project/setup',
  staticData: { screen: { title: 'New content project', purpose: 'Choose the main keyword, language and competitors of a new content project.' } },
  component: lazyPage('content-setup', () => import('./setup/setup-page.tsx'), (m) => m.ContentSetupPage),
});

const competitorsRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/content-project/competitors/$project_id/{-$share_id}',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: { title: 'Competitor analysis', purpose: 'The pages that rank for the project keyword and how relevant each one is.' } },
  component: lazyPage('content-competitors', () => import('./competitors/competitors-page.tsx'), (m) => m.CompetitorsPage),
});

export const contentRoutes = [listRoute, setupRoute, competitorsRoute] as const;
