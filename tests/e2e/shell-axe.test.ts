import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousLines } from '../support/axe-audit.ts';
import {
  closeUserMenu,
  landedScreen,
  loggedInPage,
  navigateInApp,
  openUserMenu,
  seriousViolations,
  setSwitch,
  startE2e,
  stopE2e,
  waitForHtmlAttribute,
  type E2eEnv,
} from '../support/e2e-helpers.ts';

/**
 * Axe over the shell (SPEC §2 "Shell"; issue 5: no serious or critical violation in light, dark and
 * accessibility mode), with the user menu closed and open, and over the pages outside the shell.
 * Every violation found is reported with its rule and elements, all at once.
 */

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

/**
 * Axe on the screen at `path`, then again with the user menu open (when the page has one and
 * `withMenu`). With a
 * `heading` the page goes there inside the app (navigateInApp: no page load), with the menu closed
 * first; without, it loads the path.
 */
async function audit(page: Page, path: string, label: string, email: string | null, heading?: string, withMenu = true): Promise<string[]> {
  if (heading === undefined) {
    await page.goto(`${env.server.url}${path}`);
    await landedScreen(page);
  } else {
    if (email !== null) await closeUserMenu(page, email);
    await navigateInApp(page, path, heading);
  }
  const found = (await seriousViolations(page)).map((v) => `${label} ${path}: ${v}`);
  if (email !== null && withMenu) {
    await openUserMenu(page, email);
    found.push(...(await seriousViolations(page)).map((v) => `${label} ${path} (user menu open): ${v}`));
  }
  return found;
}

const MODES: readonly { label: string; settings: Readonly<Record<string, boolean>>; attributes: Readonly<Record<string, string>> }[] = [
  { label: 'light', settings: {}, attributes: { 'data-mode': 'light' } },
  { label: 'dark', settings: { 'Dark Mode': true }, attributes: { 'data-mode': 'dark' } },
  {
    label: 'accessibility',
    settings: { 'Accessibility Mode': true, 'Bold text': true, 'High contrast': true },
    attributes: { 'data-mode': 'light', 'data-a11y': 'on', 'data-text': 'bold', 'data-contrast': 'high' },
  },
  {
    label: 'dark accessibility',
    settings: { 'Dark Mode': true, 'Accessibility Mode': true, 'Bold text': true, 'High contrast': true },
    attributes: { 'data-mode': 'dark', 'data-a11y': 'on', 'data-text': 'bold', 'data-contrast': 'high' },
  },
];
const ALL_SWITCHES = ['Dark Mode', 'Accessibility Mode', 'Bold text', 'High contrast'];

const SHELL_SCREENS = [
  { path: '/', heading: 'Home' },
  { path: '/collections', heading: 'Collections' },
] as const;

/** One user per company theme, each with a different set of navigation entries. */
const USERS = ['power@demo.test', 'orange@demo.test', 'white@demo.test'] as const;

describe('axe on the shell: no serious or critical violation', () => {
  it.for(USERS)('%s: home and /collections in light, dark and accessibility mode, user menu closed and open', async (email, { expect }) => {
    const { context, page } = await loggedInPage(env, email);
    const found: string[] = [];
    // The first screen is loaded; the others are reached inside the app (each mode starts on Home
    // and ends on Collections, so every navigation changes the heading).
    let loaded = false;
    for (const mode of MODES) {
      await openUserMenu(page, email);
      for (const name of ALL_SWITCHES) await setSwitch(page, name, mode.settings[name] === true);
      for (const [attribute, value] of Object.entries(mode.attributes)) await waitForHtmlAttribute(page, attribute, value);
      // The user menu is the same on every screen: it is audited open on the first one of each mode.
      for (const [at, { path, heading }] of SHELL_SCREENS.entries()) {
        found.push(...(await audit(page, path, `${email} ${mode.label}`, email, loaded ? heading : undefined, at === 0)));
        loaded = true;
      }
    }
    // Leave the settings as the seed had them.
    await openUserMenu(page, email);
    for (const name of ALL_SWITCHES) await setSwitch(page, name, false);
    await context.close();
    expect(found).toEqual([]);
  });

  it('pages outside the shell and the 404: /login, /pricing, /endoftest and an unknown path', async () => {
    const found: string[] = [];
    // Logged out, the pages follow the system's colour scheme.
    for (const colorScheme of ['light', 'dark'] as const) {
      const anonymous = await env.browser.newContext({ colorScheme });
      const page = await anonymous.newPage();
      found.push(...(await audit(page, '/login', `logged out ${colorScheme}`, null)));
      for (const [path, heading] of [['/endoftest', 'Your trial has ended'], ['/maintenance', 'Maintenance'], ['/no-such-page', 'Page not found']] as const) {
        found.push(...(await audit(page, path, `logged out ${colorScheme}`, null, heading)));
      }
      await anonymous.close();
    }

    const admin = await loggedInPage(env, 'admin@demo.test');
    // /endoftest and the 404 stand outside the shell: no user menu there.
    found.push(...(await audit(admin.page, '/pricing', 'admin@', 'admin@demo.test')));
    for (const path of ['/endoftest', '/no-such-page']) found.push(...(await audit(admin.page, path, 'admin@', null)));
    await admin.page.goto(`${env.server.url}/pricing`);
    await landedScreen(admin.page);
    await openUserMenu(admin.page, 'admin@demo.test');
    await setSwitch(admin.page, 'Dark Mode', true);
    found.push(...(await audit(admin.page, '/pricing', 'admin@ dark', 'admin@demo.test')));
    found.push(...(await audit(admin.page, '/no-such-page', 'admin@ dark', null)));
    await admin.page.goto(`${env.server.url}/pricing`);
    await landedScreen(admin.page);
    await openUserMenu(admin.page, 'admin@demo.test');
    await setSwitch(admin.page, 'Dark Mode', false);
    await admin.context.close();

    // The ended trial: its /endoftest and /pricing are all the shell it has.
    const ended = await loggedInPage(env, 'ended@demo.test');
    found.push(...(await audit(ended.page, '/endoftest', 'ended@', null)));
    found.push(...(await audit(ended.page, '/pricing', 'ended@', 'ended@demo.test')));
    await ended.context.close();
    expect(found).toEqual([]);
  });

  it('the dialogs: checkout success and the small-screen notice', async () => {
    const { context, page } = await loggedInPage(env, 'power@demo.test');
    await page.goto(`${env.server.url}/collections?checkout=success`);
    await landedScreen(page);
    await page.getByRole('dialog', { name: 'Thank you for your purchase' }).waitFor();
    const found = (await seriousViolations(page)).map((v) => `checkout dialog: ${v}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${env.server.url}/`);
    await page.getByRole('dialog', { name: 'Maintenance mode' }).waitFor();
    found.push(...(await seriousViolations(page)).map((v) => `maintenance dialog: ${v}`));
    await context.close();
    expect(found).toEqual([]);
  });

  it('the audit finds what AxeBuilder finds on a page with known faults, and sees the page as it is at each run', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.setContent(FAULTY_PAGE);
    // The audit first, on a page AxeBuilder has not put its axe-core into.
    const found = await seriousViolations(page);
    expect(found).toEqual(seriousLines(await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()));
    const rules = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf(':')));
    expect(rules(found)).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']));
    await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'Logo'));
    expect(rules(await seriousViolations(page))).toEqual(rules(found).filter((rule) => rule !== 'image-alt'));
    await context.close();
  });
});

/** A page with three faults axe rates serious or critical: an image without text, a nameless button, faint text. */
const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
<button type="button"></button>
<p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`;
