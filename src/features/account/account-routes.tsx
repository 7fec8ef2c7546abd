import { useParams } from '@tanstack/react-router';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SetPasswordPage } from './set-password-page.tsx';

/** Route adapters: the account pages take the mailed code from the optional last path segment. */
function useCode(): string | undefined {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  return params.code;
}

export function SetPasswordRoute() {
  const code = useCode();
  return <SetPasswordPage {...(code ? { code } : {})} />;
}

export function ResetPasswordRoute() {
  const code = useCode();
  return <ResetPasswordPage {...(code ? { code } : {})} />;
}
