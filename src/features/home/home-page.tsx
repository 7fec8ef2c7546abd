import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { readSession, type StoredSession } from '../../api/session-storage.ts';
import { logout } from '../account/logout.ts';

export function HomePage() {
  const navigate = useNavigate();
  const [session, setSession] = useState<StoredSession | undefined>();
  useEffect(() => {
    void readSession().then(setSession);
  }, []);

  async function onLogout() {
    await logout().catch(() => undefined);
    await navigate({ to: '/login', replace: true });
  }

  return (
    <main id="main" className="home-page">
      <h1>Home</h1>
      <p className="greeting">{session ? `Welcome, ${session.username}` : 'Welcome'}</p>
      <button type="button" onClick={() => void onLogout()}>
        Log out
      </button>
    </main>
  );
}
