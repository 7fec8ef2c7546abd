import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { readSession } from '../api/session-storage.ts';

const rootRoute = createRootRoute({
  component: () => (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
    </>
  ),
});

const loginSearchSchema = z.object({ redirect: z.string().optional() });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search) => loginSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('../features/account/login-page.tsx'), 'LoginPage'),
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ location }) => {
    if (!(await readSession())) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/home/home-page.tsx'), 'HomePage'),
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  component: lazyRouteComponent(() => import('../features/account/logout-page.tsx'), 'LogoutPage'),
});

const routeTree = rootRoute.addChildren([homeRoute, loginRoute, logoutRoute]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
