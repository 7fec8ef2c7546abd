import { useState, type FormEvent } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useLoginMachine } from './use-login-machine.ts';

const route = getRouteApi('/bare/login/{-$auth}');

export function LoginPage() {
  const redirect = route.useSearch({ select: (search) => search.redirect ?? null });
  const [state, send] = useLoginMachine(redirect);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = state.matches('submitting') || state.matches('loadingStartup') || state.matches('loggedIn');
  const locked = state.matches('rateLimited');
  const message = state.context.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state.matches('startupFailed')) send({ type: 'RETRY' });
    else send({ type: 'SUBMIT', email, pass: password });
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
        <button type="submit" disabled={busy || locked}>
          {busy ? 'Logging in…' : state.matches('startupFailed') ? 'Try again' : 'Log in'}
        </button>
        <p className="account-links">
          <a href="/resetpassword">Forgot your password?</a> · <a href="/register">Create an account</a>
        </p>
      </form>
    </main>
  );
}
