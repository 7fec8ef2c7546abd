import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A picture of the screen for a person to look at, kept only when E2E_SCREENSHOTS names a folder
 * (`E2E_SCREENSHOTS=/tmp/shots npx vitest run --project e2e ...`). No test reads them, and each
 * costs Chromium a software render, so CI takes none.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}
