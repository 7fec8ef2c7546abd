import { useEffect } from 'react';
import { logout } from '../../session/session-runtime.ts';

/** /logout: the session machine ends the session on the server, deletes the keys and goes to /login. */
export function LogoutPage() {
  useEffect(() => logout(), []);
  return (
    <main id="main" className="notice-page">
      <h1>Logging out</h1>
      <p role="status">Ending your session…</p>
    </main>
  );
}
