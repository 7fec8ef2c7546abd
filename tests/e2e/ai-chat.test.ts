import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, navigateInApp, landedScreen, openUserMenu, seriousViolations, setSwitch, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';

/**
 * Issue 20: AI Chat by keyboard. Ask how many keywords Winter Sale holds, see 213 streamed from the
 * offline planner, follow the answer's link to the collection, come back, reload and find the
 * conversation again; axe in light and dark. Set AI_CHAT_SCREENSHOTS=/tmp/shots to keep pictures.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const QUESTION = 'How many keywords does the collection Winter Sale hold?';
const shots = process.env.AI_CHAT_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/ai-chat-${name}.png`, fullPage: true });
}

async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').waitFor();
  await page.keyboard.type(title);
  await page.getByRole('option', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u'), selected: true }).waitFor();
  await page.keyboard.press('Enter');
}

describe('AI Chat', () => {
  it('asks by keyboard, sees 213, follows the link, reopens the conversation after a reload', async () => {
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1400, height: 900 } });
    await navigateInApp(page, '/seo-ai', 'AI Chat (beta)');
    await page.getByText('Ask a question about your own data').waitFor();
    expect(await seriousViolations(page), 'empty chat, light').toEqual([]);

    await runCommand(page, 'Write a question');
    // The palette gives the focus back as it closes; the command then moves it to the question.
    await page.waitForFunction(() => document.activeElement?.id === 'chat-question');
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    const answer = log.getByRole('article', { name: 'Answer' });
    await answer.getByText('213', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await answer.textContent()).toContain('The collection Winter Sale holds 213 keywords.');
    await page.waitForURL(/\/seo-ai\?c=\d+/u);
    const chatUrl = page.url();
    expect(await seriousViolations(page), 'answer, light').toEqual([]);
    await screenshot(page, 'answer-light');

    // Up brings the last question back for editing; Escape of the text is not needed, so clear it.
    await page.getByRole('textbox', { name: 'Your question' }).focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('textbox', { name: 'Your question' }).inputValue()).toBe(QUESTION);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');

    // The answer's link to the collection, reached by Tab from the composer backwards.
    const link = answer.getByRole('link', { name: 'Winter Sale' }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await landedScreen(page, 'Winter Sale');
    expect(new URL(page.url()).pathname).toBe('/research/Winter%20Sale');

    await page.goBack();
    await landedScreen(page, 'AI Chat (beta)');
    await page.reload();
    await landedScreen(page, 'AI Chat (beta)');
    expect(page.url()).toBe(chatUrl);
    await page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'Answer' }).getByText('213', { exact: true }).waitFor();
    await page.getByRole('button', { name: QUESTION }).waitFor();

    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', true);
    await waitForHtmlAttribute(page, 'data-mode', 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page), 'answer, dark').toEqual([]);
    await screenshot(page, 'answer-dark');
    await openUserMenu(page, USER);
    await setSwitch(page, 'Dark Mode', false);
    await context.close();
  });
});
