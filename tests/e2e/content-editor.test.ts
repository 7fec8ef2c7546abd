import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loggedInPage, seriousViolations, startE2e, stopE2e, waitForHtmlAttribute, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';

/**
 * Issue 24, the content editor by keyboard on the seeded project `glühwein selber machen` of
 * company 1: the score rises as one writes, the text is there after a reload, text typed offline
 * survives a closed tab, a second tab saving first gives a conflict resolved without losing text,
 * the share link shows the draft read-only; axe light and dark.
 */
let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

const USER = 'power@demo.test';
const KEYWORD = 'glühwein selber machen';
const shots = process.env.CONTENT_EDITOR_SCREENSHOTS;

/** The member's API, for what the journey needs to know before it starts (the project id, a share link). */
async function api<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${env.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function seededProject(): Promise<{ id: number; token: string }> {
  const { token } = await api<{ token: string }>('/user/login', { email: USER, pass: DEMO_PASSWORD });
  const { projects } = await api<{ projects: { id: number; main_keyword: string }[] }>('/content/projects/list', { company_id: 1 }, token);
  const project = projects.find((p) => p.main_keyword === KEYWORD);
  if (!project) throw new Error(`company 1 has no project '${KEYWORD}'`);
  return { id: project.id, token };
}

const text = (page: Page) => page.getByRole('textbox', { name: `Draft: ${KEYWORD}` });
const saveStatus = (page: Page) => page.locator('.content-save');
const score = async (page: Page) => Number((await page.locator('.content-score-value').textContent()) ?? 'NaN');

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${env.server.url}${path}`);
  await page.locator('main#main h1', { hasText: KEYWORD }).waitFor();
  await text(page).waitFor();
}

/** Puts the cursor at the end of the text by keyboard (the palette's "Write in the editor", then Ctrl+End). */
async function writeAtEnd(page: Page, words: string): Promise<void> {
  // The writer switches to this tab: a background tab gets key presses but no text input.
  await page.bringToFront();
  await runCommand(page, 'Write in the editor');
  await page.waitForFunction(() => document.activeElement?.id === 'content-editor-text');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
}

/** Writes at the end and waits until the server has answered the save it makes (the status alone could still read the last save's). */
async function writeAndSave(page: Page, words: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content/drafts/save', { timeout: 15_000 });
  await writeAtEnd(page, words);
  await answered;
  await saved(page);
}

async function saved(page: Page): Promise<void> {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Saved');
}

async function axeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/content-editor-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('content editor', () => {
  it('scores as one writes, keeps the text over a reload and over a tab closed while offline, and passes axe light and dark', async () => {
    const { id } = await seededProject();
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1440, height: 900 } });
    await openEditor(page, `/content-editor/${id}`);
    await saved(page);
    await axeClean(page, 'editor light');
    await screenshot(page, 'light');

    const before = await score(page);
    await writeAtEnd(page, ' Das beste Rezept für Glühwein: die Zubereitung lohnt sich, der Geschmack ist deutlich besser. Glühwein mit Zimt, Glühwein mit Nelken.');
    await expect.poll(() => score(page), { timeout: 10_000 }).toBeGreaterThan(before);
    await saved(page);
    await page.reload();
    await text(page).waitFor();
    expect(await text(page).textContent()).toContain('Glühwein mit Zimt, Glühwein mit Nelken.');

    // Offline: the text stays, the status says so, and a tab closed before the connection returned loses nothing.
    await runCommand(page, 'Write in the editor');
    await page.waitForFunction(() => document.activeElement?.id === 'content-editor-text');
    await context.setOffline(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Offline geschrieben.');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Not saved, retrying');
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await openEditor(again, `/content-editor/${id}`);
    await again.getByText(/^Restored your unsaved text from this browser/u).waitFor();
    expect(await text(again).textContent()).toContain('Offline geschrieben.');
    await saved(again);
    await again.reload();
    await text(again).waitFor();
    expect(await text(again).textContent()).toContain('Glühwein mit Nelken. Offline geschrieben.');
    expect(await again.getByText(/^Restored your unsaved text/u).count()).toBe(0);

    await runCommand(again, 'Dark Mode');
    await waitForHtmlAttribute(again, 'data-mode', 'dark');
    await axeClean(again, 'editor dark');
    await screenshot(again, 'dark');
    await runCommand(again, 'Dark Mode');
    await waitForHtmlAttribute(again, 'data-mode', 'light');
    await context.close();
  });

  it('shows a second tab’s earlier save as a conflict, and neither choice loses text', async () => {
    const { id } = await seededProject();
    const { context, page: first } = await loggedInPage(env, USER, { viewport: { width: 1440, height: 900 } });
    const second = await context.newPage();
    await openEditor(first, `/content-editor/${id}`);
    await openEditor(second, `/content-editor/${id}`);

    // Take theirs: the second tab's text goes into the editor, mine is set aside (shown and kept).
    await writeAndSave(second, ' Aus dem zweiten Tab.');
    await writeAtEnd(first, ' Aus dem ersten Tab.');
    const conflict = first.getByRole('region', { name: 'Conflict: this draft was saved elsewhere' });
    await conflict.waitFor({ timeout: 15_000 });
    expect(await saveStatus(first).textContent()).toBe('Conflict');
    expect(await conflict.getByRole('document', { name: /^Their version/u }).textContent()).toContain('Aus dem zweiten Tab.');
    expect(await conflict.getByRole('document', { name: 'Your version' }).textContent()).toContain('Aus dem ersten Tab.');
    await axeClean(first, 'conflict light');
    await screenshot(first, 'conflict');
    await runCommand(first, 'Conflict: take their version');
    await saved(first);
    expect(await text(first).textContent()).toContain('Aus dem zweiten Tab.');
    expect(await text(first).textContent()).not.toContain('Aus dem ersten Tab.');
    const kept = first.getByRole('region', { name: 'Your set-aside text' });
    expect(await kept.textContent()).toContain('Aus dem ersten Tab.');

    // Keep mine: the first tab's text is saved over the second's, after the writer chose so.
    await writeAndSave(second, ' Noch einmal zwei.');
    await writeAtEnd(first, ' Meins gewinnt.');
    await conflict.waitFor({ timeout: 15_000 });
    await runCommand(first, 'Conflict: keep my version');
    await saved(first);
    await second.reload();
    await text(second).waitFor();
    // The first tab had taken the second's text, so its own now follows it; the second's later words gave way, by choice.
    expect(await text(second).textContent()).toMatch(/Aus dem zweiten Tab\.\s?Meins gewinnt\.$/u);
    // The set-aside text outlives a reload until it is discarded.
    await first.reload();
    await first.getByRole('region', { name: 'Your set-aside text' }).waitFor();
    await context.close();
  });

  it('opens a saved version read-only, restores it as a new save and undoes that; a share link shows the draft read-only', async () => {
    const { id, token } = await seededProject();
    const { context, page } = await loggedInPage(env, USER, { viewport: { width: 1440, height: 900 } });
    await openEditor(page, `/content-editor/${id}`);
    const current = (await text(page).textContent()) ?? '';
    await runCommand(page, 'Open a saved version…', 'Version 1 ');
    const open = page.getByRole('document', { name: 'Version 1' });
    await open.waitFor();
    expect(await open.textContent()).toContain('Glühwein selber machen ist einfacher');
    await runCommand(page, 'Restore a saved version…', 'Version 1 ');
    await saved(page);
    expect(await text(page).textContent()).not.toContain('Offline geschrieben.');
    await page.getByRole('status').filter({ hasText: 'Version 1 restored as a new save.' }).waitFor();
    await runCommand(page, 'Undo restore version');
    await expect.poll(() => text(page).textContent()).toBe(current);
    await saved(page);

    const { share_id: shareId } = await api<{ share_id: string }>('/content/projects/share', { company_id: 1, project_id: id }, token);
    const visitor = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const shared = await visitor.newPage();
    await openEditor(shared, `/content-editor/${id}/${shareId}`);
    expect(await text(shared).getAttribute('contenteditable')).toBe('false');
    expect(await text(shared).textContent()).toBe(current);
    await shared.getByRole('complementary', { name: 'Content score' }).waitFor();
    expect(await shared.getByRole('toolbar', { name: 'Formatting' }).count()).toBe(0);
    await axeClean(shared, 'shared light');
    await screenshot(shared, 'shared');
    await visitor.close();
    await context.close();
  });
});
