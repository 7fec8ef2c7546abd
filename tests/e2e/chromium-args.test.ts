import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../support/browser.ts';
import { chromiumForFile } from '../support/e2e-helpers.ts';

/**
 * The journeys' Chromium runs without the address bar's popups, which kept a core busy on Debian's
 * Chromium 156 (decision 0068), and still without everything playwright-core disables: our
 * `--disable-features` replaces playwright's, as Chromium reads only the last one.
 */

/** The names in playwright-core's own `disabledFeatures` list, read from the installed bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found: read how this version disables features");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] ?? '');
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromiumForFile();
});
afterAll(async () => {
  await browser.close();
});

describe('the journeys’ Chromium', () => {
  it('disables every feature playwright-core disables', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it('runs no address-bar popup beside the page', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent('<h1>probe</h1>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      await session.detach();
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
      expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
