import { getRouteApi } from '@tanstack/react-router';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SetPasswordPage } from './set-password-page.tsx';

/** Route adapters: the account pages take the mailed code from the optional last path segment. */
const setPassword = getRouteApi('/bare/setpassword/{-$code}');
const resetPassword = getRouteApi('/bare/resetpassword/{-$code}');

export function SetPasswordRoute() {
  const { code } = setPassword.useParams();
  return <SetPasswordPage {...(code ? { code } : {})} />;
}

export function ResetPasswordRoute() {
  const { code } = resetPassword.useParams();
  return <ResetPasswordPage {...(code ? { code } : {})} />;
}
