import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseLookupSearch } from './lookup-search.ts';
import { questionsRoute, suggestsRoute } from './suggests-routes.tsx';

const ideasRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/ideas',
  // The lookup (keyword, market, view) beside the table's view (filters, sort…): a copied link or Back reopens both.
  validateSearch: (search: Record<string, unknown>) => parseLookupSearch(search),
  staticData: {
    screen: {
      title: 'Ideas',
      purpose: 'Keyword ideas around a seed keyword or a domain.',
      nav: { id: 'ideas', label: 'Ideas', suite: 'research', order: 20, shortcut: 'g i' },
    },
  },
  component: lazyPage('ideas', () => import('./ideas-page.tsx'), (m) => m.IdeasPage),
});

export const researchRoutes = [ideasRoute, suggestsRoute, questionsRoute] as const;
