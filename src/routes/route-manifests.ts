import type { AnyRoute } from '@tanstack/react-router';
import { toTanStackPath } from '../domain/access-routes.ts';
import { accountRoutes } from '../features/account/routes.tsx';
import { aiChatRoutes } from '../features/ai-chat/routes.tsx';
import { aiSuiteRoutes } from '../features/ai-suite/routes.tsx';
import { brandsRoutes } from '../features/brands/routes.tsx';
import { collectionsRoutes } from '../features/collections/routes.tsx';
import { contentAnalysisRoutes } from '../features/content/analysis/routes.tsx';
import { contentEditorRoutes } from '../features/content/editor-page/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { knowledgeRoutes } from '../features/knowledge/routes.tsx';
import { internalSearchRoutes } from '../features/internal-searches/routes.tsx';
import { monitoringRoutes } from '../features/monitoring/routes.tsx';
import { noticesRoutes } from '../features/notices/routes.tsx';
import { researchRoutes } from '../features/research/routes.tsx';
import { searchVolumeRoutes } from '../features/searchvolume/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { pathOf, type RouteManifest } from './route-manifest.ts';

/** Every feature's route manifest, one entry per feature: the route tree and the navigation are built from this list. */
export const ROUTE_MANIFESTS = [
  homeRoutes,
  accountRoutes,
  noticesRoutes,
  collectionsRoutes,
  searchVolumeRoutes,
  researchRoutes,
  brandsRoutes,
  internalSearchRoutes,
  monitoringRoutes,
  knowledgeRoutes,
  settingsRoutes,
  aiChatRoutes,
  aiSuiteRoutes,
  contentAnalysisRoutes,
  contentEditorRoutes,
  contentRoutes,
] as const satisfies readonly RouteManifest[];

export const PAGE_ROUTES = ROUTE_MANIFESTS.flat();

/** The manifest route that serves an access-table pattern (`/login/{auth?}` → the route `/login/{-$auth}`). */
export function routeOfPattern(pattern: string): AnyRoute | undefined {
  const path = toTanStackPath(pattern);
  return PAGE_ROUTES.find((route) => pathOf(route) === path);
}
