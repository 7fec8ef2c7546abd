import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { CommandHost } from '../commands/command-host.tsx';
import { WorkbenchPortsContext } from '../workbench/ports.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { ConnectionOverlay } from './connection-overlay.tsx';
import { MobileMaintenanceDialog } from './mobile-maintenance-dialog.tsx';
import { themeAttributes } from './theme/theme-attributes.ts';
import { THEME_COLOUR_VARIABLES, themeColourVariables } from './theme/theme-colours.ts';
import { useStartup } from '../session/use-app-state.ts';
import { UpdateCountdown } from './update-countdown.tsx';
import { workbenchServices } from './workbench-services.ts';

/** Everything every page has: skip link, theme attributes, the keyword table's services, global dialogs and overlays. */
export function AppRoot() {
  const startup = useStartup();
  const { pathname } = useLocation();
  useEffect(() => {
    const attributes = themeAttributes(startup?.company.settings.theme ?? 'default', pathname, startup?.userSettings ?? null);
    for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value);
    // A company's own colours (Settings) as inline variables over the theme's; none set clears them.
    const variables = themeColourVariables(startup?.company.settings.colors ?? null, attributes['data-mode'], attributes['data-contrast'] === 'high');
    for (const name of THEME_COLOUR_VARIABLES) {
      const value = variables[name];
      if (value === undefined) document.documentElement.style.removeProperty(name);
      else document.documentElement.style.setProperty(name, value);
    }
  }, [startup, pathname]);

  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.screen?.title ?? '' });
  const companyId = startup?.company.id ?? null;
  useEffect(() => {
    // Loaded after the screen has rendered (decision 0044); a screen left at once (a redirect) is no view.
    const timer = window.setTimeout(() => {
      void import('./analytics/page-tracker.ts').then((tracker) => tracker.trackPageView({ url: pathname, title, companyId }));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, title, companyId]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <WorkbenchPortsContext value={workbenchServices}>
        <Outlet />
      </WorkbenchPortsContext>
      <CheckoutDialog />
      <MobileMaintenanceDialog />
      <ConnectionOverlay />
      <UpdateCountdown />
      <CommandHost />
    </>
  );
}
