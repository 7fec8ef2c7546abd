import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseKnowledgeSearch } from './knowledge-search-params.ts';

const knowledgeRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/knowledge',
  validateSearch: parseKnowledgeSearch,
  staticData: { screen: { title: 'Knowledge base', purpose: 'Tutorials and answers about every suite of the workbench.' } },
  component: lazyPage('knowledge', () => import('./knowledge-page.tsx'), (m) => m.KnowledgePage),
});

export const knowledgeRoutes = [knowledgeRoute] as const;
