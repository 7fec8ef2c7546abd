import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { ROUTE_RULES, toTanStackPath, type RouteRule } from '../domain/access-routes.ts';
import { AppRoot } from '../app/app-root.tsx';
import { ShellLayout } from '../app/shell/shell-layout.tsx';
import { BareLayout } from '../app/bare-layout.tsx';
import { RouteError } from '../app/route-error.tsx';
import { NotFoundPage } from '../features/notices/not-found-page.tsx';
import { decideRoute } from './route-guard.ts';
import { outboxScreen, ROUTE_COMPONENTS, suiteScreen } from './route-components.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The SPEC §2 pattern this route serves, for titles and guards. */
    pattern?: string;
  }
}

/** Resolves once the stored session has been checked; main.tsx sets it before the first render. */
let sessionBooted: Promise<void> = Promise.resolve();
export function setSessionBoot(boot: Promise<void>): void {
  sessionBooted = boot;
}

const rootRoute = createRootRoute({
  component: AppRoot,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
  beforeLoad: async ({ location }) => {
    await sessionBooted;
    const decision = await decideRoute(location.href);
    // replace: a redirect must not leave an entry that Back would bounce off (ARCHITECTURE.md).
    if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
  },
});

const shellLayout = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: ShellLayout });
const bareLayout = createRoute({ getParentRoute: () => rootRoute, id: 'bare', component: BareLayout });

/** Screens for logged-in users live in the shell; open and session pages stand alone. */
const inShell = (rule: RouteRule) => rule.guard.kind !== 'open' && rule.guard.kind !== 'session';

function pageRoute(rule: RouteRule): AnyRoute {
  const loader = ROUTE_COMPONENTS[rule.pattern] ?? suiteScreen;
  return createRoute({
    getParentRoute: () => (inShell(rule) ? shellLayout : bareLayout),
    path: toTanStackPath(rule.pattern),
    staticData: { pattern: rule.pattern },
    component: lazyRouteComponent(async () => ({ default: await loader() })),
  });
}

const pages = ROUTE_RULES.map(pageRoute);
const outboxRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/dev/outbox',
  component: lazyRouteComponent(async () => ({ default: await outboxScreen() })),
});
const routeTree = rootRoute.addChildren([
  shellLayout.addChildren([...pages.filter((_, i) => inShell(ROUTE_RULES[i] as RouteRule)), outboxRoute]),
  bareLayout.addChildren(pages.filter((_, i) => !inShell(ROUTE_RULES[i] as RouteRule))),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', defaultPendingMs: 150 });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
