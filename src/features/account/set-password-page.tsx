import { useState, type FormEvent } from 'react';
import { ApiCallError, apiPost } from '../../api/http.ts';
import {
  codeValidity,
  codeProblemMessages,
  PASSWORD_MIN_LENGTH,
  passwordRuleProblem,
  setPasswordResponseSchema,
} from '../../domain/contracts/account.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import './account-pages.css';

export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters, and not one character repeated.`;

/** The API's words when it has them: they name the broken rule or the dead link. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiCallError ? error.message : fallback;
}

type NewPasswordFormProps = { code: string; heading: string; intro: string };

/** Chooses a password with a mailed code; the set-password and reset-password links both land here. */
export function NewPasswordForm({ code, heading, intro }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordRuleProblem(password) ?? (password === repeat ? undefined : 'The two passwords differ. Type the same password twice.');
    if (problem) {
      setMessage(problem);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await apiPost('/user/password/set', { code, password }, setPasswordResponseSchema);
      setDoneFor(answer.email);
    } catch (error) {
      setMessage(errorText(error, 'The password could not be set. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (doneFor) {
    return (
      <main id="main" className="account-page">
        <section className="account-card">
          <p className="product-name">Keyword Workbench</p>
          <FocusedHeading>Password set</FocusedHeading>
          <p role="status" className="form-success">
            Your password is saved and your e-mail address is confirmed. Every other session of this account was logged out. Log in now
            with <strong>{doneFor}</strong> and your new password.
          </p>
          <a className="button-link" href="/login">
            Go to login
          </a>
        </section>
      </main>
    );
  }

  const deadLink = message !== null && (Object.values(codeProblemMessages) as string[]).includes(message);
  return (
    <main id="main" className="account-page">
      <form className="account-card" onSubmit={submit} noValidate aria-describedby={message ? 'password-message' : undefined}>
        <p className="product-name">Keyword Workbench</p>
        <h1>{heading}</h1>
        <p>{intro}</p>
        <label>
          New password
          <input
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby="password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <p id="password-hint" className="form-hint">
          {passwordHint}
        </p>
        <label>
          Repeat the password
          <input type="password" name="repeat-password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </label>
        {message && (
          <p id="password-message" role="alert" className="form-message">
            {message} {deadLink && <a href="/resetpassword">Ask for a new link</a>}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </button>
        <ul className="account-links">
          <li>
            <a href="/login">Back to login</a>
          </li>
        </ul>
      </form>
    </main>
  );
}

export function SetPasswordPage({ code }: { code?: string }) {
  if (code) {
    return <NewPasswordForm code={code} heading="Choose your password" intro="Choose the password for your account. Saving it also confirms your e-mail address." />;
  }
  return (
    <main id="main" className="account-page">
      <section className="account-card">
        <p className="product-name">Keyword Workbench</p>
        <h1>Set your password</h1>
        <p>
          Open the link in the mail we sent you after you registered: it brings you back to this page with your personal code. The link
          works once and expires after {codeValidity('set_password')}.
        </p>
        <p>No mail, or the link expired? Register again with the same address, or ask for a new password link.</p>
        <ul className="account-links">
          <li>
            <a href="/register">Register</a>
          </li>
          <li>
            <a href="/resetpassword">Ask for a new link</a>
          </li>
          <li>
            <a href="/login">Log in</a>
          </li>
        </ul>
      </section>
    </main>
  );
}
