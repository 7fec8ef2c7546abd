import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseAnalysisSearch, parseIndexSearch } from './index-search.ts';

const brandsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/brands',
  staticData: {
    screen: {
      title: 'Brand Dashboards',
      purpose: 'Dashboards that follow the share of search of the brands of a market over time.',
      nav: { id: 'brands', label: 'Brand Dashboards', suite: 'research', order: 60, shortcut: 'g b' },
    },
  },
  component: lazyPage('brands', () => import('./brands-page.tsx'), (m) => m.BrandsPage),
});

const brandIndexRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/brand-index/$brandindex',
  validateSearch: parseIndexSearch,
  staticData: {
    screen: {
      title: 'Brand Index',
      purpose: 'The brand index: how search interest is shared between the brands of a market, month by month.',
      // SPEC §2 has no list route for the brand index, so the entry opens the chooser of all dashboards.
      nav: { id: 'brand-index', label: 'Brand Index', suite: 'research', order: 70, shortcut: 'g x', href: '/brand-index/all' },
    },
  },
  component: lazyPage('brand-index', () => import('./brand-index-page.tsx'), (m) => m.BrandIndexPage),
});

const brandAnalysisRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/brand-analysis/$brandindex',
  validateSearch: parseAnalysisSearch,
  staticData: {
    screen: {
      title: 'Brand analysis',
      purpose: 'One dashboard brand by brand: top keywords, categories, questions and the months a brand gained or lost share.',
    },
  },
  component: lazyPage('brand-analysis', () => import('./brand-analysis-page.tsx'), (m) => m.BrandAnalysisPage),
});

const addDashboardRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/add-dashboard',
  staticData: { screen: { title: 'Add dashboard', purpose: 'Set up a new brand dashboard from a list of brands and a market.' } },
  component: lazyPage('add-dashboard', () => import('./add-dashboard-page.tsx'), (m) => m.AddDashboardPage),
});

export const brandsRoutes = [brandsRoute, brandIndexRoute, brandAnalysisRoute, addDashboardRoute] as const;
