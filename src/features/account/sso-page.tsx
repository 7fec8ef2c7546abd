import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { z } from 'zod';
import { apiPost } from '../../api/http.ts';
import { signIn } from '../../app/session-runtime.ts';
import { LOGIN_MESSAGES } from '../../machines/login-messages.ts';
import { clearStoredSession } from '../../api/session-storage.ts';

// SPEC §7: the SSO answer carries the session fields; `user` is the e-mail address.
const ssoAnswerSchema = z.object({ token: z.string(), user: z.string(), id: z.number(), company_id: z.number(), plan: z.number(), username: z.string() });

/** /sso/{sso_code}: success stores the session, loads the start-up data and goes to /; failure clears it and goes to /login. */
export function SsoPage() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const code = params.sso_code;
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = () => {
      clearStoredSession();
      setFailed(true);
      setTimeout(() => void navigate({ to: '/login', replace: true }), 2500);
    };
    if (!code) {
      fail();
      return;
    }
    apiPost('/user/login/sso', { sso_token: code }, ssoAnswerSchema)
      .then((answer) => signIn({ token: answer.token, user: answer.user, id: answer.id, company_id: answer.company_id, plan: answer.plan, username: answer.username }))
      .then((startup) => (startup ? navigate({ to: '/', replace: true }) : fail()))
      .catch(fail);
  }, [code, navigate]);
  return (
    <main id="main" className="notice-page">
      <div className="notice-card">
        <h1>{failed ? 'Single sign-on failed' : 'Signing you in'}</h1>
        <p role="status">{failed ? `${LOGIN_MESSAGES.sso} Taking you to the login page…` : 'Checking your sign-on link…'}</p>
      </div>
    </main>
  );
}
