import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ApiCallError, apiPost } from '../../api/http.ts';
import { accessContextFromStartup } from '../../domain/access-context.ts';
import { loginLanding } from '../../domain/access.ts';
import { loginOutcome, loginResponseSchema } from '../../domain/contracts/login.ts';
import { LOGIN_MESSAGES, rateLimitedMessage } from '../../machines/login-messages.ts';
import { sessionFromLogin } from '../../machines/session-types.ts';
import { signIn } from '../../app/session-runtime.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const redirect = typeof search.redirect === 'string' ? search.redirect : undefined;
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
      if (outcome !== 'success' || !('token' in response)) {
        setMessage(outcome === 'success' ? LOGIN_MESSAGES.startup : LOGIN_MESSAGES[outcome]);
        return;
      }
      const startup = await signIn(sessionFromLogin(response));
      if (!startup) {
        setMessage(LOGIN_MESSAGES.startup);
        return;
      }
      await navigate({ href: loginLanding(redirect, accessContextFromStartup(startup)), replace: true });
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 429 && error.retryAfterSeconds) setMessage(rateLimitedMessage(error.retryAfterSeconds));
      else setMessage(error instanceof ApiCallError ? error.message : LOGIN_MESSAGES.network);
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
        <p className="account-links">
          <a href="/resetpassword">Forgot your password?</a> · <a href="/register">Create an account</a>
        </p>
      </form>
    </main>
  );
}
