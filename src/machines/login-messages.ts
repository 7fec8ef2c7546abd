import { loginOutcomeMessages, type LoginOutcome } from '../domain/contracts/login.ts';

/** What the login page says for each answer of SPEC §4 and for the call failing. */
export const LOGIN_MESSAGES = {
  ...loginOutcomeMessages,
  network: 'The server cannot be reached. Check your connection and try again.',
  startup: 'Your account data could not be loaded. Please try again.',
  sso: 'Single sign-on failed. Please log in with your e-mail and password.',
} as const satisfies Record<Exclude<LoginOutcome, 'success'> | 'network' | 'startup' | 'sso', string>;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return `Too many login attempts. Please try again in ${retryAfterSeconds} ${unit}.`;
}
