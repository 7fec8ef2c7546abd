// The monitoring project screen with 1,000 keywords × 90 days of history (issue 19, "Figures to measure"):
// time from opening the screen to the first rows of the rankings table painted, and to the visibility
// chart's lines painted, in headless Chromium against the production build. Prints figures, asserts nothing.
// The monitoring API's answers come from bench/monitoring-project-data.ts (generated, checked against the
// contract's schemas) through Playwright's request routing, so the figure is the client's: the server's
// own time to answer is the server bench's. Run: node --import tsx bench/monitoring-project.bench.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { freePort, spawnServer, waitForStatus } from '../tests/support/server-process.ts';
import { projectAnswers } from './monitoring-project-data.ts';

const KEYWORDS = 1_000;
const DAYS = 90;
const RUNS = 5;
const FIRST_ROW = 'main [role="grid"] [role="rowheader"]';
const CHART_LINE = '[data-testid="visibility-chart"] .recharts-line-curve';

type BenchWindow = Window & { __marks?: Promise<{ rows: number; chart: number }> };

/**
 * Arms watchers that resolve two frames after each selector first matches, measured from the in-app
 * navigation to the project. A script string: tsx would wrap named functions in a helper the page lacks.
 */
function arm(page: Page): Promise<void> {
  return page.evaluate(`(() => {
    const t0 = performance.now();
    function when(sel) {
      return new Promise((resolve) => {
        function check() {
          if (!document.querySelector(sel)) return false;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
          return true;
        }
        if (check()) return;
        const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    }
    window.__marks = Promise.all([when(${JSON.stringify(FIRST_ROW)}), when(${JSON.stringify(CHART_LINE)})]).then(([rows, chart]) => ({ rows, chart }));
    window.history.pushState(null, '', '/monitoring/project/1');
  })()`);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const answers = projectAnswers(KEYWORDS, DAYS);
  const byPath: Record<string, unknown> = {
    '/api/monitoring/projects/list': answers.list,
    '/api/monitoring/projects/rankings': answers.rankings,
    '/api/monitoring/projects/visibility': answers.visibility,
    '/api/monitoring/projects/overview': answers.overview,
    '/api/monitoring/projects/competitors': answers.competitors,
    '/api/monitoring/keywords/history': answers.history,
  };
  const bodies = new Map(Object.entries(byPath).map(([key, value]) => [key, JSON.stringify(value)]));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-monitoring-'));
  const server = spawnServer({ DATA_DIR: dataDir }, await freePort());
  const browser = await launchChromium();
  try {
    await waitForStatus(server, 180_000);
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.route('**/api/monitoring/**', (route) => {
      const body = bodies.get(new URL(route.request().url()).pathname);
      return body === undefined ? route.continue() : route.fulfill({ status: 200, contentType: 'application/json', body });
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail').fill('power@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    const rankingsBytes = bodies.get('/api/monitoring/projects/rankings')?.length ?? 0;
    console.log(`Monitoring project screen, ${KEYWORDS.toLocaleString('en')} keywords × ${DAYS} days (visibility of 3 domains), Chromium ${browser.version()} headless, production build`);
    console.log(`rankings answer ${(rankingsBytes / 1024).toFixed(0)} KiB\n`);
    const rows: number[] = [];
    const chart: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A full load each time, so the query cache is empty and the page chunk's cost is in the figure after the first run only via the HTTP cache.
      await page.goto(`${server.url}/monitoring`);
      await page.locator('main#main h1', { hasText: 'Monitoring' }).waitFor();
      await arm(page);
      const marks = await page.evaluate(() => (window as BenchWindow).__marks ?? Promise.reject(new Error('not armed')));
      rows.push(marks.rows);
      chart.push(marks.chart);
      console.log(`run ${run + 1}: first rows ${marks.rows.toFixed(0).padStart(5)} ms   visibility chart ${marks.chart.toFixed(0).padStart(5)} ms`);
    }
    console.log(`\nmedian of ${RUNS}: first rows ${median(rows).toFixed(0)} ms, visibility chart ${median(chart).toFixed(0)} ms`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
