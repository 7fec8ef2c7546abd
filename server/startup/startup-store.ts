import type { Kysely } from 'kysely';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import type { Database } from '../db/schema.ts';

/** The current month; keyword volumes exist for the months before it (`latestMonthKeys`). */
export function actualDate(now: Date): { month: number; year: number } {
  return { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
}

/** Reads users, companies, user_rights, memberships and exchange_rates: a table read here must bump the start-up version by trigger (migration 0024), or StartupCache serves stale data. */
export async function loadStartupData(db: Kysely<Database>, userId: number, companyId: number, now = new Date()): Promise<StartupData> {
  const [user, company, rights, companies, rate] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow(),
    db.selectFrom('user_rights').select('right_id').where('user_id', '=', userId).orderBy('right_id').execute(),
    db
      .selectFrom('memberships')
      .innerJoin('companies', 'companies.id', 'memberships.company_id')
      .select(['companies.id', 'companies.name'])
      .where('memberships.user_id', '=', userId)
      .orderBy('companies.id')
      .execute(),
    db.selectFrom('exchange_rates').select('rate').where('pair', '=', 'USD_EUR').executeTakeFirstOrThrow(),
  ]);
  return {
    userRights: rights.map((r) => ({ rightID: r.right_id })),
    rate_usd_to_eur: rate.rate,
    plan: { plan: user.plan },
    admin: user.admin,
    company_status: company.status,
    campaign: company.campaign,
    actual_date: actualDate(now),
    userSettings: user.settings,
    saved_headers: user.saved_headers,
    research_suite: user.research_suite,
    content_suite: user.content_suite,
    content_suite_group: { id: company.content_group },
    monitoring_suite: user.monitoring_suite,
    monitoring_suite_group: company.monitoring_group,
    monitoring_domain: company.monitoring_domain,
    monitoring_device: company.monitoring_device,
    ki_chat: user.chat_suite,
    ai_suite: user.ai_suite,
    research_status: company.research_status,
    content_status: company.content_status,
    monitoring_status: company.monitoring_status,
    ai_status: company.ai_status,
    chat_status: company.chat_status,
    company: { id: company.id, name: company.name, settings: company.settings },
    companies,
    user: { id: user.id, name: user.name, mail: user.email },
  };
}
