import { useEffect } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { CommandHost } from '../commands/command-host.tsx';
import { WorkbenchPortsContext } from '../workbench/ports.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { ConnectionOverlay } from './connection-overlay.tsx';
import { MobileMaintenanceDialog } from './mobile-maintenance-dialog.tsx';
import { themeAttributes } from './theme/theme-attributes.ts';
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
  }, [startup, pathname]);

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
