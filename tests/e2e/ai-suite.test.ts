import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, navigateInApp, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { counts, runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 20: the AI Suite in the browser, by keyboard. A project from the collection Winter Sale
 * writes meta descriptions for its 213 keywords as a background job whose end the bell reports with
 * a link back; the project is deleted and brought back with Undo from the palette. Axe on the three
 * screens, light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const NAME = 'Winter Sale Beschreibungen';
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('AI Suite', () => {
  it('writes meta descriptions for a collection as a job the bell reports, then deletes and restores the project', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });
    const violations: string[] = [];
    const audit = async (label: string) => violations.push(...(await seriousViolations(page)).map((v) => `${label}: ${v}`));

    await navigateInApp(page, '/ai-suite', 'AI Suite');
    await page.getByRole('list', { name: 'AI projects' }).getByText('Winter Sale texts').waitFor();
    await audit('projects');

    // The setup from the palette; the collection is the first one offered unless chosen.
    await runCommand(page, 'New AI project');
    await landedScreen(page, 'New AI project');
    await page.getByRole('radio', { name: 'A collection' }).waitFor();
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Winter Sale (213 keywords)' });
    await page.getByLabel('Project name').focus();
    await page.keyboard.type(NAME);
    await audit('setup');
    await page.keyboard.press('Enter');
    await landedScreen(page, NAME);

    // Meta descriptions are the first task; the palette starts the job.
    await runCommand(page, 'Write the texts of this task');
    await runCommand(page, 'Open notifications');
    await panel(page).getByText(`Meta descriptions: ${NAME}`).waitFor({ timeout: 60_000 });
    const done = panel(page).getByRole('link', { name: `Open result: Meta descriptions: ${NAME}` });
    await done.waitFor({ timeout: 60_000 });
    await panel(page).getByText('Meta descriptions for 213 keywords written without a model; review and accept them.').waitFor();
    const href = await done.getAttribute('href');
    expect(href).toMatch(/^\/ai-suite\/project\/\d+\?task=description$/u);
    await done.focus();
    await page.keyboard.press('Enter');
    await landedScreen(page, NAME);
    await expect.poll(async () => (await counts(page).textContent()) ?? '').toContain('213');
    const grid = page.getByRole('grid', { name: `Meta descriptions of ${NAME}` });
    await grid.getByRole('gridcell').filter({ hasText: /\w{3,}.*\w{3,}/u }).first().waitFor();
    await audit('project');

    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    await audit('project dark');

    // Delete from the list, by the palette's pick, and undo it there too.
    await runCommand(page, 'Back to all AI projects');
    await landedScreen(page, 'AI Suite');
    await audit('projects dark');
    const cards = page.getByRole('list', { name: 'AI projects' });
    await cards.getByText(NAME).waitFor();
    await runCommand(page, 'Delete an AI project…', NAME);
    await page.getByRole('status').filter({ hasText: `Deleted the AI project ${NAME}.` }).waitFor();
    await cards.getByText(NAME).waitFor({ state: 'detached' });
    await runCommand(page, 'Undo delete AI project');
    await page.getByText(`Restored the AI project ${NAME}.`).waitFor();
    await cards.getByText(NAME).waitFor();

    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', false);
    await context.close();
    expect(violations).toEqual([]);
  });
});
