import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';

/**
 * Issue 21: Settings in the browser, by keyboard. The admin deactivates and reactivates a user, gives
 * a right, sees both in the audit log; the user, logged in meanwhile, gets the right without a
 * reload (the socket). Axe on every section, light and dark (page views and usage in light). SETTINGS_SCREENSHOTS=/tmp/shots keeps pictures.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const ADMIN = 'admin@demo.test';
const shots = process.env.SETTINGS_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/settings-${name}.png`, fullPage: true });
}

/** Runs a command from the palette by its title, then picks an option by what is typed, as a keyboard user does. */
async function runCommand(page: Page, title: string, pick?: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').waitFor();
  await page.keyboard.type(title);
  await palette.getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u'), selected: true }).waitFor();
  await page.keyboard.press('Enter');
  if (pick === undefined) return;
  await palette.getByRole('option', { name: new RegExp(pick, 'u') }).waitFor();
  await page.keyboard.type(pick);
  await palette.getByRole('option', { name: new RegExp(pick, 'u'), selected: true }).waitFor();
  await page.keyboard.press('Enter');
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name, 'u') }) });

describe('Settings', () => {
  it('deactivates and reactivates a user, gives a right that reaches the user live, and shows both in the audit log; axe on the three sections, light and dark', async () => {
    const admin = await loggedInPage(env, ADMIN, { viewport: { width: 1400, height: 900 } });
    const page = admin.page;
    await navigateInApp(page, '/settings', 'Settings');
    const ben = row(page, 'Ben Basic');
    await ben.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'users-light');

    // Deactivate from the palette; the undo bar's button brings the user back.
    await runCommand(page, 'Deactivate a user…', 'Ben Basic');
    await page.getByRole('status').filter({ hasText: 'Deactivated Ben Basic' }).waitFor();
    await ben.getByRole('gridcell', { name: 'Deactivated' }).waitFor();
    await page.getByRole('button', { name: /^Undo/u }).focus();
    await page.keyboard.press('Enter');
    await ben.getByRole('gridcell', { name: 'Active' }).waitFor();

    // The deactivation ended Ben's sessions; he logs in again. The Advanced Mode switch (right 42) is not in his menu yet.
    const basic = await loggedInPage(env, 'basic@demo.test', { viewport: { width: 1000, height: 800 } });
    await openUserMenu(basic.page, 'basic@demo.test');
    expect(await basic.page.getByRole('switch', { name: 'Advanced Mode' }).count()).toBe(0);

    // Right 42 by keyboard in the access dialog, which Enter on the user's row of the table opens.
    await ben.getByRole('rowheader').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Access of Ben Basic' });
    await dialog.waitFor();
    // The row holds no buttons: deactivating is in the dialog too.
    await dialog.getByRole('button', { name: 'Deactivate Ben Basic' }).waitFor();
    await dialog.getByRole('checkbox', { name: '42 Advanced Mode switch' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Save access' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved the access of Ben Basic' }).waitFor();
    await ben.getByRole('gridcell', { name: /(^|, )42 Advanced Mode switch$/u }).waitFor();
    // Without a reload, through the socket: Ben's menu offers the switch now.
    await basic.page.getByRole('switch', { name: 'Advanced Mode' }).waitFor({ timeout: 10_000 });

    // The audit log, by the tabs' arrow keys.
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    const company = page.getByRole('heading', { level: 2, name: 'Company' });
    await company.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-light');
    await page.getByRole('tab', { name: 'Company' }).focus();
    await page.keyboard.press('ArrowRight');
    const audit = page.getByRole('region', { name: /^Audit log/u });
    await audit.waitFor();
    await audit.getByRole('row').filter({ hasText: 'Rights, plan or suites changed' }).filter({ hasText: 'basic@demo.test' }).first().waitFor();
    await audit.getByRole('row').filter({ hasText: 'User deactivated' }).first().waitFor();
    await audit.getByRole('row').filter({ hasText: 'User reactivated' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-light');

    // The last two tabs: page views, and the usage with the seeded month (server/db/seed-usage.ts).
    await page.getByRole('tab', { name: 'Audit log' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Page views', level: 2 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    const usage = page.getByRole('region', { name: 'Usage per suite' });
    await usage.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Search volume' }) }).waitFor();
    // Search volume: 420 paid and 310 cached keywords this month.
    expect(await usage.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Search volume' }) }).textContent()).toContain('730');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'usage-light');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await audit.waitFor();

    await openUserMenu(page, ADMIN);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-dark');
    await page.getByRole('tab', { name: 'Audit log' }).focus();
    await page.keyboard.press('ArrowLeft');
    await company.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'company-dark');
    await page.keyboard.press('ArrowLeft');
    await ben.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'users-dark');
    await basic.context.close();
    await admin.context.close();
  });
});
