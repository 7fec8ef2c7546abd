import { useState, type FormEvent } from 'react';
import { apiPost } from '../../api/http.ts';
import { codeValidity, mailSentResponseSchema } from '../../domain/contracts/account.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { errorText } from './set-password-page.tsx';
import './account-pages.css';

export function RegisterPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = !name.trim() ? 'Enter your name.' : !email.trim() ? 'Enter your e-mail address.' : undefined;
    if (missing) {
      setMessage(missing);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await apiPost('/user/register', { email: email.trim(), name: name.trim() }, mailSentResponseSchema);
      setSentTo(email.trim());
    } catch (error) {
      setMessage(errorText(error, 'The registration could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <main id="main" className="account-page">
        <section className="account-card">
          <p className="product-name">Keyword Workbench</p>
          <FocusedHeading>Check your mailbox</FocusedHeading>
          {/* The answer is the same for a taken address, so the page speaks of both cases. */}
          <p role="status" className="form-success">
            We sent a mail to <strong>{sentTo}</strong>. Open the link in it within {codeValidity('set_password')} to confirm
            your address and choose your password; then log in. If the address already has an account, the mail says so instead.
          </p>
          <a className="button-link" href="/login">
            Go to login
          </a>
        </section>
      </main>
    );
  }

  return (
    <main id="main" className="account-page">
      <form className="account-card" onSubmit={submit} noValidate aria-describedby={message ? 'register-message' : undefined}>
        <p className="product-name">Keyword Workbench</p>
        <h1>Register</h1>
        <p>Create a trial account. We mail you a link to confirm your address and choose your password.</p>
        <label>
          Name
          <input type="text" name="name" autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          E-mail
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {message && (
          <p id="register-message" role="alert" className="form-message">
            {message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Register'}
        </button>
        <ul className="account-links">
          <li>
            Already registered? <a href="/login">Log in</a>
          </li>
        </ul>
      </form>
    </main>
  );
}
