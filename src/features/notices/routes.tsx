import { createRoute } from '@tanstack/react-router';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';

const pricingRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/pricing',
  staticData: { screen: { title: 'Pricing', purpose: 'Plans and prices.' } },
  component: lazyPage('pricing', () => import('./pricing-page.tsx'), (m) => m.PricingPage),
});

const maintenanceRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/maintenance',
  staticData: { screen: { title: 'Maintenance', purpose: 'The workbench is being updated and will be back shortly.' } },
  component: lazyPage('notices', () => import('./notice-page.tsx'), (m) => m.MaintenancePage),
});

const endOfTestRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/endoftest',
  staticData: { screen: { title: 'Your trial has ended', purpose: 'The test period of your company has ended.' } },
  component: lazyPage('notices', () => import('./notice-page.tsx'), (m) => m.EndOfTestPage),
});

export const noticesRoutes = [pricingRoute, maintenanceRoute, endOfTestRoute] as const;
