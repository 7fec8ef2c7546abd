import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { DEMO_USAGE, seedDemoUsage } from '../../server/db/seed-usage.ts';
import type { UsageResponse } from '../../src/domain/contracts/provider-usage.ts';
import { usageMonths } from '../../src/domain/provider-usage.ts';
import { createTestApp, databaseKinds, freshDatabase, nextClientAddress } from './harness.ts';

const total = (suite: string, kind: 'cache' | 'paid', field: 'calls' | 'keywords') =>
  DEMO_USAGE.filter((u) => u.suite === suite && u.kind === kind).reduce((sum, u) => sum + u[field], 0);

/** The seeded month of usage (docs/demo-data.md): Settings → Usage has figures on a fresh start. */
describe.each(databaseKinds)('seeded provider usage on %s', (kind) => {
  it('shows company 1 this month’s seeded lookups in Settings → Usage, and none to another company', async () => {
    const t = await createTestApp(kind, { providers: selectProviders({}) });
    try {
      const admin = await t.login('admin@demo.test', { remoteAddress: nextClientAddress() });
      const answer = await t.post('/api/settings/usage', { company_id: 1 }, { token: admin.token });
      expect(answer.statusCode, answer.body).toBe(200);
      const usage = answer.json<UsageResponse>();
      expect(usage.current_month).toBe(usageMonths(new Date()).current);
      const suites = [...new Set(DEMO_USAGE.map((u) => u.suite))];
      expect(usage.suites.map((s) => s.suite).sort()).toEqual([...suites].sort());
      for (const entry of usage.suites) {
        expect(entry.current).toEqual({
          cache_keywords: total(entry.suite, 'cache', 'keywords'),
          cache_calls: total(entry.suite, 'cache', 'calls'),
          paid_keywords: total(entry.suite, 'paid', 'keywords'),
          paid_calls: total(entry.suite, 'paid', 'calls'),
        });
      }
      const rows = await t.database.handle.db.selectFrom('provider_usage').select('company_id').distinct().execute();
      expect(rows).toEqual([{ company_id: 1 }]);
    } finally {
      await t.close();
    }
  });

  it('puts nothing in the future early in a month, and never adds to counters that exist', async () => {
    const database = await freshDatabase(kind);
    try {
      const { db } = database.handle;
      await migrateToLatest(db);
      await seedDemoData(db);
      // Seeded again as if the database were first started on the 3rd of a month.
      await db.deleteFrom('provider_usage').execute();
      const third = new Date(Date.UTC(2026, 10, 3, 12));
      await seedDemoUsage(db, third);
      const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day');
      const days = (await db.selectFrom('provider_usage').select(dayText).execute()).map((r) => r.day);
      expect(days.length).toBe(DEMO_USAGE.length);
      expect(days.every((d) => d >= '2026-11-01' && d <= '2026-11-03')).toBe(true);
      await seedDemoUsage(db, new Date(Date.UTC(2026, 11, 20)));
      expect((await db.selectFrom('provider_usage').select(dayText).execute()).map((r) => r.day).sort()).toEqual([...days].sort());
    } finally {
      await database.drop();
    }
  });
});
