import { Outlet } from '@tanstack/react-router';
import { GoToCollectionCommand } from '../../features/collections/go-to-collection.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

/** The frame of every screen a logged-in user works in (SPEC §2 "Shell"). */
export function ShellLayout() {
  return (
    <div className="shell">
      <TopBar />
      <SideNav />
      <GoToCollectionCommand />
      <div className="shell-content">
        <Outlet />
      </div>
    </div>
  );
}
