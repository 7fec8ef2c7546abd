import { sql, type Kysely } from 'kysely';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { hashPassword } from '../auth/password.ts';
import { DEMO_PASSWORD, demoCompanies, demoUsers, seedExchangeRate } from './demo-data.ts';
import type { Database } from './schema.ts';
import { seedDemoAiSuite } from './seed-ai-suite.ts';
import { seedDemoBrands } from './seed-brands.ts';
import { seedDemoCollections } from './seed-collections.ts';
import { seedDemoContent } from './seed-content.ts';
import { seedDemoInternalSearches } from './seed-internal-searches.ts';
import { seedDemoMonitoring } from './seed-monitoring.ts';
import { seedDemoUsage } from './seed-usage.ts';

/**
 * Seeds docs/demo-data.md. Only what is missing is inserted, so a second start changes nothing and
 * a user's changed settings survive; passwords are hashed only for users being created.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  // Only missing rows are written, not an insert that conflicts: the statement's start-up version
  // trigger would fire anyway, so every restart wrote to the database and the last-good dump of
  // the clean stop before it no longer held every write (decision 0061).
  const companies = new Set((await db.selectFrom('companies').select('id').execute()).map((r) => r.id));
  const missingCompanies = demoCompanies.filter((c) => !companies.has(c.id));
  if (missingCompanies.length > 0) {
    await db
      .insertInto('companies')
      .values(missingCompanies.map((c) => ({ ...c, monitoring_group: null, monitoring_domain: null, monitoring_device: 'desktop' as const, campaign: null })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  const existing = new Set((await db.selectFrom('users').select('id').execute()).map((r) => r.id));
  const missing = demoUsers.filter((u) => !existing.has(u.id));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insertInto('users')
      .values(
        missing.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          password_hash: passwordHash,
          admin: u.admin,
          plan: u.plan,
          active: u.active,
          verified: u.verified,
          research_suite: u.suites.includes('research'),
          content_suite: u.suites.includes('content'),
          monitoring_suite: u.suites.includes('monitoring'),
          ai_suite: u.suites.includes('ai'),
          chat_suite: u.suites.includes('chat'),
          settings: defaultUserSettings,
          saved_headers: {},
        })),
      )
      .execute();
    // Explicit ids leave the sequence behind; move it past them.
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
    await db
      .insertInto('memberships')
      .values(missing.flatMap((u) => u.companies.map((companyId, index) => ({ user_id: u.id, company_id: companyId, is_default: index === 0 }))))
      .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
      .execute();
    const rights = missing.flatMap((u) => u.rights.map((right) => ({ user_id: u.id, right_id: right })));
    if (rights.length > 0) {
      await db.insertInto('user_rights').values(rights).onConflict((oc) => oc.columns(['user_id', 'right_id']).doNothing()).execute();
    }
  }

  const rate = await db.selectFrom('exchange_rates').select('pair').where('pair', '=', seedExchangeRate.pair).executeTakeFirst();
  if (!rate) await db.insertInto('exchange_rates').values(seedExchangeRate).onConflict((oc) => oc.column('pair').doNothing()).execute();
  await seedDemoCollections(db);
  await seedDemoBrands(db);
  await seedDemoInternalSearches(db);
  await seedDemoMonitoring(db);
  await seedDemoAiSuite(db);
  await seedDemoContent(db);
  await seedDemoUsage(db);
}
