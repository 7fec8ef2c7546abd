import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { logout } from './logout.ts';

export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout()
      .catch(() => undefined)
      .then(() => navigate({ to: '/login', replace: true }));
  }, [navigate]);
  return (
    <main id="main" className="account-page">
      <h1>Logging out</h1>
    </main>
  );
}
