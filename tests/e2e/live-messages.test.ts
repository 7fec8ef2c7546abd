import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { startE2e, stopE2e, type E2eEnv, type E2eServer } from '../support/e2e-helpers.ts';
import { postJson } from '../support/server-process.ts';

let env: E2eEnv;
let server: E2eServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  // The demo admin pushes to company 1 and company 2: across companies, which is the operator's (decision 0024).
  env = await startE2e({ OPERATOR_EMAILS: 'admin@demo.test' });
  ({ server, browser } = env);
  adminToken = ((await postJson(`${server.url}/api/user/login`, { email: 'admin@demo.test', pass: DEMO_PASSWORD })).json as { token: string }).token;
});
afterAll(() => stopE2e(env));

describe('live server messages over the socket', () => {
  it('an update push shows a 30 second countdown to a company that receives it, not to another company', async () => {
    const demo = await browser.newContext();
    const orange = await browser.newContext();
    const pages = [];
    for (const [context, email] of [[demo, 'power@demo.test'], [orange, 'orange@demo.test']] as const) {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      pages.push(page);
    }
    const [powerPage, orangePage] = pages;
    if (!powerPage || !orangePage) throw new Error('pages missing');
    // The socket joins its company room right after the start-up data: push until the page shows it.
    const message = powerPage.getByText(/A new version is available\. The app reloads in \d+ s\./);
    for (let attempt = 0; attempt < 40 && (await message.count()) === 0; attempt++) {
      expect((await postJson(`${server.url}/api/admin/broadcast`, { event: 'showReloadmessage', company_id: 1 }, adminToken)).status).toBe(200);
      await message.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    const first = Number(/reloads in (\d+) s/.exec((await message.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThanOrEqual(25);
    expect(first).toBeLessThanOrEqual(30);
    const marked = (page: typeof powerPage) => page.evaluate(() => window.reloadMarker ?? false);
    await powerPage.evaluate(() => (window.reloadMarker = true));
    await powerPage.clock.runFor(15_000);
    expect(await marked(powerPage)).toBe(true);
    expect(Number(/reloads in (\d+) s/.exec((await message.textContent()) ?? '')?.[1])).toBeLessThanOrEqual(16);
    await powerPage.clock.runFor(16_000);
    await expect.poll(() => marked(powerPage).catch(() => false), { timeout: 20_000 }).toBe(false);
    expect(await orangePage.getByText(/A new version is available/).count()).toBe(0);

    // reloadFrontend reloads at once: the page navigates again and the marker is gone.
    await orangePage.evaluate(() => (window.reloadMarker = true));
    await postJson(`${server.url}/api/admin/broadcast`, { event: 'reloadFrontend', company_id: 2 }, adminToken);
    await expect.poll(() => orangePage.evaluate(() => window.reloadMarker ?? false), { timeout: 20_000 }).toBe(false);
    await demo.close();
    await orange.close();
  });
});
