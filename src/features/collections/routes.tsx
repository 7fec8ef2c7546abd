import { createRoute } from '@tanstack/react-router';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';

const collectionsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/collections',
  staticData: {
    screen: {
      title: 'Collections',
      purpose: 'Saved keyword collections of your company. Create one from a search volume lookup or the keyword clipboard.',
      nav: { id: 'collections', label: 'Collections', suite: 'research', order: 10, shortcut: 'g c' },
    },
  },
  component: lazyPage('collections', () => import('./collections-page.tsx'), (m) => m.CollectionsPage),
});

const researchRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/research/$researchname',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: { title: 'Research', purpose: 'The keywords of one research, with volumes, trends, difficulty and SERP features.' } },
  component: lazyPage('research', () => import('./research-page.tsx'), (m) => m.ResearchPage),
});

const sharedResearchRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/research/shared/$shareid',
  validateSearch: parseWorkbenchSearch,
  staticData: { screen: { title: 'Shared research', purpose: 'A research shared with you by link, read-only.' } },
  component: lazyPage('shared-research', () => import('./shared-research-page.tsx'), (m) => m.SharedResearchPage),
});

export const collectionsRoutes = [collectionsRoute, researchRoute, sharedResearchRoute] as const;
