import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  codeProblemMessages,
  registerRequestSchema,
  resetRequestSchema,
  setPasswordRequestSchema,
  type MailSentResponse,
  type SetPasswordResponse,
} from '../../src/domain/contracts/account.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { alreadyRegisteredMail, registrationMail, resetMail } from '../mail/account-mails.ts';
import { MAIL_WINDOW_MINUTES, type MailLimiter } from '../mail/mail-limiter.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { codeProblem, consumeCode, issueCode, provisionTrialCompany } from './account-codes.ts';

type Deps = { db: Kysely<Database>; mailer: Mailer; mailLimiter: MailLimiter; publicUrl: string };

/** Not an argon2 hash, so no password verifies against it until one is set through a mailed link. */
export const NO_PASSWORD = '!unset';

const SENT: MailSentResponse = { sent: true };

/**
 * A failed delivery is logged, not answered: an error only for existing addresses would tell a
 * stranger who has an account.
 */
async function deliver(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
  }
}

async function takeMailAllowance(limiter: MailLimiter, email: string, request: FastifyRequest): Promise<void> {
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

const findUser = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'verified']).where(sql<string>`lower(email)`, '=', email).executeTakeFirst();

export async function accountRoutes(app: FastifyInstance, { db, mailer, mailLimiter, publicUrl }: Deps): Promise<void> {
  app.post('/user/register', async (request): Promise<MailSentResponse> => {
    const body = parseBody(registerRequestSchema, request);
    const email = body.email.toLowerCase();
    await takeMailAllowance(mailLimiter, email, request);
    const known = await findUser(db, email);
    if (known?.verified) {
      await deliver(mailer, alreadyRegisteredMail(known.email, publicUrl), request.log);
      return SENT;
    }
    // A second registration of an unconfirmed address sends a new link; it never renames the account.
    const userId =
      known?.id ??
      (await db
        .insertInto('users')
        .values({
          email,
          name: body.name,
          password_hash: NO_PASSWORD,
          admin: false,
          plan: 1,
          active: true,
          verified: false,
          research_suite: false,
          content_suite: false,
          monitoring_suite: false,
          ai_suite: false,
          chat_suite: false,
          settings: defaultUserSettings,
          saved_headers: {},
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst())?.id ??
      // Two registrations of one address raced and the other one inserted first.
      (await findUser(db, email))?.id;
    if (userId === undefined) throw new Error(`registration of a new user left no row for ${email}`);
    const code = await issueCode(db, userId, 'set_password');
    await deliver(mailer, registrationMail(known?.email ?? email, publicUrl, code), request.log);
    return SENT;
  });

  app.post('/user/password/reset-request', async (request): Promise<MailSentResponse> => {
    const body = parseBody(resetRequestSchema, request);
    const email = body.email.toLowerCase();
    await takeMailAllowance(mailLimiter, email, request);
    const user = await findUser(db, email);
    if (user) {
      const code = await issueCode(db, user.id, 'reset_password');
      await deliver(mailer, resetMail(user.email, publicUrl, code), request.log);
    }
    return SENT;
  });

  app.post('/user/password/set', async (request): Promise<SetPasswordResponse> => {
    const body = parseBody(setPasswordRequestSchema, request);
    // Checked before hashing, so a dead link costs no argon2 work and leaves the password rule unasked.
    const early = await codeProblem(db, body.code);
    if (early) throw linkError(early);
    const passwordHash = await hashPassword(body.password);
    const token = bearerToken(request);
    const result = await db.transaction().execute(async (trx) => {
      const code = await consumeCode(trx, body.code);
      if (!code) return undefined;
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'name', 'verified'])
        .where('id', '=', code.user_id)
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ password_hash: passwordHash, verified: true }).where('id', '=', user.id).execute();
      // Every other link of this user is stale now that the password is chosen.
      await trx.updateTable('account_codes').set({ used_at: sql<Date>`now()` }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      // A new password logs out everywhere else; a session of the same user making this call stays.
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', user.id)
        .$if(token !== undefined, (q) => q.where('token_hash', '!=', hashToken(token ?? '')))
        .execute();
      // The first confirmed mailbox of a self-registered user gets it a company; others have one already.
      if (!user.verified) await provisionTrialCompany(trx, user.id, user.name);
      return { email: user.email };
    });
    // The code was good a moment ago, so another request used it in between.
    if (!result) throw linkError((await codeProblem(db, body.code)) ?? 'used');
    return { passwordSet: true, email: result.email };
  });
}

function linkError(problem: keyof typeof codeProblemMessages): HttpError {
  return new HttpError(400, { error: `link_${problem}`, message: codeProblemMessages[problem], field: 'code' });
}
