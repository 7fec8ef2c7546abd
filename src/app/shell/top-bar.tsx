import { Link } from '@tanstack/react-router';
import { PaletteButton } from '../../commands/palette-button.tsx';
import { useStartup } from '../../session/use-app-state.ts';
import { CompanySwitch } from './company-switch.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar() {
  const startup = useStartup();
  const company = startup?.company;
  return (
    <header className="top-bar">
      <Link to="/" className="logo" aria-label={`${company?.name ?? 'Keyword Workbench'}: home`}>
        {company?.settings.logo ? <img src={company.settings.logo} alt="" height={28} /> : <span className="logo-mark" aria-hidden="true">KW</span>}
        <span className="logo-text">{company?.settings.theme === 'whitelabel' ? company.name : 'Keyword Workbench'}</span>
      </Link>
      <div className="top-bar-actions">
        <PaletteButton />
        <CompanySwitch />
        <Link to="/pricing" className="button-link secondary">
          Pricing
        </Link>
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
