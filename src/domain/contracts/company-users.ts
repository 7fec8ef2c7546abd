import { z } from 'zod';
import { RIGHT_IDS } from '../user-access-rules.ts';
import { emailSchema, idSchema } from './ids.ts';

/**
 * The Users section of /settings (issue 21). Every call names the company; the target user is
 * `member_id`, since `user_id` in a body always means the caller (server/auth/route-access.ts).
 */
const companyOnly = { company_id: idSchema };

export const suiteFlagsSchema = z.strictObject({
  research: z.boolean(),
  content: z.boolean(),
  monitoring: z.boolean(),
  ai: z.boolean(),
  chat: z.boolean(),
});
export type SuiteFlags = z.infer<typeof suiteFlagsSchema>;

const rightSchema = z
  .number()
  .int()
  .refine((value) => (RIGHT_IDS as readonly number[]).includes(value), `Use one of the rights ${RIGHT_IDS.join(', ')} (SPEC §6).`);

export const rightsSchema = z
  .array(rightSchema)
  .max(RIGHT_IDS.length)
  .refine((rights) => new Set(rights).size === rights.length, 'Name each right once.');

export const planSchema = z.number().int('Use a whole plan number.').min(1, 'Use plan 1, 2, 3 or 4.').max(4, 'Use plan 1, 2, 3 or 4.');

/** What an admin sets for a user: the whole set each time, so the answer and the audit row are exact. */
export const userAccessSchema = z.strictObject({
  admin: z.boolean(),
  plan: planSchema,
  rights: rightsSchema,
  suites: suiteFlagsSchema,
});
export type UserAccess = z.infer<typeof userAccessSchema>;

export const companyUserSchema = userAccessSchema.extend({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** False until the user has chosen a password on the mailed link. */
  verified: z.boolean(),
  /** Also a member of a company the caller is not: only that company's admins and the operator change them. */
  shared: z.boolean(),
  /** When the user's newest kept session began (ISO); null when none is kept (never logged in, deactivated, or expired). */
  last_login: z.string().nullable(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const usersListRequestSchema = z.strictObject(companyOnly);
export const usersListResponseSchema = z.object({ users: z.array(companyUserSchema) });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const userInviteRequestSchema = z.strictObject({
  ...companyOnly,
  email: emailSchema,
  name: z.string().trim().min(1, 'Enter the name of the person you invite.').max(120),
  access: userAccessSchema,
});
export type UserInviteRequest = z.infer<typeof userInviteRequestSchema>;

export const userActiveRequestSchema = z.strictObject({ ...companyOnly, member_id: idSchema, active: z.boolean() });
export type UserActiveRequest = z.infer<typeof userActiveRequestSchema>;

export const userAccessRequestSchema = z.strictObject({ ...companyOnly, member_id: idSchema, access: userAccessSchema });
export type UserAccessRequest = z.infer<typeof userAccessRequestSchema>;

export const companyUserResponseSchema = z.object({ user: companyUserSchema });
export type CompanyUserResponse = z.infer<typeof companyUserResponseSchema>;
