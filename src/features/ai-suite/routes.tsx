import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseProjectSearch } from './project-search.ts';

const aiSuiteRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/ai-suite',
  staticData: {
    screen: {
      title: 'AI Suite',
      purpose: 'AI projects that draft texts and metadata from your keyword research.',
      nav: { id: 'ai-suite', label: 'AI Suite', suite: 'ai', order: 10, shortcut: 'g a' },
    },
  },
  component: lazyPage('ai-suite', () => import('./projects-page.tsx'), (m) => m.AiProjectsPage),
});

const aiSetupRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/ai-suite/setup',
  staticData: { screen: { title: 'New AI project', purpose: 'Choose what the AI should write and from which keywords.' } },
  component: lazyPage('ai-setup', () => import('./setup-page.tsx'), (m) => m.AiSetupPage),
});

const aiProjectRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/ai-suite/project/$id',
  validateSearch: parseProjectSearch,
  staticData: { screen: { title: 'AI project', purpose: 'The drafts of one AI project, ready to edit and export.' } },
  component: lazyPage('ai-project', () => import('./project-page.tsx'), (m) => m.AiProjectPage),
});

export const aiSuiteRoutes = [aiSuiteRoute, aiSetupRoute, aiProjectRoute] as const;
