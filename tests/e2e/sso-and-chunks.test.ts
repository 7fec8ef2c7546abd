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
  env = await startE2e();
  ({ server, browser } = env);
  adminToken = ((await postJson(`${server.url}/api/user/login`, { email: 'admin@demo.test', pass: DEMO_PASSWORD })).json as { token: string }).token;
});
afterAll(() => stopE2e(env));

describe('single sign-on in the browser', () => {
  it('a fresh code logs in and lands on /; the same code again fails and goes to /login', async () => {
    const issued = await postJson(`${server.url}/api/admin/sso-codes`, { user_id: 2 }, adminToken);
    expect(issued.status).toBe(200);
    const code = (issued.json as { sso_code: string }).sso_code;

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/sso/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Welcome, Paula Power').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('power@demo.test');
    await context.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto(`${server.url}/sso/${code}`);
    await again.waitForURL(/\/login$/);
    await again.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await again.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await second.close();
  });
});

describe('a route chunk that fails to load', () => {
  it('shows the chunk error screen with ChunkLoadError and a retry that loads the screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let blocked = true;
    // The pricing screen is its own chunk; the first request for it fails as a network error would.
    await page.route(/\/assets\/pricing-page-[^/]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.goto(`${server.url}/login?redirect=%2Fpricing`);
    await page.getByLabel('E-mail').fill('power@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' }).waitFor();
    await page.getByText('Loading chunk pricing failed.').waitFor();
    await page.getByText('ChunkLoadError', { exact: true }).waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await context.close();
  });
});
