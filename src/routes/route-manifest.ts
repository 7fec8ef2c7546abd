import type { AnyRoute } from '@tanstack/react-router';
import type { NavEntry } from '../domain/access-nav.ts';

/**
 * What a route manifest (`src/features/<suite>/routes.tsx`) says about each of its routes besides
 * path, search params and page, which are TanStack's own route options. The access rule is not
 * here: it lives in the one access table (`src/domain/access-routes.ts`) that the server reads too,
 * and `route-manifests.test.ts` keeps the two in step.
 */
export interface Screen {
  /** The screen's name: the placeholder's h1, and what a person is told the screen is. */
  readonly title: string;
  /** What the screen is for, in one sentence. */
  readonly purpose: string;
  /** Its side-navigation entry, when it has one. */
  readonly nav?: NavEntry;
  /** Why this route has no rule in the access table (only a development tool may say so). */
  readonly outsideAccessTable?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Required, so a page route cannot be declared without its title; null on the root and the layouts. */
    screen: Screen | null;
  }
}

/** One feature's routes, in the order it declares them. */
export type RouteManifest = readonly AnyRoute[];

/** The path a manifest route declares (TanStack's spelling: `$param`, `{-$param}` when optional). */
export function pathOf(route: AnyRoute): string {
  const path: unknown = 'path' in route.options ? route.options.path : undefined;
  if (typeof path !== 'string') throw new Error('A manifest route declares no path');
  return path;
}

/** What the route's screen is; every manifest route declares one. */
export function screenOf(route: AnyRoute): Screen {
  const screen = route.options.staticData?.screen;
  if (!screen) throw new Error(`Route ${pathOf(route)} declares no screen`);
  return screen;
}
