// The time the brand index screen needs to show 48 months of 5 brands (issue 18): the share chart
// (recharts, stacked areas), the table beside it and the brands compared, bundled with esbuild
// (production) and mounted in Chromium. Also the switch to lines and to 12 months.
// Run: node --import tsx bench/brand-index-screen.bench.ts
import os from 'node:os';
import path from 'node:path';
import { launchBenchChromium, servePages, type BenchPage } from './workbench-browser-harness.ts';
import type { IndexFigures } from './brand-index-page/main.tsx';

const RUNS = 5;
const PAGES: BenchPage[] = [{ name: 'brand-index', entry: path.join(import.meta.dirname, 'brand-index-page', 'main.tsx') }];
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number): string => `${value.toFixed(1).padStart(8)} ms`;

async function main(): Promise<void> {
  const server = await servePages(PAGES);
  const browser = await launchBenchChromium();
  try {
    console.log(`Brand index screen in Chromium ${browser.version()} (headless, production bundle, 1400 px wide), median of ${RUNS} fresh pages`);
    // The figures scale with how busy the machine is; say so beside them.
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
    for (const [months, brands] of [[48, 5], [48, 10]] as const) {
      const runs: IndexFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A fresh page per run: the first mount pays for parsing and compiling the bundle, as a visit does.
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        page.on('pageerror', (error) => console.error('page error:', error.message));
        await page.goto(server.url('brand-index'));
        await page.waitForFunction('typeof window.__brandIndexBench === "function"');
        // A string, not a function: tsx would compile a function with helpers the page does not have.
        runs.push((await page.evaluate(`window.__brandIndexBench(${months}, ${brands})`)) as IndexFigures);
        await page.close();
      }
      console.log(`\n${months} months × ${brands} brands`);
      console.log(`  first paint of chart + tables       ${ms(median(runs.map((r) => r.firstPaint)))}   (runs: ${runs.map((r) => r.firstPaint.toFixed(0)).join(', ')})`);
      console.log(`  of which the render (React, recharts) ${ms(median(runs.map((r) => r.firstRender)))}`);
      console.log(`  stacked area → lines                ${ms(median(runs.map((r) => r.switchToLines)))}`);
      console.log(`  48 → 12 months                      ${ms(median(runs.map((r) => r.spanTo12)))}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
