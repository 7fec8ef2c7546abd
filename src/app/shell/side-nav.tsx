import { Link } from '@tanstack/react-router';
import { visibleNavigation } from '../../domain/access-nav.ts';
import { useAccess } from '../use-app-state.ts';

/** The suites and entries this user may open (SPEC §1, §4, §6), and the company's own entries. */
export function SideNav() {
  const access = useAccess();
  if (!access) return <nav className="side-nav" aria-label="Main navigation" aria-busy="true" />;
  const navigation = visibleNavigation(access);
  return (
    <nav className="side-nav" aria-label="Main navigation">
      <ul className="nav-home">
        <li>
          <Link to="/" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
            Home
          </Link>
        </li>
      </ul>
      {navigation.suites.map((group) => (
        <section key={group.suite} aria-labelledby={`nav-${group.suite}`}>
          <h2 id={`nav-${group.suite}`}>{group.label}</h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.href} activeProps={{ 'aria-current': 'page' }} data-nav-id={entry.id}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {navigation.extra.length > 0 && (
        <section aria-labelledby="nav-company">
          <h2 id="nav-company">Company</h2>
          <ul>
            {navigation.extra.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} target="_blank" rel="noreferrer noopener">
                  {entry.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </nav>
  );
}
