import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import type { CommandDescriptor } from '../commands/command-types.ts';
import type { NavGroup } from '../domain/access-nav.ts';
import { keptViewTarget } from './kept-views.ts';
import { decideRoute } from './route-guard.ts';

/**
 * What the router hands every route: the navigation declared by the route manifests, and every
 * command list of the registry (the knowledge base's shortcut table). Both are built from the
 * manifests, so a page that imported them would import its own manifest.
 */
export interface RouterContext {
  readonly navigation: readonly NavGroup[];
  readonly commandLists: Readonly<Record<string, readonly CommandDescriptor[]>>;
}

/** Resolves once the stored session has been checked; main.tsx sets it before the first render. */
let sessionBooted: Promise<void> = Promise.resolve();
export function setSessionBoot(boot: Promise<void>): void {
  sessionBooted = boot;
}

/**
 * The root and the two layouts every route manifest hangs its routes under. Their components are
 * attached in `router.tsx`: the shell's components list the manifests' navigation, so importing them
 * here would make every manifest import itself.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staticData: { screen: null },
  beforeLoad: async ({ location, preload }) => {
    await sessionBooted;
    const decision = await decideRoute(location.href);
    // replace: a redirect must not leave an entry that Back would bounce off (docs/architecture.md).
    if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true });
    // A hovered link preloads: that is no visit, and it must not bring a kept view back.
    if (preload) return;
    const kept = keptViewTarget(location);
    if (kept !== null) throw redirect({ href: kept, replace: true });
  },
});

/** Screens for logged-in users live in the shell (a test keeps this in step with the access rules). */
export const shellLayout = createRoute({ getParentRoute: () => rootRoute, id: 'shell', staticData: { screen: null } });
/** Open and session pages stand alone. */
export const bareLayout = createRoute({ getParentRoute: () => rootRoute, id: 'bare', staticData: { screen: null } });
