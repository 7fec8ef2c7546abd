import { createRoute } from '@tanstack/react-router';
import { bareLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';

/**
 * The content suite's screens (issue 24). The shareable project screens open without a login, so
 * they stand outside the shell; their frame (project-frame/) gives a logged-in visitor the way back.
 */
const competitorsRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/content-project/competitors/$project_id/{-$share_id}',
  staticData: { screen: { title: 'Competitor analysis', purpose: 'The pages that rank for the project keyword and how relevant each one is.' } },
  component: lazyPage('content-competitors', () => import('./competitors/competitors-page.tsx'), (m) => m.CompetitorsPage),
});

export const contentRoutes = [competitorsRoute] as const;
