/**
 * The content suite journey's screen helpers (tests/e2e/content-suite.test.ts): locators of its
 * screens, the editor's writing and saving by keyboard, and the axe pass over the seven screens.
 * Set CONTENT_SCREENSHOTS=/tmp/shots to keep pictures of the screens.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { navigateInApp, seriousViolations } from './e2e-helpers.ts';
import { runCommand } from './workbench-helpers.ts';

const shots = process.env.CONTENT_SCREENSHOTS;

export async function axeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/content-${name}.png`, fullPage: true });
}

export const bell = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const termGrid = (page: Page, keyword: string) => page.getByRole('grid', { name: `Terms of ${keyword}` });
export const chartTable = (page: Page) => page.getByRole('table', { name: /^WDF\*IDF chart as a table/u });
export const relevanceRows = (page: Page) => page.getByRole('region', { name: 'Relevance score' }).getByRole('row');
export const draftText = (page: Page, keyword: string) => page.getByRole('textbox', { name: `Draft: ${keyword}` });
export const saveStatus = (page: Page) => page.locator('.content-save');
export const score = async (page: Page) => Number((await page.locator('.content-score-value').textContent()) ?? 'NaN');
export const firstTerms = (page: Page, keyword: string, n: number) =>
  termGrid(page, keyword).getByRole('rowheader').evaluateAll((cells, count) => cells.slice(0, count).map((c) => c.textContent?.trim() ?? ''), n);

export async function saved(page: Page): Promise<void> {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Saved');
}

/** A call of the API with the page's session, as the screens make it. */
export function api<T>(page: Page, path: string, body: object): Promise<T> {
  return page.evaluate(async ({ path: p, body: b }) => {
    const answer = await fetch(`/api${p}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
    return (await answer.json()) as T;
  }, { path, body });
}

/**
 * Closes a tab whose browser is offline, and returns once the server is shown not to hold its unsaved text.
 * Closing saves at once (pagehide). Chromium runs that handler after the tab's DevTools session has
 * gone, and the offline emulation goes with the session, so on a loaded machine that last save reached
 * the server and the next tab had nothing to restore. A connection that is down stays down for the
 * closing page too: its requests fail as they would offline.
 */
export async function closeWhileOffline(page: Page, serverUrl: string, draft: { companyId: number; projectId: number; unsaved: string }): Promise<void> {
  const token = await page.evaluate(() => {
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    return localStorage.getItem('token') ?? '';
  });
  await page.close();
  const onServer = await fetch(`${serverUrl}/api/content/drafts/get`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: draft.companyId, project_id: draft.projectId }),
  });
  const serverDraft = ((await onServer.json()) as { draft: { html: string } }).draft.html;
  expect(serverDraft, 'the closed tab saved while offline: the restore would have nothing to do').not.toContain(draft.unsaved);
}

/** Puts the cursor at the end of the text by keyboard (the palette's "Write in the editor", then Ctrl+End) and types. */
export async function writeAtEnd(page: Page, words: string): Promise<void> {
  // The writer switches to this tab: a background tab gets key presses but no text input.
  await page.bringToFront();
  // No wait for the editor's focus: a user types at once, and the palette must leave the focus where its command put it.
  await runCommand(page, 'Write in the editor');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
}

/**
 * Writes at the end and waits until the server has answered the save it makes (the status alone could
 * still read the last save's). The answer is listened for before the typing, which a save can follow
 * within its second of quiet; its 15 s count from the last key: on a loaded machine the palette and the
 * typing alone once took longer, and the wait failed with the save still to come.
 */
export async function writeAndSave(page: Page, words: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content/drafts/save', { timeout: 0 });
  // Settled by the race below, or left when the page closes; either way not an unhandled rejection.
  answered.catch(() => undefined);
  await writeAtEnd(page, words);
  await expect.poll(() => page.locator('#content-editor-text').textContent(), { message: 'the typed words are in the editor' }).toContain(words.trim());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no save was answered within 15 s of typing "${words.trim()}"`)), 15_000);
  });
  try {
    await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
  await saved(page);
}


/** The seven screens of the suite, each waited for until its content is there, with axe over each. */
export async function auditScreens(page: Page, id: number, keyword: string, mode: 'light' | 'dark'): Promise<void> {
  await navigateInApp(page, '/content-projects', 'Content Projects');
  await page.getByRole('grid', { name: 'Content projects' }).waitFor();
  await axeClean(page, `/content-projects ${mode}`);
  await navigateInApp(page, '/content-project/setup', 'New content project');
  await axeClean(page, `/content-project/setup ${mode}`);
  await navigateInApp(page, `/content-project/competitors/${id}`, keyword);
  await expect.poll(() => page.locator('.wb-counts').textContent(), { timeout: 15_000 }).toBe('10 competitors');
  await axeClean(page, `/content-project/competitors ${mode}`);
  await screenshot(page, `competitors-${mode}`);
  // The project's tabs share its heading: the palette moves between them, their content tells them apart.
  await runCommand(page, 'Show the project WDF*IDF analysis');
  await termGrid(page, keyword).waitFor({ timeout: 30_000 });
  await page.locator('.analysis-chart .recharts-line-curve').first().waitFor();
  await axeClean(page, `/content-project/wdf-idf ${mode}`);
  await screenshot(page, `wdf-idf-${mode}`);
  await runCommand(page, 'Show the project briefing');
  await page.getByRole('heading', { name: `Briefing: ${keyword}` }).waitFor({ timeout: 30_000 });
  await axeClean(page, `/briefing ${mode}`);
  await screenshot(page, `briefing-${mode}`);
  await runCommand(page, 'Show the project editor');
  await draftText(page, keyword).waitFor();
  await saved(page);
  await axeClean(page, `/content-editor ${mode}`);
  await screenshot(page, `editor-${mode}`);
  await navigateInApp(page, '/wdf-idf', 'WDF*IDF');
  await axeClean(page, `/wdf-idf ${mode}`);
}

