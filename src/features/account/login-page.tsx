import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ApiCallError, apiPost } from '../../api/http.ts';
import { storeSession } from '../../api/session-storage.ts';
import { loginOutcome, loginOutcomeMessages, loginResponseSchema } from '../../domain/contracts/login.ts';

/** Only same-site paths are followed after login, never another origin. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

export function LoginPage() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const response = await apiPost('/user/login', { email, pass: password, system: 'web' }, loginResponseSchema);
      const outcome = loginOutcome(response);
      if (outcome === 'success' && 'token' in response) {
        await storeSession(response);
        await navigate({ to: safeRedirect(redirect), replace: true });
        return;
      }
      if (outcome !== 'success') setMessage(loginOutcomeMessages[outcome]);
    } catch (error) {
      setMessage(error instanceof ApiCallError ? error.message : 'Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="account-page">
      <form className="account-card" onSubmit={submit} noValidate aria-describedby={message ? 'login-message' : undefined}>
        <p className="product-name">Keyword Workbench</p>
        <h1>Log in</h1>
        <label>
          E-mail
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {message && (
          <p id="login-message" role="alert" className="form-message">
            {message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
