import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, landedScreen, loggedInPage, seriousViolations, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';

/**
 * Issue 17: the guided tour of /ideas, keyboard only — it starts on the first visit, leaving /ideas
 * stops it, the palette restarts it, and once finished it does not start again (decision 0019).
 * Set IDEAS_TOUR_SCREENSHOTS=/tmp/dir to keep a shot of every step.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'basic@demo.test';
const shots = process.env.IDEAS_TOUR_SCREENSHOTS;

/** Makes the user's tour state known: nothing finished, whatever ran before on this data folder. */
async function resetTours(): Promise<void> {
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${env.server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<{ token?: string; id?: number; company_id?: number }>;
  };
  const login = await post('/user/login', { email: USER, pass: DEMO_PASSWORD });
  await post('/service/settings/update', { user_id: login.id, company_id: login.company_id, settings: { tours_finished: [] } }, login.token);
}

const tour = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.tour-progress') });
const liveText = (page: Page) => page.locator('[data-tour-live]').textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Waits for the step's dialog, named by its heading, with focus on that heading. */
async function expectStep(page: Page, index: number, title: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).waitFor();
  await expect.poll(() => focusedText(page)).toBe(title);
  await expect.poll(() => liveText(page)).toBe(`Ideas tour, step ${index} of 4: ${title}`);
  if (shots) {
    const mode = await page.evaluate(() => document.documentElement.getAttribute('data-mode'));
    await page.screenshot({ path: `${shots}/ideas-tour-${page.viewportSize()?.width ?? 0}-${mode}-step-${index}.png`, animations: 'disabled' });
  }
}

async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** From the step's heading: Tab reaches Next (the first button), Enter presses it. */
async function next(page: Page): Promise<void> {
  await press(page, 'Tab');
  await expect.poll(() => focusedText(page)).toMatch(/^(Next|Finish)$/);
  await press(page, 'Enter');
}

/** Once the tour's live region is on the page the tour has had its chance to start; two frames let a start render. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-tour-live]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the Ideas tour', () => {
  it('starts on the first visit, stops on leaving, restarts from the palette and is remembered once finished', async () => {
    await resetTours();
    const { context, page } = await loggedInPage(env, USER);
    await press(page, 'g', 'i');
    await landedScreen(page, 'Ideas');

    await expectStep(page, 1, 'Start with a seed');
    expect(await seriousViolations(page)).toEqual([]);
    await next(page);
    await expectStep(page, 2, 'Three views of the ideas');
    // Tab goes past Next, Back and End tour on to the page: nothing is trapped.
    await press(page, 'Tab', 'Tab', 'Tab', 'Tab');
    await expect.poll(() => page.evaluate(() => document.querySelector('.tour-popover')?.contains(document.activeElement) ?? true)).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('research-seed');

    // Leaving /ideas mid-tour stops it (the go-to keys, from End tour: in the seed field they would type); coming back does not start it again.
    await press(page, 'Shift+Tab');
    await expect.poll(() => focusedText(page)).toBe('End tour');
    await press(page, 'g', 'c');
    await landedScreen(page, 'Collections');
    expect(await tour(page).count()).toBe(0);
    await press(page, 'g', 'i');
    await landedScreen(page, 'Ideas');
    await settled(page);
    expect(await tour(page).count()).toBe(0);

    // The palette restarts it at step 1; the palette's Dark Mode leaves it running.
    await runFromPalette(page, 'Start the Ideas tour');
    await expectStep(page, 1, 'Start with a seed');
    await runFromPalette(page, 'Dark Mode');
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await expect.poll(() => focusedText(page)).toBe('Start with a seed');
    expect(await seriousViolations(page)).toEqual([]);
    await next(page);
    await expectStep(page, 2, 'Three views of the ideas');
    await press(page, 'Tab', 'Tab', 'Enter');
    await expectStep(page, 1, 'Start with a seed');
    await next(page);
    await expectStep(page, 2, 'Three views of the ideas');
    await next(page);
    await expectStep(page, 3, 'Work with the results');
    await next(page);
    await expectStep(page, 4, 'Everything is a command');
    expect(await page.getByRole('dialog', { name: 'Everything is a command' }).textContent()).toContain('Ctrl+K');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/service/settings/update') && r.request().postData()?.includes('tours_finished') === true);
    await next(page);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => tour(page).count()).toBe(0);
    await expect.poll(() => liveText(page)).toBe('Ideas tour finished.');

    await page.reload();
    await landedScreen(page, 'Ideas');
    await settled(page);
    expect(await tour(page).count()).toBe(0);
    await context.close();
  });

  // The narrowest window the app serves: below 768 px it shows only the mobile maintenance notice (SPEC §4).
  it('Escape ends the tour and counts as finished (in a narrow window)', async () => {
    await resetTours();
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 800, height: 700 } });
    await press(page, 'g', 'i');
    await landedScreen(page, 'Ideas');
    await expectStep(page, 1, 'Start with a seed');
    await next(page);
    await expectStep(page, 2, 'Three views of the ideas');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/service/settings/update'));
    await press(page, 'Escape');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => tour(page).count()).toBe(0);
    await expect.poll(() => liveText(page)).toBe('Ideas tour ended. Start it again from the command palette.');
    await page.reload();
    await landedScreen(page, 'Ideas');
    await settled(page);
    expect(await tour(page).count()).toBe(0);
    await context.close();
  });
});

const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Opens the palette, types, and runs the first match with Enter. */
async function runFromPalette(page: Page, query: string): Promise<void> {
  await press(page, 'Control+K');
  await paletteDialog(page).getByRole('combobox').waitFor();
  await page.keyboard.type(query);
  await paletteDialog(page).getByRole('option', { selected: true, name: new RegExp(query) }).waitFor();
  await press(page, 'Enter');
  await paletteDialog(page).waitFor({ state: 'hidden' });
}
