import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  companyUserResponseSchema,
  userAccessRequestSchema,
  userActiveRequestSchema,
  userInviteRequestSchema,
  usersListRequestSchema,
  usersListResponseSchema,
  type CompanyUser,
  type CompanyUserResponse,
  type UserAccess,
  type UsersListResponse,
} from '../../src/domain/contracts/company-users.ts';
import { selfChangeProblem } from '../../src/domain/user-access-rules.ts';
import { issueCode } from '../auth/account-code-store.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { invitationMail } from '../mail/account-mails.ts';
import type { MailLimiter } from '../mail/mail-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { auditedChange } from '../settings/audit-log.ts';
import { companyUser, companyUsers, insertInvitedUser, setUserAccess, setUserActive } from '../settings/company-users-store.ts';
import { findUserByEmail } from '../users/user-store.ts';
import { deliver, takeMailAllowance } from './account.ts';

type Deps = { db: Kysely<Database>; realtime: Realtime | undefined; sessions: SessionStore; mailer: Mailer; mailLimiter: MailLimiter; publicUrl: string };

/** /settings is admin only with the plan check (SPEC §2, §6); the access hook judges it as the screen's guard does. */
const SETTINGS = { screen: '/settings' } as const;

const badRequest = (field: string, message: string) => new HttpError(400, { error: 'bad_request', field, message: `${field}: ${message}` });

const accessOf = (user: CompanyUser): UserAccess => ({ admin: user.admin, plan: user.plan, rights: user.rights, suites: user.suites });

/** The user as this admin may change them, inside the change's transaction; a refusal names member_id. */
async function changeableUser(trx: Transaction<Database>, companyId: number, callerId: number, memberId: number): Promise<CompanyUser> {
  const user = await companyUser(trx, companyId, callerId, memberId);
  if (!user) throw new HttpError(404, { error: 'not_found', field: 'member_id', message: `member_id ${memberId} is not a user of company ${companyId}.` });
  if (user.shared) {
    throw new HttpError(403, {
      error: 'forbidden',
      field: 'member_id',
      message: `${user.email} is also a member of a company you do not administer; only an admin of every company of theirs may change them.`,
    });
  }
  return user;
}

export async function settingsUserRoutes(app: FastifyInstance, { db, realtime, sessions, mailer, mailLimiter, publicUrl }: Deps): Promise<void> {
  const audit = { db, realtime };

  apiPost(app, '/settings/users/list', { access: SETTINGS, body: usersListRequestSchema, response: usersListResponseSchema }, async ({ body, session }): Promise<UsersListResponse> => ({
    users: await companyUsers(db, body.company_id, session.userId),
  }));

  apiPost(app, '/settings/users/invite', { access: SETTINGS, body: userInviteRequestSchema, response: companyUserResponseSchema }, async ({ body, session, request }): Promise<CompanyUserResponse> => {
    const email = body.email.toLowerCase();
    // An existing account would be pulled into this company with rights that reach its others.
    if (await findUserByEmail(db, email)) throw badRequest('email', `${email} already has an account; ask the operator to add existing accounts to a company.`);
    await takeMailAllowance(mailLimiter, email, request);
    const { user, companyName } = await auditedChange(audit, {
      companyId: body.company_id,
      actor: session,
      action: 'user.invite',
      apply: async (trx) => {
        const id = await insertInvitedUser(trx, body.company_id, email, body.name, body.access);
        if (id === undefined) throw badRequest('email', `${email} already has an account.`);
        const invited = await companyUser(trx, body.company_id, session.userId, id);
        if (!invited) throw new Error(`the invited user ${id} is no member of company ${body.company_id}`);
        const company = await trx.selectFrom('companies').select('name').where('id', '=', body.company_id).executeTakeFirstOrThrow();
        return { target: email, before: {}, after: { name: body.name, ...body.access }, result: { user: invited, companyName: company.name } };
      },
    });
    const code = await issueCode(db, user.id, 'set_password');
    await deliver(mailer, invitationMail(email, publicUrl, code, companyName), request.log);
    return { user };
  });

  apiPost(app, '/settings/users/active', { access: SETTINGS, body: userActiveRequestSchema, response: companyUserResponseSchema }, async ({ body, session }): Promise<CompanyUserResponse> => {
    const problem = selfChangeProblem(session.userId, body.member_id, { active: body.active });
    if (problem) throw badRequest(problem.field, problem.message);
    const user = await auditedChange(audit, {
      companyId: body.company_id,
      actor: session,
      action: body.active ? 'user.reactivate' : 'user.deactivate',
      apply: async (trx) => {
        const before = await changeableUser(trx, body.company_id, session.userId, body.member_id);
        await setUserActive(trx, before.id, body.active);
        return { target: before.email, before: { active: before.active }, after: { active: body.active }, result: { ...before, active: body.active } };
      },
    });
    // The access hook refuses the account's next call already; ending the sessions drops its sockets too.
    if (!body.active) await sessions.endAllOf(user.id);
    return { user };
  });

  apiPost(app, '/settings/users/access', { access: SETTINGS, body: userAccessRequestSchema, response: companyUserResponseSchema }, async ({ body, session }): Promise<CompanyUserResponse> => {
    const problem = selfChangeProblem(session.userId, body.member_id, body.access);
    if (problem) throw badRequest(`access.${problem.field}`, problem.message);
    const access = { ...body.access, rights: [...body.access.rights].sort((a, b) => a - b) };
    const user = await auditedChange(audit, {
      companyId: body.company_id,
      actor: session,
      action: 'user.access',
      apply: async (trx) => {
        const before = await changeableUser(trx, body.company_id, session.userId, body.member_id);
        await setUserAccess(trx, before.id, access);
        return { target: before.email, before: accessOf(before), after: access, result: { ...before, ...access } };
      },
    });
    return { user };
  });
}
