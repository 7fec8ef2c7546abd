import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupResponseSchema, type StartupData } from '../../src/domain/contracts/startup.ts';
import { actualDate } from '../../server/startup/startup-store.ts';
import { createTestApp, databaseKinds, nextClientAddress, type TestApp } from './harness.ts';

describe.each(databaseKinds)('start-up data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function startupOf(email: string, companyId?: number): Promise<StartupData> {
    const session = await t.login(email, { remoteAddress: nextClientAddress() });
    const response = await t.post('/api/service/startup', { user: email.toUpperCase(), user_id: session.id, company_id: companyId ?? session.company_id }, { token: session.token });
    expect(response.statusCode, response.body).toBe(200);
    return startupResponseSchema.parse(response.json());
  }

  const rights = (data: StartupData) => data.userRights.map((r) => r.rightID);

  it('admin: admin flag, all suites, company 1 all active', async () => {
    const data = await startupOf('admin@demo.test');
    expect(data.admin).toBe(true);
    expect(data.plan).toEqual({ plan: 4 });
    expect(rights(data)).toEqual([]);
    expect([data.research_suite, data.content_suite, data.monitoring_suite, data.ai_suite, data.ki_chat]).toEqual([true, true, true, true, true]);
    expect(data.company_status).toBe('active');
    expect([data.research_status, data.content_status, data.monitoring_status, data.ai_status, data.chat_status]).toEqual(['active', 'active', 'active', 'active', 'active']);
    expect(data.content_suite_group).toEqual({ id: 1 });
    expect(data.company).toMatchObject({ id: 1, name: 'Demo GmbH', settings: { theme: 'default', amazon_column: false, internal_searches: false } });
    expect(data.companies).toEqual([{ id: 1, name: 'Demo GmbH' }]);
    expect(data.userSettings).toEqual({ dark_mode: false, advancedMode: false, primary_black: false, accessibility_mode: false, bold_text: false, show_update_message: true });
    expect(data.saved_headers).toEqual({});
    expect(data.rate_usd_to_eur).toBe(0.86);
    expect(data.actual_date).toEqual(actualDate(new Date()));
    expect(data.user).toEqual({ id: 1, name: 'Alex Admin', mail: 'admin@demo.test' });
  });

  it('power: rights 1 8 9 10 11 12 17 25 42, plan 4, not admin', async () => {
    const data = await startupOf('power@demo.test');
    expect(data.admin).toBe(false);
    expect(rights(data)).toEqual([1, 8, 9, 10, 11, 12, 17, 25, 42]);
    expect(data.plan.plan).toBe(4);
  });

  it('basic: plan 1, rights 1 8 9 10, research and content only', async () => {
    const data = await startupOf('basic@demo.test');
    expect(data.plan.plan).toBe(1);
    expect(rights(data)).toEqual([1, 8, 9, 10]);
    expect([data.research_suite, data.content_suite, data.monitoring_suite, data.ai_suite, data.ki_chat]).toEqual([true, true, false, false, false]);
  });

  it('orange: company 2 with orange theme, Amazon column, Internal Searches, content testing group 2, ai and chat free', async () => {
    const data = await startupOf('orange@demo.test');
    expect(data.plan.plan).toBe(3);
    expect(rights(data)).toEqual([1, 8, 9, 10, 11, 42]);
    expect(data.company).toMatchObject({ id: 2, name: 'Orange Media', settings: { theme: 'orange', amazon_column: true, internal_searches: true } });
    expect([data.content_status, data.ai_status, data.chat_status]).toEqual(['testing', 'free', 'free']);
    expect(data.content_suite_group).toEqual({ id: 2 });
  });

  it('ended: company 4 has status test_ended', async () => {
    const data = await startupOf('ended@demo.test');
    expect(data.company_status).toBe('test_ended');
    expect(data.research_status).toBe('testing');
  });

  it('ideas: company 5, right 8 only, suites research and ai, content/monitoring/chat none', async () => {
    const data = await startupOf('ideas@demo.test');
    expect(rights(data)).toEqual([8]);
    expect(data.company.id).toBe(5);
    expect([data.research_status, data.content_status, data.monitoring_status, data.ai_status, data.chat_status]).toEqual(['testing', 'none', 'none', 'free', 'none']);
    expect([data.research_suite, data.ai_suite, data.content_suite]).toEqual([true, true, false]);
  });

  it('multi: may load company 1 and company 2 and sees both in the switch list', async () => {
    const one = await startupOf('multi@demo.test', 1);
    const two = await startupOf('multi@demo.test', 2);
    expect(one.company.id).toBe(1);
    expect(two.company).toMatchObject({ id: 2, settings: { theme: 'orange' } });
    expect(one.companies).toEqual([{ id: 1, name: 'Demo GmbH' }, { id: 2, name: 'Orange Media' }]);
  });

  it('white: white-label settings are data on company 3', async () => {
    const data = await startupOf('white@demo.test');
    expect(data.company.settings).toMatchObject({ theme: 'whitelabel', whitelabel_monitoring: true, internal_searches: true });
    expect(data.company.settings.logo).toMatch(/\.svg$/);
    expect(data.company.settings.rankings_host).toMatch(/^https:\/\//);
    expect(data.company.settings.extra_navigation.length).toBeGreaterThan(0);
  });

  it('refuses a foreign company, a foreign user_id and a foreign user name with 403', async () => {
    const session = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
    const foreignCompany = await t.post('/api/service/startup', { user: 'basic@demo.test', user_id: 3, company_id: 2 }, { token: session.token });
    expect(foreignCompany.statusCode).toBe(403);
    expect(foreignCompany.json()).toMatchObject({ error: 'forbidden', message: expect.stringContaining('company_id 2') });
    const foreignUser = await t.post('/api/service/startup', { user: 'basic@demo.test', user_id: 1, company_id: 1 }, { token: session.token });
    expect(foreignUser.statusCode).toBe(403);
    const foreignName = await t.post('/api/service/startup', { user: 'admin@demo.test', user_id: 3, company_id: 1 }, { token: session.token });
    expect(foreignName.statusCode).toBe(403);
  });
});
