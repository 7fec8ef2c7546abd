import { groupNavEntries, type NavGroup } from '../domain/access-nav.ts';
import { PAGE_ROUTES } from './route-manifests.ts';
import { pathOf, screenOf } from './route-manifest.ts';

/** The side navigation's suites and entries as the route manifests declare them, in the shell's order. */
export const NAVIGATION: readonly NavGroup[] = groupNavEntries(
  PAGE_ROUTES.flatMap((route) => {
    const nav = screenOf(route).nav;
    return nav === undefined ? [] : [{ ...nav, href: nav.href ?? pathOf(route) }];
  }),
);
