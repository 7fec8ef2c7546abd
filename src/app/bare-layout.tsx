import { Outlet } from '@tanstack/react-router';

/** Open and session pages stand alone, without the shell's navigation. */
export function BareLayout() {
  return <Outlet />;
}
