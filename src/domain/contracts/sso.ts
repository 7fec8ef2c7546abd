import { z } from 'zod';
import { idSchema } from './ids.ts';

/** A one-time single sign-on code lives this long (issue 5 item 4). */
export const SSO_CODE_TTL_MINUTES = 5;

/** POST /api/admin/sso-codes: an admin (a partner portal, a test) issues a code for a user. */
export const ssoCodeRequestSchema = z.strictObject({
  user_id: idSchema,
  /** One of the user's companies; the user's default company when left out. */
  company_id: idSchema.optional(),
});
export type SsoCodeRequest = z.infer<typeof ssoCodeRequestSchema>;

export const ssoCodeResponseSchema = z.object({
  /** 32 random bytes, base64url: the `{sso_code}` of the `/sso/{sso_code}` link. */
  sso_code: z.string(),
  /** ISO 8601; the code is refused from this instant on, and after its first use. */
  expires_at: z.string(),
});
export type SsoCodeResponse = z.infer<typeof ssoCodeResponseSchema>;

/** POST /api/user/login/sso (SPEC §7); no session needed. */
export const ssoLoginRequestSchema = z.strictObject({
  sso_token: z.string().min(1).max(256),
});
export type SsoLoginRequest = z.infer<typeof ssoLoginRequestSchema>;

/**
 * Success (HTTP 200): a new session with the fields of SPEC §7 and the same names as the stored
 * session keys (`user` is the e-mail address).
 *
 * Failure is never HTTP 200, so a client that treats every non-2xx answer as failure needs no
 * other test:
 * - 401 `{ error: 'sso_failed', message }` for an unknown, expired or used code and for a code whose
 *   user is inactive or unverified. One answer for all of them, so a caller learns nothing about
 *   the account behind a code.
 * - 429 `{ error: 'too_many_attempts', message }` with `retry-after` once an address has failed too
 *   often (the login limit, shared with password logins from that address).
 * - 400 `{ error: 'bad_request', message, field }` for a malformed body.
 * Decision: not the password login's HTTP 200 `{ login: 0 }` shape, because SPEC §7 gives SSO no
 * outcome field and a 200 that is not a session invites a client to store garbage.
 */
export const ssoLoginSuccessSchema = z.object({
  token: z.string(),
  user: z.string(),
  id: z.number().int(),
  company_id: z.number().int(),
  plan: z.number().int(),
  username: z.string(),
});
export type SsoLoginSuccess = z.infer<typeof ssoLoginSuccessSchema>;

export const SSO_FAILED = 'sso_failed';
export const ssoFailureSchema = z.object({ error: z.literal(SSO_FAILED), message: z.string() });
