import type { Kysely } from 'kysely';
import { accessContextFromStartup } from '../../src/domain/access-context.ts';
import { resolveRoute, type RedirectReason } from '../../src/domain/access.ts';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { loadStartupData } from '../routes/startup-data.ts';
import type { Session } from './sessions.ts';
import { assertOwnership } from './authenticate.ts';

const REASONS: Record<RedirectReason, string> = {
  login: 'a login',
  end_of_test: 'a company whose trial has not ended',
  right: 'the matching user right',
  plan: 'a higher plan',
  admin: 'an admin',
  suite: 'the suite, active for the company',
  feature: 'a company feature the company lacks',
};

/**
 * The server's side of ARCHITECTURE rule 2: an API that serves a screen lets a user in exactly when
 * the client's guard lets them onto that screen, judged by the same pure function on the same
 * start-up fields. `screenPath` is a concrete path, e.g. `/collections` or `/searchvolume`.
 */
export async function assertScreenAccess(db: Kysely<Database>, session: Session, companyId: number, screenPath: string): Promise<void> {
  await assertOwnership(db, session, { company_id: companyId });
  const startup = await loadStartupData(db, session.userId, companyId);
  const decision = resolveRoute(screenPath, accessContextFromStartup(startup));
  if (decision.kind === 'allow') return;
  const why = decision.kind === 'redirect' ? REASONS[decision.reason] : 'a screen that exists';
  throw forbidden(`${screenPath} needs ${why}; this user in company ${companyId} may not use it.`);
}
