import { useEffect, useRef } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { LOGIN_MESSAGES } from '../../machines/login-messages.ts';
import { useLoginMachine } from './use-login-machine.ts';

const route = getRouteApi('/bare/sso/{-$sso_code}');

/** /sso/{sso_code}: success stores the session, loads the start-up data and goes to /; failure clears it and goes to /login. */
export function SsoPage() {
  const params = route.useParams();
  const [state, send] = useLoginMachine(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send({ type: 'SSO', code: params.sso_code ?? '' });
  }, [params.sso_code, send]);
  const failed = state.context.failure !== null;
  return (
    <main id="main" className="notice-page">
      <div className="notice-card">
        <h1>{failed ? 'Single sign-on failed' : 'Signing you in'}</h1>
        <p role="status">{failed ? (state.context.message ?? LOGIN_MESSAGES.sso) : 'Checking your sign-on link…'}</p>
      </div>
    </main>
  );
}
