import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import type { CompanySettingsResponse } from '../../src/domain/contracts/company-settings-update.ts';
import type { AuditListResponse } from '../../src/domain/contracts/settings-audit.ts';
import type { StartupData } from '../../src/domain/contracts/startup.ts';
import { defaultUserSettings } from '../../src/domain/contracts/user-settings.ts';
import { createTestApp, databaseKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const LIGHT = { background: '#ffffff', text: '#111111', muted: '#555555', primary: '#0b5394', primary_text: '#ffffff' };
const DARK = { background: '#101010', text: '#eeeeee', muted: '#aaaaaa', primary: '#8ab4f8', primary_text: '#000000' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

describe.each(databaseKinds)('settings: the company on %s', (kind) => {
  let t: TestApp;
  let admin: LoggedIn;
  let power: LoggedIn;
  let otherAdmin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database.handle;
    const row = await db
      .insertInto('users')
      .values({
        email: 'admin2@demo.test', name: 'Zoe Zwei', password_hash: await hashPassword('demo-Passw0rd'), admin: true, plan: 4, active: true, verified: true,
        research_suite: true, content_suite: true, monitoring_suite: true, ai_suite: true, chat_suite: true, settings: defaultUserSettings, saved_headers: {},
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ user_id: row.id, company_id: 2, is_default: true }).execute();
    const login = (email: string) => t.login(email, { remoteAddress: nextClientAddress() });
    [admin, power, otherAdmin] = await Promise.all([login('admin@demo.test'), login('power@demo.test'), login('admin2@demo.test')]);
  });
  afterAll(async () => t.close());

  const post = (path: string, body: object, who: LoggedIn = admin) => t.post(`/api/settings/company/${path}`, body, { token: who.token });
  const latestAudit = async () => (await t.post('/api/settings/audit/list', { company_id: 1 }, { token: admin.token })).json<AuditListResponse>().entries[0];
  const startup = async () =>
    (await t.post('/api/service/startup', { user: 'power@demo.test', user_id: power.id, company_id: 1 }, { token: power.token })).json<StartupData>();

  it('refuses a non-admin and the admin of another company', async () => {
    for (const [path, body] of [
      ['update', { company_id: 1, changes: { amazon_column: true } }],
      ['logo', { company_id: 1, logo: null }],
    ] as const) {
      expect((await post(path, body, power)).statusCode).toBe(403);
      const other = await post(path, body, otherAdmin);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ message: 'company_id 1 is not a company of this user.' });
    }
  });

  it('sets colours that pass WCAG AA; the users get them with the start-up data; the audit row has before and after', async () => {
    const response = await post('update', { company_id: 1, changes: { colors: { light: LIGHT, dark: DARK }, amazon_column: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CompanySettingsResponse>().settings).toMatchObject({ colors: { light: LIGHT, dark: DARK }, amazon_column: true, theme: 'default' });
    expect((await startup()).company.settings).toMatchObject({ colors: { light: LIGHT }, amazon_column: true });
    expect(await latestAudit()).toMatchObject({
      action: 'company.settings',
      target: 'Demo GmbH',
      before: { colors: null, amazon_column: false },
      after: { colors: { light: LIGHT, dark: DARK }, amazon_column: true },
    });
  });

  it('refuses a colour pair under 4.5:1 with the field and the ratio named', async () => {
    const response = await post('update', { company_id: 1, changes: { colors: { light: { ...LIGHT, text: '#999999' }, dark: DARK } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      field: 'changes.colors.light.text',
      message: 'changes.colors.light.text: Text on the background has a contrast of 2,84:1; WCAG AA needs at least 4,5:1.',
    });
    const badButton = await post('update', { company_id: 1, changes: { colors: { light: LIGHT, dark: { ...DARK, primary_text: '#777777' } } } });
    expect(badButton.json()).toMatchObject({ field: 'changes.colors.dark.primary_text', message: expect.stringContaining(':1') });
  });

  it('answers other bad values with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ extra_navigation: [{ label: 'Evil', href: 'javascript:alert(1)' }] }, 'changes.extra_navigation.0.href'],
      [{ extra_navigation: [{ label: '', href: '/collections' }] }, 'changes.extra_navigation.0.label'],
      [{ rankings_host: 'http://plain.example.com' }, 'changes.rankings_host'],
      [{ rankings_host: 'https://host.example.com/path' }, 'changes.rankings_host'],
      [{ theme: 'purple' }, 'changes.theme'],
      [{ colors: { light: { ...LIGHT, text: 'black' }, dark: DARK } }, 'changes.colors.light.text'],
      [{ logo: '/x.svg' }, 'changes.logo'],
    ];
    for (const [changes, field] of cases) {
      const response = await post('update', { company_id: 1, changes });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json(), field).toMatchObject({ error: 'bad_request', field });
    }
  });

  it('sets navigation entries, the rankings host and the feature flags', async () => {
    const changes = {
      extra_navigation: [{ label: 'Wiki', href: 'https://wiki.example.com/seo' }, { label: 'Collections', href: '/collections' }],
      rankings_host: 'https://rankings.example.com',
      internal_searches: true,
      whitelabel_monitoring: true,
    };
    const response = await post('update', { company_id: 1, changes });
    expect(response.json<CompanySettingsResponse>().settings).toMatchObject(changes);
    expect((await startup()).company.settings).toMatchObject(changes);
    // Internal Searches is a company feature: the screen's calls open for company 1 now.
    const list = await t.post('/api/internal-searches/list', { company_id: 1 }, { token: power.token });
    expect(list.statusCode, list.body).not.toBe(403);
  });

  it('uploads a PNG logo and an SVG logo, sanitised; refuses a fake PNG, a large file and an unreadable SVG', async () => {
    const png = await post('logo', { company_id: 1, logo: { format: 'png', base64: PNG } });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json<CompanySettingsResponse>().settings.logo).toBe(`data:image/png;base64,${PNG}`);
    expect(await latestAudit()).toMatchObject({ action: 'company.logo', after: { logo: expect.stringMatching(/^PNG, 29 bytes, sha256 [0-9a-f]{12}$/u) } });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4" fill="#0f766e"/></svg>';
    const answer = await post('logo', { company_id: 1, logo: { format: 'svg', base64: Buffer.from(svg).toString('base64') } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { settings, removed } = answer.json<CompanySettingsResponse>();
    expect(removed).toEqual(expect.arrayContaining(['event handlers (on…)', '<script>']));
    const stored = Buffer.from((settings.logo ?? '').replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(stored).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4" fill="#0f766e"/></svg>');

    const fake = await post('logo', { company_id: 1, logo: { format: 'png', base64: Buffer.from('<svg/>').toString('base64') } });
    expect(fake.json()).toMatchObject({ field: 'logo.base64', message: 'logo.base64: The file is not a PNG image.' });
    const large = await post('logo', { company_id: 1, logo: { format: 'png', base64: Buffer.alloc(70_000).toString('base64') } });
    expect(large.json()).toMatchObject({ field: 'logo.base64', message: expect.stringContaining('at most 65536') });
    const xxe = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>';
    const refused = await post('logo', { company_id: 1, logo: { format: 'svg', base64: Buffer.from(xxe).toString('base64') } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'logo.base64', message: expect.stringContaining('DOCTYPE') });

    const cleared = await post('logo', { company_id: 1, logo: null });
    expect(cleared.json<CompanySettingsResponse>().settings.logo).toBeNull();
  });
});
