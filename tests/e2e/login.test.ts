import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOutcomeMessages } from '../../src/domain/contracts/login.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { logIn, seriousViolations, startE2e, stopE2e, type E2eEnv, type E2eServer } from '../support/e2e-helpers.ts';

let env: E2eEnv;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  env = await startE2e();
  ({ server, browser } = env);
});
afterAll(() => stopE2e(env));

describe('login through the page in Chromium', () => {
  it('a logged-out visit to / goes to /login with the redirect; login lands there, greets by name; logout ends the session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login\?redirect=%2F$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await logIn(page, 'power@demo.test');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.locator('main#main').getByText('Welcome, Paula Power').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(stored).sort()).toEqual(['company_id', 'id', 'plan', 'token', 'user', 'username']);
    expect(stored.company_id).not.toBe('1');
    expect(stored).toMatchObject({ user: 'power@demo.test', id: '2', plan: '4', username: 'Paula Power' });

    // The content security policy is strict; the app must run under it without a single violation.
    expect(pageErrors).toEqual([]);
    const token = stored.token ?? '';
    await page.getByRole('button', { name: 'User menu of Paula Power' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const check = await fetch(`${server.url}/api/user/tokencheck`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'power@demo.test', token }) });
    expect(await check.json()).toEqual({ loggedIn: false });
    await context.close();
  });

  it.each([
    ['inactive@demo.test', DEMO_PASSWORD, loginOutcomeMessages.inactive],
    ['unverified@demo.test', DEMO_PASSWORD, loginOutcomeMessages.verification],
    ['nobody@demo.test', DEMO_PASSWORD, loginOutcomeMessages.nouser],
    ['admin@demo.test', 'not-the-password', loginOutcomeMessages.wrong_password],
  ])('%s sees a clear message and stays on /login', async (email, password, message) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, password);
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
