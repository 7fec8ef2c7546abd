import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';

const homeRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/',
  staticData: { screen: { title: 'Home', purpose: 'Your starting point: recent collections, running jobs and shortcuts into every suite.' } },
  component: lazyPage('home', () => import('./home-page.tsx'), (m) => m.HomePage),
});

export const homeRoutes = [homeRoute] as const;
