import { createRoute } from '@tanstack/react-router';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';
import { parseWorkbenchSearch } from '../../workbench/view/view-search.ts';
import { parseSettingsSearch } from './settings-sections.tsx';

/** The section, and the Users table's view (filters, sort, grouping, columns) as every workbench keeps it in the URL. */
function parseSettingsRouteSearch(search: Record<string, unknown>) {
  const { section: _section, ...view } = parseWorkbenchSearch(search);
  return { ...view, ...parseSettingsSearch(search) };
}

/** /settings: admin only with the plan check (SPEC §2, §6; the rule is in src/domain/access-routes.ts). */
const settingsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/settings',
  validateSearch: parseSettingsRouteSearch,
  staticData: { screen: { title: 'Settings', purpose: 'An admin manages the company: its users and their rights, and the audit log of every change.' } },
  component: lazyPage('settings', () => import('./settings-page.tsx'), (m) => m.SettingsPage),
});

export const settingsRoutes = [settingsRoute] as const;
