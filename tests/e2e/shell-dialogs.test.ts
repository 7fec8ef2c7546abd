import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, logIn, loggedInPage, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';

/** The shell's global dialogs and overlays (SPEC §2, §4, §8): small screens, offline, checkout. */

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

/** Where focus is: inside which open dialog (by its title), and the focused element's accessible text. */
function focusInfo(page: Page): Promise<{ dialog: string | null; tag: string; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialog = active?.closest('dialog[open]');
    const title = dialog?.getAttribute('aria-labelledby');
    return {
      dialog: title ? (document.getElementById(title)?.textContent ?? null) : null,
      tag: active?.tagName.toLowerCase() ?? '',
      text: active?.textContent?.trim() ?? '',
    };
  });
}

describe('small screens', () => {
  it("at 390×844 a full-screen 'Maintenance mode' dialog covers the app, but not /login and /seo-ai", async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const maintenance = page.getByRole('dialog', { name: 'Maintenance mode' });

    await page.goto(`${env.server.url}/login`);
    expect((await landedScreen(page)).path).toBe('/login');
    expect(await maintenance.count()).toBe(0);
    await logIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await maintenance.waitFor();
    expect(await maintenance.getByRole('heading', { name: 'Maintenance mode' }).isVisible()).toBe(true);
    // Full screen: the dialog covers the whole viewport.
    expect(await maintenance.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

    await page.goto(`${env.server.url}/seo-ai`);
    expect(await landedScreen(page)).toMatchObject({ path: '/seo-ai', h1: ['AI Chat (beta)'] });
    expect(await maintenance.count()).toBe(0);

    await page.goto(`${env.server.url}/collections`);
    await landedScreen(page);
    await maintenance.waitFor();

    // Wider than 767 px: the dialog goes away without a reload.
    await page.setViewportSize({ width: 1024, height: 768 });
    await maintenance.waitFor({ state: 'hidden' });

    await page.goto(`${env.server.url}/login`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await landedScreen(page)).path).toBe('/login');
    expect(await maintenance.count()).toBe(0);
    await context.close();
  });
});

describe('connection', () => {
  it("offline shows 'Connection lost. Reconnecting...' over everything; back online it goes away", async () => {
    const { context, page } = await loggedInPage(env, 'basic@demo.test');
    await page.goto(`${env.server.url}/collections`);
    await landedScreen(page);
    const overlay = page.getByText('Connection lost. Reconnecting...', { exact: true });
    expect(await overlay.count()).toBe(0);

    await context.setOffline(true);
    await overlay.waitFor();
    expect(await page.getByRole('alertdialog').isVisible()).toBe(true);

    await context.setOffline(false);
    // The socket, once the app has one, may take a moment to reconnect: wait, do not sleep.
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await landedScreen(page)).toMatchObject({ path: '/collections', h1: ['Collections'] });
    await context.close();
  });
});

describe('checkout', () => {
  it('?checkout=success opens the thank-you dialog with focus inside; Close removes the query', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    await page.goto(`${env.server.url}/collections?checkout=success`);
    await landedScreen(page);
    const dialog = page.getByRole('dialog', { name: 'Thank you for your purchase' });
    await dialog.waitFor();
    expect(await focusInfo(page)).toEqual({ dialog: 'Thank you for your purchase', tag: 'button', text: 'Close' });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).pathname).toBe('/collections');
    // Opened on page load, focus goes back to the document: the next Tab reaches the skip link first.
    expect((await focusInfo(page)).dialog).toBeNull();
    await page.keyboard.press('Tab');
    expect(await focusInfo(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });
    await context.close();
  });

  it('opened while working, closing it gives focus back to where it was', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    await page.goto(`${env.server.url}/collections`);
    await landedScreen(page);
    const pricing = page.getByRole('link', { name: 'Pricing', exact: true });
    await pricing.focus();
    // The payment provider's return, arriving inside the running app (history navigation, no reload).
    await page.evaluate(() => {
      window.history.pushState(window.history.state, '', '/collections?checkout=success');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const dialog = page.getByRole('dialog', { name: 'Thank you for your purchase' });
    await dialog.waitFor();
    expect((await focusInfo(page)).dialog).toBe('Thank you for your purchase');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search === '');
    expect(await focusInfo(page)).toMatchObject({ dialog: null, tag: 'a', text: 'Pricing' });
    await context.close();
  });

  it("?checkout=cancel shows 'Checkout cancelled'", async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    await page.goto(`${env.server.url}/pricing?checkout=cancel`);
    expect((await landedScreen(page)).path).toBe('/pricing?checkout=cancel');
    const dialog = page.getByRole('dialog', { name: 'Checkout cancelled' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: 'Thank you for your purchase' }).count()).toBe(0);
    expect((await focusInfo(page)).dialog).toBe('Checkout cancelled');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
