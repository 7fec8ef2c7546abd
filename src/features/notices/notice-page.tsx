import { Link } from '@tanstack/react-router';
import { useSession } from '../../session/use-app-state.ts';

export function MaintenancePage() {
  return (
    <main id="main" className="notice-page">
      <div className="notice-card">
        <h1>Maintenance</h1>
        <p>The workbench is being updated and will be back shortly. Your data is safe; please try again in a few minutes.</p>
        <Link to="/" className="button-link">
          Try again
        </Link>
      </div>
    </main>
  );
}

/** SPEC §4: every page of a company whose trial ended leads here. */
export function EndOfTestPage() {
  const session = useSession();
  return (
    <main id="main" className="notice-page">
      <div className="notice-card">
        <h1>Your trial has ended</h1>
        <p>The test period of your company has ended. Choose a plan to go on working with your keywords; nothing you saved is lost.</p>
        <div className="button-row">
          <Link to="/pricing" className="button-link">
            See plans and prices
          </Link>
          {session && (
            <Link to="/logout" className="button-link secondary">
              Log out
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
