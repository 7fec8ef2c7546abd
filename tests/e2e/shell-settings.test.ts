import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlAttribute,
  landedScreen,
  loggedInPage,
  logInThroughPage,
  openUserMenu,
  setSwitch,
  startE2e,
  stopE2e,
  waitForHtmlAttribute,
  type E2eEnv,
} from '../support/e2e-helpers.ts';

/** The shell's per-user settings, the company switch, the quick-SEO theme and the side navigation (SPEC §1, §2, §4). */

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

describe('user settings in the user menu', () => {
  it('dark mode survives a reload and a new browser context, because the server keeps it', async () => {
    const email = 'power@demo.test';
    const first = await loggedInPage(env, email);
    await waitForHtmlAttribute(first.page, 'data-mode', 'light');
    await openUserMenu(first.page, email);
    await setSwitch(first.page, 'Dark Mode', true);
    await waitForHtmlAttribute(first.page, 'data-mode', 'dark');

    await first.page.reload();
    await landedScreen(first.page);
    await waitForHtmlAttribute(first.page, 'data-mode', 'dark');
    await openUserMenu(first.page, email);
    expect(await first.page.getByRole('switch', { name: 'Dark Mode', exact: true }).getAttribute('aria-checked')).toBe('true');

    // Another browser: nothing in its storage, the setting comes from the server at login.
    const second = await loggedInPage(env, email);
    await waitForHtmlAttribute(second.page, 'data-mode', 'dark');
    await openUserMenu(second.page, email);
    await setSwitch(second.page, 'Dark Mode', false);
    await waitForHtmlAttribute(second.page, 'data-mode', 'light');
    await second.context.close();

    await first.page.reload();
    await landedScreen(first.page);
    await waitForHtmlAttribute(first.page, 'data-mode', 'light');
    await first.context.close();
  });

  it.for([
    ['power@demo.test', true],
    ['orange@demo.test', true],
    ['admin@demo.test', true],
    ['basic@demo.test', false],
  ] as const)('%s: Advanced Mode switch shown: %s (right 42 or admin)', async ([email, shown], { expect }) => {
    const { context, page } = await loggedInPage(env, email);
    await openUserMenu(page, email);
    const menu = page.getByRole('region', { name: 'User menu' });
    await menu.getByRole('switch', { name: 'Dark Mode', exact: true }).waitFor();
    expect(await menu.getByRole('switch', { name: 'Advanced Mode', exact: true }).count()).toBe(shown ? 1 : 0);
    for (const name of ['Accessibility Mode', 'Bold text', 'High contrast']) {
      expect(await menu.getByRole('switch', { name, exact: true }).count(), name).toBe(1);
    }
    await expect(menu.getByRole('button', { name: 'Log out' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('company switch', () => {
  it('multi@ switches to Orange Media (orange theme, stays on /collections) and back to Demo GmbH', async () => {
    const { context, page } = await loggedInPage(env, 'multi@demo.test');
    await page.goto(`${env.server.url}/collections`);
    expect(await landedScreen(page)).toMatchObject({ path: '/collections', h1: ['Collections'] });
    await waitForHtmlAttribute(page, 'data-theme', 'default');
    const select = page.getByLabel('Company', { exact: true });
    expect(await select.locator('option').allTextContents()).toEqual(['Demo GmbH', 'Orange Media']);

    await select.selectOption({ label: 'Orange Media' });
    await waitForHtmlAttribute(page, 'data-theme', 'orange');
    await expect.poll(() => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Orange Media');
    // Enabled again once the switch is done, the guards' second look included.
    await expect.poll(() => select.isEnabled()).toBe(true);
    expect(await landedScreen(page)).toMatchObject({ path: '/collections', h1: ['Collections'] });

    // The choice holds across a reload: the session now names company 2.
    await page.reload();
    await landedScreen(page);
    await waitForHtmlAttribute(page, 'data-theme', 'orange');

    await select.selectOption({ label: 'Demo GmbH' });
    await waitForHtmlAttribute(page, 'data-theme', 'default');
    await expect.poll(() => select.isEnabled()).toBe(true);
    expect(await landedScreen(page)).toMatchObject({ path: '/collections', h1: ['Collections'] });
    await context.close();
  });
});

describe('themes', () => {
  it('white@: theme index 0 on /monitoring, 1 inside /quickseo, 0 again after leaving it', async () => {
    const { context, page } = await loggedInPage(env, 'white@demo.test');
    await waitForHtmlAttribute(page, 'data-theme', 'whitelabel');
    await page.goto(`${env.server.url}/monitoring`);
    expect((await landedScreen(page)).path).toBe('/monitoring');
    await waitForHtmlAttribute(page, 'data-theme-index', '0');

    await page.goto(`${env.server.url}/quickseo/monitoring`);
    expect((await landedScreen(page)).path).toBe('/quickseo/monitoring');
    await waitForHtmlAttribute(page, 'data-theme-index', '1');
    expect(await htmlAttribute(page, 'data-theme')).toBe('whitelabel');

    // Leaving inside the app (no reload): the side navigation's Monitoring entry.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Monitoring', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/monitoring');
    await waitForHtmlAttribute(page, 'data-theme-index', '0');

    // And back in through the address bar, out again with the browser's Back button.
    await page.goto(`${env.server.url}/quickseo/monitoring/setup`);
    await landedScreen(page);
    await waitForHtmlAttribute(page, 'data-theme-index', '1');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/monitoring');
    await waitForHtmlAttribute(page, 'data-theme-index', '0');
    await context.close();
  });
});

describe('side navigation', () => {
  const navLinks = async (email: string): Promise<string[]> => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await logInThroughPage(page, env.server.url, email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    const links = await nav.getByRole('link').allTextContents();
    await context.close();
    return links.map((text) => text.trim());
  };

  it('admin@ sees WDF*IDF (admin), but not Internal Searches (company 1 lacks the flag)', async () => {
    const links = await navLinks('admin@demo.test');
    expect(links).toEqual(expect.arrayContaining(['Collections', 'Brand Dashboards', 'Projects', 'WDF*IDF', 'Monitoring', 'AI Suite', 'AI Chat']));
    expect(links).not.toContain('Internal Searches');
  });

  it('orange@ sees Internal Searches but no WDF*IDF (content group 2) and no brands (plan 3)', async () => {
    const links = await navLinks('orange@demo.test');
    expect(links).toEqual(expect.arrayContaining(['Collections', 'Projects', 'Monitoring', 'Internal Searches', 'AI Suite', 'AI Chat']));
    expect(links).not.toContain('WDF*IDF');
    expect(links).not.toContain('Brand Dashboards');
  });

  it("white@ sees the company's own entries Partner Portal and Partner Support, and no content suite", async () => {
    const links = await navLinks('white@demo.test');
    expect(links).toEqual(expect.arrayContaining(['Collections', 'Monitoring', 'Internal Searches']));
    expect(links.some((text) => text.startsWith('Partner Portal'))).toBe(true);
    expect(links.some((text) => text.startsWith('Partner Support'))).toBe(true);
    expect(links).not.toContain('Projects');
  });
});
