import { useSyncExternalStore } from 'react';
import { useLocation } from '@tanstack/react-router';
import { ModalDialog } from '../ui/modal-dialog.tsx';

const SMALL_SCREEN = '(max-width: 767px)';
/** SPEC §2: the notice does not cover the AI chat or the login page. */
const EXEMPT = [/^\/seo-ai\/?$/, /^\/login(\/|$)/];

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isSmall = () => window.matchMedia(SMALL_SCREEN).matches;

export function showsMobileMaintenance(pathname: string, small: boolean): boolean {
  return small && !EXEMPT.some((pattern) => pattern.test(pathname));
}

export function MobileMaintenanceDialog() {
  const small = useSyncExternalStore(subscribe, isSmall, () => false);
  const { pathname } = useLocation();
  return (
    <ModalDialog open={showsMobileMaintenance(pathname, small)} labelledBy="mobile-maintenance-title" className="app-dialog fullscreen-dialog">
      <h2 id="mobile-maintenance-title">Maintenance mode</h2>
      <p>The mobile version is under maintenance. Please use the workbench on a larger screen; the AI chat works here.</p>
    </ModalDialog>
  );
}
