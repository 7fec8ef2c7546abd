import { z } from 'zod';
import { emailSchema, idSchema } from './ids.ts';

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  pass: z.string().min(1).max(1024),
  system: z.string().max(200).optional(),
  additional_data: z.record(z.string(), z.json()).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginSuccessSchema = z.object({
  login: z.literal(1),
  token: z.string(),
  id: z.number().int(),
  company_id: z.number().int(),
  plan: z.number().int(),
  username: z.string(),
  mail: z.string(),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/** Exactly one outcome per answer (docs/architecture.md "Interfaces"). */
export const loginResponseSchema = z.union([
  loginSuccessSchema,
  z.object({ nousererror: z.literal(1) }),
  z.object({ inactiverror: z.literal(1) }),
  z.object({ verificationerror: z.literal(1) }),
  z.object({ login: z.literal(0) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export type LoginOutcome = 'success' | 'nouser' | 'inactive' | 'verification' | 'wrong_password';

export function loginOutcome(response: LoginResponse): LoginOutcome {
  if ('nousererror' in response) return 'nouser';
  if ('inactiverror' in response) return 'inactive';
  if ('verificationerror' in response) return 'verification';
  return response.login === 1 ? 'success' : 'wrong_password';
}

export const tokenCheckRequestSchema = z.strictObject({
  user: z.string().min(1).max(254),
  token: z.string().min(1).max(512),
});
export const tokenCheckResponseSchema = z.object({ loggedIn: z.boolean() });

export const inactiveCheckRequestSchema = z.strictObject({ company_id: idSchema });
export const inactiveCheckResponseSchema = z.object({ active: z.boolean() });

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** What a person reads for each login outcome (SPEC §4 names the outcomes, not the words). */
export const loginOutcomeMessages: Record<Exclude<LoginOutcome, 'success'>, string> = {
  nouser: 'No account exists for this e-mail address.',
  inactive: 'This account is inactive. Please contact your administrator.',
  verification: 'Please confirm your e-mail address first: we sent you a link.',
  wrong_password: 'E-mail or password is wrong.',
};
