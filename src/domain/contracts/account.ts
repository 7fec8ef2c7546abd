import { z } from 'zod';
import { emailSchema } from './ids.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordRuleMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  oneCharacter: 'Use more than one distinct character: a password of one character repeated is guessed at once.',
} as const;

/** The rule broken by a new password, in words for people; undefined when the password is fine. */
export function passwordRuleProblem(password: string): string | undefined {
  // Length counts code points, so an emoji is one character as a person sees it.
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return passwordRuleMessages.tooShort;
  if (characters.length > PASSWORD_MAX_LENGTH) return passwordRuleMessages.tooLong;
  if (new Set(characters).size === 1) return passwordRuleMessages.oneCharacter;
  return undefined;
}

export const newPasswordSchema = z.string().superRefine((password, context) => {
  const problem = passwordRuleProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Codes are 32 random bytes in base64url; anything else cannot be one of ours. */
export const accountCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid. Ask for a new one.');

// Registration takes no password: it is chosen on the mailed link (docs/decisions/0006).
export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(1, 'Enter your name.').max(120),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const resetRequestSchema = z.strictObject({ email: emailSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const setPasswordRequestSchema = z.strictObject({
  code: accountCodeSchema,
  password: newPasswordSchema,
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** Register and reset answer the same for every address, so the answer never tells who has an account. */
export const mailSentResponseSchema = z.object({ sent: z.literal(true) });
export type MailSentResponse = z.infer<typeof mailSentResponseSchema>;

export const setPasswordResponseSchema = z.object({ passwordSet: z.literal(true), email: z.string() });
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const CODE_TTL_MINUTES = { set_password: 24 * 60, reset_password: 60 } as const;
export type AccountCodePurpose = keyof typeof CODE_TTL_MINUTES;

/** How long a mailed link lasts, in words: '24 hours', '1 hour'. */
export function codeValidity(purpose: AccountCodePurpose): string {
  const minutes = CODE_TTL_MINUTES[purpose];
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/** Answers for a link that cannot be used (any of them ends with what to do next). */
export const codeProblemMessages = {
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has already been used. Ask for a new one.',
  unknown: 'This link is not valid. Ask for a new one.',
} as const;
export type CodeProblem = keyof typeof codeProblemMessages;
