import { getRouteApi, Link } from '@tanstack/react-router';
import { visibleNavigation } from '../../domain/access-nav.ts';
import { useAccess, useStartup } from '../../session/use-app-state.ts';

const route = getRouteApi('/shell/');

/** The dashboard behind the logo: a greeting and a way into every suite the user may open. */
export function HomePage() {
  const startup = useStartup();
  const access = useAccess();
  // The navigation comes from the router's context: the home page is itself one of the manifests it is built from.
  const { navigation } = route.useRouteContext();
  const suites = access ? visibleNavigation(access, navigation).suites : [];
  return (
    <main id="main" className="screen">
      <h1>Home</h1>
      <p className="greeting">{startup ? `Welcome, ${startup.user.name}` : 'Welcome'}</p>
      {suites.length === 0 ? (
        <p className="empty-state">No suite is open for your account yet. Please contact your administrator.</p>
      ) : (
        <ul className="suite-cards">
          {suites.map((group) => (
            <li key={group.suite} className="suite-card">
              <h2>{group.label}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <Link to={entry.href}>{entry.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
