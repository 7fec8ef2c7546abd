import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  codeProblemMessages,
  mailSentResponseSchema,
  registerRequestSchema,
  resetRequestSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  type MailSentResponse,
  type SetPasswordResponse,
} from '../../src/domain/contracts/account.ts';
import { codeProblem, issueCode, setPasswordWithCode } from '../auth/account-code-store.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { alreadyRegisteredMail, registrationMail, resetMail } from '../mail/account-mails.ts';
import { MAIL_WINDOW_MINUTES, type MailLimiter } from '../mail/mail-limiter.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { findUserByEmail, insertRegisteredUser } from '../users/user-store.ts';

type Deps = { db: Kysely<Database>; mailer: Mailer; mailLimiter: MailLimiter; publicUrl: string };

const SENT: MailSentResponse = { sent: true };

/**
 * A failed delivery is logged, not answered: an error only for existing addresses would tell a
 * stranger who has an account.
 */
export async function deliver(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
  }
}

export async function takeMailAllowance(limiter: MailLimiter, email: string, request: FastifyRequest): Promise<void> {
  const verdict = await limiter.take(email, request.ip);
  if (!verdict.limited) return;
  throw new HttpError(
    429,
    {
      error: 'too_many_requests',
      message: `Too many mails asked for (at most a few per address in ${MAIL_WINDOW_MINUTES} minutes). Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
    },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

export async function accountRoutes(app: FastifyInstance, { db, mailer, mailLimiter, publicUrl }: Deps): Promise<void> {
  apiPost(app, '/user/register', { access: 'public', body: registerRequestSchema, response: mailSentResponseSchema }, async ({ body, request }): Promise<MailSentResponse> => {
    const email = body.email.toLowerCase();
    await takeMailAllowance(mailLimiter, email, request);
    const known = await findUserByEmail(db, email);
    if (known?.verified) {
      await deliver(mailer, alreadyRegisteredMail(known.email, publicUrl), request.log);
      return SENT;
    }
    // A second registration of an unconfirmed address sends a new link; it never renames the account.
    const userId =
      known?.id ??
      (await insertRegisteredUser(db, email, body.name)) ??
      // Two registrations of one address raced and the other one inserted first.
      (await findUserByEmail(db, email))?.id;
    if (userId === undefined) throw new Error(`registration of a new user left no row for ${email}`);
    const code = await issueCode(db, userId, 'set_password');
    await deliver(mailer, registrationMail(known?.email ?? email, publicUrl, code), request.log);
    return SENT;
  });

  apiPost(app, '/user/password/reset-request', { access: 'public', body: resetRequestSchema, response: mailSentResponseSchema }, async ({ body, request }): Promise<MailSentResponse> => {
    const email = body.email.toLowerCase();
    await takeMailAllowance(mailLimiter, email, request);
    const user = await findUserByEmail(db, email);
    if (user) {
      const code = await issueCode(db, user.id, 'reset_password');
      await deliver(mailer, resetMail(user.email, publicUrl, code), request.log);
    }
    return SENT;
  });

  apiPost(app, '/user/password/set', { access: 'public', body: setPasswordRequestSchema, response: setPasswordResponseSchema }, async ({ body, request }): Promise<SetPasswordResponse> => {
    // Checked before hashing, so a dead link costs no argon2 work and leaves the password rule unasked.
    const early = await codeProblem(db, body.code);
    if (early) throw linkError(early);
    const passwordHash = await hashPassword(body.password);
    // A new password logs out everywhere else; a session of the same user making this call stays.
    const token = bearerToken(request);
    const result = await setPasswordWithCode(db, body.code, passwordHash, token === undefined ? undefined : hashToken(token));
    // The code was good a moment ago, so another request used it in between.
    if (!result) throw linkError((await codeProblem(db, body.code)) ?? 'used');
    return { passwordSet: true, email: result.email };
  });
}

function linkError(problem: keyof typeof codeProblemMessages): HttpError {
  return new HttpError(400, { error: `link_${problem}`, message: codeProblemMessages[problem], field: 'code' });
}
