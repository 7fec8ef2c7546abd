import { useState, type FormEvent } from 'react';
import { apiPost } from '../../api/http.ts';
import { codeValidity, mailSentResponseSchema } from '../../domain/contracts/account.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { errorText, NewPasswordForm } from './set-password-page.tsx';
import './account-pages.css';

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setMessage('Enter the e-mail address of your account.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await apiPost('/user/password/reset-request', { email: email.trim() }, mailSentResponseSchema);
      setSentTo(email.trim());
    } catch (error) {
      setMessage(errorText(error, 'The link could not be requested. Please try again.'));
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
          {/* The server answers alike for every address, so the page cannot say more than "if". */}
          <p role="status" className="form-success">
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link works once and expires in {codeValidity('reset_password')}.
          </p>
          <p>Your current password keeps working until you choose a new one. After that, log in with the new password.</p>
          <a className="button-link" href="/login">
            Go to login
          </a>
        </section>
      </main>
    );
  }

  return (
    <main id="main" className="account-page">
      <form className="account-card" onSubmit={submit} noValidate aria-describedby={message ? 'reset-message' : undefined}>
        <p className="product-name">Keyword Workbench</p>
        <h1>Reset your password</h1>
        <p>Enter the e-mail address of your account and we will mail you a link to choose a new password.</p>
        <label>
          E-mail
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {message && (
          <p id="reset-message" role="alert" className="form-message">
            {message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send link'}
        </button>
        <ul className="account-links">
          <li>
            <a href="/login">Back to login</a>
          </li>
          <li>
            <a href="/register">Register</a>
          </li>
        </ul>
      </form>
    </main>
  );
}

export function ResetPasswordPage({ code }: { code?: string }) {
  if (code) {
    return <NewPasswordForm code={code} heading="Choose a new password" intro="Choose a new password for your account. Saving it logs out every other session." />;
  }
  return <RequestLinkForm />;
}
