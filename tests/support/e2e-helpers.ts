import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '../../server/db/demo-data.ts';
import { launchChromium } from './browser.ts';
import { claimPooledServer, pooledServerOutput, stopPooledServer } from './pool-claim.ts';
import { freePort, spawnServer, waitForStatus } from './server-process.ts';

export { DEMO_PASSWORD };
// Where the journeys have always taken it from.
export { seriousViolations } from './axe-audit.ts';

/** What a journey uses of its server. */
export interface E2eServer {
  readonly url: string;
  /** Its stdout and stderr so far, for a failure's message. */
  output(): string;
}

/** The real server on a copy of the run's seeded data folder, and Chromium, for one test file. */
export interface E2eEnv {
  readonly server: E2eServer;
  readonly browser: Browser;
  /** Stops the server and removes its data folder. */
  readonly stopServer: () => Promise<void>;
}

/**
 * A copy of the data folder the e2e globalSetup left (server-data.ts's copiedServerData, done here:
 * importing that module loads the whole server, seconds of transform and import in every file).
 */
async function copiedTemplate(): Promise<string> {
  const template = inject('serverDataTemplate');
  if (!template) throw new Error('No server data template: the e2e globalSetup did not provide one');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-e2e-'));
  await fs.cp(template, dir, { recursive: true });
  return dir;
}

/** The run's Chromium (e2e globalSetup) when there is one: connecting takes milliseconds, a launch a second. */
export function chromiumForFile(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

async function ownServer(env: Record<string, string>): Promise<{ server: E2eServer; stopServer: () => Promise<void>; ready: Promise<void> }> {
  const dataDir = await copiedTemplate();
  const started = spawnServer({ ...env, DATA_DIR: dataDir }, await freePort());
  const stopServer = async () => {
    started.child.kill('SIGKILL');
    await started.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { server: { url: started.url, output: started.output }, stopServer, ready: waitForStatus(started) };
}

async function pooledServer(poolDir: string): Promise<{ server: E2eServer; stopServer: () => Promise<void>; ready: Promise<void> }> {
  const claimed = await claimPooledServer(poolDir);
  return { server: { url: claimed.url, output: () => pooledServerOutput(claimed) }, stopServer: () => stopPooledServer(claimed), ready: Promise.resolve() };
}

/**
 * `env`: more of the server's environment (e.g. OPERATOR_EMAILS) for a file that needs it; such a
 * file starts its own server. The others take one the pool started ahead (server-pool.ts).
 */
export async function startE2e(env: Record<string, string> = {}): Promise<E2eEnv> {
  const poolDir = inject('serverPool');
  const browser = chromiumForFile();
  const { server, stopServer, ready } = Object.keys(env).length === 0 && poolDir ? await pooledServer(poolDir) : await ownServer(env);
  try {
    const [, connected] = await Promise.all([ready, browser]);
    return { server, browser: connected, stopServer };
  } catch (failure) {
    // The caller gets no env to stop: without this a missing Chromium left the server running for good.
    await browser.then((launched) => launched.close()).catch(() => {});
    await stopServer();
    throw failure;
  }
}

/**
 * The server is killed, not stopped cleanly: its data folder is thrown away, so the last-good dump a
 * clean stop writes after a journey changed data would cost seconds for nothing.
 */
export async function stopE2e(env: E2eEnv | undefined): Promise<void> {
  if (!env) return;
  // A connected browser only closes the contexts this file made and disconnects.
  await env.browser.close();
  await env.stopServer();
}

/** The seeded display name of a demo user (the user menu button is named after it). */
export function demoName(email: string): string {
  const user = demoUsers.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo user`);
  return user.name;
}

/** Fills the login form of the current page and submits it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens /login, logs in through the form and waits until the first screen after it has its h1.
 * The router changes the address before the login form goes away, so wait for the new heading.
 */
export async function logInThroughPage(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('main#main h1').filter({ hasNotText: /^Log in$/ }).waitFor();
}

/** A fresh browser context and page, logged in as the user. */
export async function loggedInPage(env: E2eEnv, email: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  await logInThroughPage(page, env.server.url, email);
  return { context, page };
}

export interface Landing {
  /** pathname plus search, e.g. `/login?redirect=%2Fcollections`. */
  readonly path: string;
  readonly h1: readonly string[];
  readonly mains: number;
  readonly h1InMain: number;
}

/**
 * Waits for the screen's h1 inside main#main, then reports where the page is and its headings.
 * After `page.goto` any h1 is the new document's; after a navigation inside the app the old
 * screen's h1 can outlive the address change, so name the heading to wait for.
 */
export async function landedScreen(page: Page, heading?: string, timeout = 15_000): Promise<Landing> {
  const main = page.locator('main#main');
  const wanted = heading === undefined ? main.locator('h1').first() : main.getByRole('heading', { level: 1, name: heading, exact: true });
  await wanted.waitFor({ timeout });
  const url = new URL(page.url());
  return page.evaluate((where) => ({
    path: where,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
    mains: document.querySelectorAll('main#main').length,
    h1InMain: document.querySelectorAll('main#main h1').length,
  }), `${url.pathname}${url.search}`);
}

/**
 * Goes to `path` inside the running app, through the router's history as a link does (no page load:
 * the route guard decides as on any navigation), and waits for the screen's h1 `heading` in
 * main#main. Far cheaper than `page.goto`, which loads the whole client and the start-up data again.
 * The heading must differ from the one shown now: the old screen's heading could pass for the new one.
 */
export async function navigateInApp(page: Page, path: string, heading: string, timeout = 15_000): Promise<Landing> {
  const shown = await page.evaluate(() => document.querySelector('main#main h1')?.textContent?.trim() ?? null);
  if (shown === heading) throw new Error(`navigateInApp(${path}): '${heading}' is shown already, so its arrival could not be told`);
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  return landedScreen(page, heading, timeout);
}

/** The value of an attribute on <html> (data-theme, data-mode, ...). */
export function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
}

/** Waits until an attribute on <html> has the value (themes are applied in an effect after start-up). */
export async function waitForHtmlAttribute(page: Page, name: string, value: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(([attribute, wanted]) => document.documentElement.getAttribute(attribute) === wanted, [name, value] as const, { timeout });
}

export async function openUserMenu(page: Page, email: string): Promise<void> {
  const button = page.getByRole('button', { name: `User menu of ${demoName(email)}` });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('region', { name: 'User menu' }).waitFor();
}

export async function closeUserMenu(page: Page, email: string): Promise<void> {
  const button = page.getByRole('button', { name: `User menu of ${demoName(email)}` });
  if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  await page.getByRole('region', { name: 'User menu' }).waitFor({ state: 'detached' });
}

/**
 * Sets a switch of the open user menu and waits until the server saved it (the settings API
 * answers), so a reload or another browser sees the saved value.
 */
export async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const control = page.getByRole('switch', { name, exact: true });
  if ((await control.getAttribute('aria-checked')) === String(on)) return;
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/service/settings/update');
  await control.click();
  const response = await saved;
  if (!response.ok()) throw new Error(`saving ${name} answered ${response.status()}`);
  await page.getByRole('switch', { name, exact: true, checked: on }).waitFor();
}
