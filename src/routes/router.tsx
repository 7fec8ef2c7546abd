import { createRouter } from '@tanstack/react-router';
import { ALL_COMMANDS } from '../commands/all-commands.ts';
import { AppRoot } from '../app/app-root.tsx';
import { BareLayout } from '../app/bare-layout.tsx';
import { RouteError } from '../app/route-error.tsx';
import { ShellLayout } from '../app/shell/shell-layout.tsx';
import { NotFoundPage } from '../features/notices/not-found-page.tsx';
import { keepScrollPositions } from './kept-views.ts';
import { bareLayout, rootRoute, shellLayout } from './layouts.ts';
import { NAVIGATION } from './navigation.ts';
import { PAGE_ROUTES } from './route-manifests.ts';

const under = (layout: typeof shellLayout | typeof bareLayout) => PAGE_ROUTES.filter((route) => route.options.getParentRoute() === layout);

const layout = { staticData: { screen: null } };
const routeTree = rootRoute.update({ ...layout, component: AppRoot, notFoundComponent: NotFoundPage, errorComponent: RouteError }).addChildren([
  shellLayout.update({ ...layout, component: ShellLayout }).addChildren(under(shellLayout)),
  bareLayout.update({ ...layout, component: BareLayout }).addChildren(under(bareLayout)),
]);

export const router = createRouter({ routeTree, context: { navigation: NAVIGATION, commandLists: ALL_COMMANDS }, defaultPreload: 'intent', defaultPendingMs: 150 });
keepScrollPositions(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
