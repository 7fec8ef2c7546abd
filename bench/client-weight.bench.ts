// Client weight and first-screen paint (issue 5, "Figures to measure and report"): the JS and CSS the
// browser loads for /login and for the first screen after login, sized from the build (gzip -9), and
// LCP of that first screen in headless Chromium on loopback. Prints figures, asserts nothing.
// Run: node --import tsx bench/client-weight.bench.ts
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { freePort, spawnServer, waitForStatus, type ServerProcess } from '../tests/support/server-process.ts';
import { buildClientIfNeeded, clientDir, kb, printAssetTable, sizeAsset, sum, type Asset } from './support/client-build.ts';
import { bytesByPackage } from './support/sourcemap-packages.ts';

const EMAIL = 'power@demo.test';
const PASSWORD = 'demo-Passw0rd';
const RUNS = 5;
const SETTLE_MS = 500;
const STEP_TIMEOUT_MS = 30_000;
const SHELL_TARGET_KB = 200;
const LCP_TARGET_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Every same-origin JS and CSS response of a context, in order, with its body (kept in case a rebuild removes the file). */
function recordAssets(context: BrowserContext, origin: string): { seen: () => Promise<Map<string, Asset>> } {
  const pending = new Map<string, Promise<Asset>>();
  context.on('response', (response: Response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : undefined;
    if (!kind || url.origin !== origin || pending.has(url.pathname) || response.status() !== 200) return;
    pending.set(url.pathname, response.body().then(
      (body) => sizeAsset(url.pathname, kind, body),
      () => sizeAsset(url.pathname, kind, undefined),
    ));
  });
  return {
    seen: async () => new Map(await Promise.all([...pending].map(async ([key, asset]) => [key, await asset] as const))),
  };
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

type PaintProbe = { lcp?: number; lcpElement?: string; lcpSize?: number; fcp?: number; h1Home?: number; ttfb?: number; dcl?: number };

/**
 * Runs in the page before any of its scripts: LCP (buffered) and the moment the h1 'Home' appears.
 * Plain JavaScript text on purpose: a function would be passed as tsx compiled it, with `__name()`
 * helpers the page does not have.
 */
const PAINT_PROBE = `(() => {
  const probe = {};
  window.__paintProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.lcp = entry.startTime;
      probe.lcpSize = entry.size;
      const el = entry.element;
      probe.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.h1Home === undefined && [...document.querySelectorAll('h1')].some((h1) => (h1.textContent || '').trim() === 'Home')) {
      probe.h1Home = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** One full page load of `/` with the session already in storage; figures relative to navigation start. */
async function measureLoad(page: Page, origin: string): Promise<Required<Pick<PaintProbe, 'lcp' | 'h1Home'>> & PaintProbe> {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await sleep(SETTLE_MS);
  const probe = await page.evaluate(() => {
    const found = (window as unknown as { __paintProbe?: PaintProbe }).__paintProbe;
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return found && { ...found, ttfb: nav?.responseStart, dcl: nav?.domContentLoadedEventEnd };
  });
  if (page.url() !== `${origin}/`) throw new Error(`expected to stay on ${origin}/, landed on ${page.url()}`);
  if (probe?.lcp === undefined || probe.h1Home === undefined) throw new Error(`no LCP or h1 time recorded: ${JSON.stringify(probe)}`);
  return { ...probe, lcp: probe.lcp, h1Home: probe.h1Home };
}

function printLoads(title: string, loads: Awaited<ReturnType<typeof measureLoad>>[]): number {
  const lcps = loads.map((l) => l.lcp);
  console.log(title);
  const opt = (value: number | undefined) => (value === undefined ? '-' : ms(value)).padStart(8);
  console.log(`  ${'run'.padEnd(4)} ${'TTFB'.padStart(8)} ${'DCL'.padStart(8)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'h1 Home'.padStart(8)}  LCP element`);
  loads.forEach((l, i) => {
    console.log(`  ${String(i + 1).padEnd(4)} ${opt(l.ttfb)} ${opt(l.dcl)} ${opt(l.fcp)} ${opt(l.lcp)} ${opt(l.h1Home)}  ${l.lcpElement ?? '?'} (${l.lcpSize ?? '?'} px²)`);
  });
  console.log(`  median LCP ${ms(median(lcps))} (target < ${LCP_TARGET_MS} ms), median h1 'Home' visible ${ms(median(loads.map((l) => l.h1Home)))}\n`);
  return median(lcps);
}

function printComposition(shellJs: Asset[]): void {
  const totals = new Map<string, number>();
  let all = 0;
  for (const asset of shellJs) {
    const file = path.join(clientDir, 'assets', asset.file);
    if (!fs.existsSync(`${file}.map`)) continue;
    for (const [name, chars] of bytesByPackage(file)) {
      totals.set(name, (totals.get(name) ?? 0) + chars);
      all += chars;
    }
  }
  if (all === 0) return;
  const shellGzip = sum(shellJs, 'gzip');
  console.log('Shell JS by package (generated bytes charged by the source maps; gzip share estimated pro rata):');
  console.log(`  ${'package'.padEnd(34)} ${'raw KB'.padStart(8)} ${'share'.padStart(6)} ${'~gzip KB'.padStart(9)}`);
  for (const [name, chars] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    const share = chars / all;
    console.log(`  ${name.padEnd(34)} ${kb(chars).padStart(8)} ${`${(share * 100).toFixed(1)}%`.padStart(6)} ${kb(share * shellGzip).padStart(9)}`);
  }
  console.log('');
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const code = await Promise.race([server.exited, sleep(15_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    server.child.kill('SIGKILL');
    await server.exited;
    console.warn('server did not exit within 15 s of SIGTERM; killed');
  }
}

async function main(): Promise<void> {
  console.log('== Client weight and first-screen LCP (issue 5) ==');
  const build = await buildClientIfNeeded();
  const indexHtml = path.join(clientDir, 'index.html');
  const builtHtml = fs.readFileSync(indexHtml, 'utf8');
  const builtAt = fs.statSync(indexHtml).mtimeMs;
  const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  const why = { fresh: 'dist/client was an up-to-date production build', stale: 'built now (dist/client was missing or stale)', 'development build': 'rebuilt now: dist/client held a development build (React *.development.js), not what ships' };
  console.log(`Client build (\`npx vite build\`, NODE_ENV=production): ${why[build]}; sizes are of the built files, gzip level 9.`);
  console.log(`Headless Chromium against \`node --import tsx server/start.ts\` on 127.0.0.1, fresh DATA_DIR, user ${EMAIL}.\n`);

  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-weight-'));
  const server = spawnServer({ DATA_DIR: dataDir }, await freePort());
  const browser = await launchChromium();
  try {
    await waitForStatus(server);
    const origin = server.url;

    // 1. Weight: a fresh context (own, empty HTTP cache) loads /login, then logs in.
    const context = await browser.newContext();
    const recorder = recordAssets(context, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const loginAssets = [...(await recorder.seen()).values()];
    await logIn(page);
    await page.waitForLoadState('networkidle');
    await sleep(SETTLE_MS);
    const afterLogin = await recorder.seen();
    const extraAssets = [...afterLogin.values()].filter((a) => !loginAssets.some((l) => l.file === a.file));
    const landed = new URL(page.url()).pathname;

    printAssetTable('Phase 1: /login in a fresh context (cold cache)', loginAssets);
    printAssetTable(`Phase 2: additional files loaded from "Log in" to the first screen (${landed}, h1 'Home')`, extraAssets);
    const js = (assets: Asset[]) => assets.filter((a) => a.kind === 'js');
    const css = (assets: Asset[]) => assets.filter((a) => a.kind === 'css');
    const shellJs = [...js(loginAssets), ...js(extraAssets)];
    const loginGzip = sum(js(loginAssets), 'gzip');
    const shellGzip = sum(shellJs, 'gzip');
    if ([...afterLogin.values()].some((a) => !a.fromDisk)) console.log('* not on disk any more (rebuilt meanwhile): sized from the bytes served.\n');
    printComposition(shellJs);

    // 2. LCP: the logged-in context loads / again and again (warm HTTP cache), then fresh contexts carry the session only.
    await page.close();
    const lcpPage = await context.newPage();
    await lcpPage.addInitScript({ content: PAINT_PROBE });
    console.log(`Load average before the LCP runs (1/5/15 min): ${load()} on ${os.cpus().length} CPU(s).\n`);
    const warm: Awaited<ReturnType<typeof measureLoad>>[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await measureLoad(lcpPage, origin));
    const storageState = await context.storageState();
    await context.close();
    const cold: Awaited<ReturnType<typeof measureLoad>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await browser.newContext({ storageState });
      const freshPage = await fresh.newPage();
      await freshPage.addInitScript({ content: PAINT_PROBE });
      cold.push(await measureLoad(freshPage, origin));
      await fresh.close();
    }
    const warmLcp = printLoads(`LCP of / with the session in storage, same context, ${RUNS} full loads (warm HTTP cache; immutable assets)`, warm);
    const coldLcp = printLoads(`LCP of / with the session in storage, a new context per load, ${RUNS} loads (cold HTTP cache)`, cold);

    console.log(`Load average after the LCP runs: ${load()}; timings on a busy machine are upper bounds.\n`);
    if (fs.readFileSync(indexHtml, 'utf8') !== builtHtml) console.log('NOTE: dist/client changed to a different build during this bench; figures may mix two builds.\n');
    else if (fs.statSync(indexHtml).mtimeMs !== builtAt) console.log('Note: dist/client was rebuilt during this bench, with the same entry files.\n');
    const verdict = (value: number, target: number) => (value < target ? 'under target' : 'OVER target');
    console.log(`JS gzip for /login:                          ${kb(loginGzip).padStart(7)} KB  (${js(loginAssets).length} files)`);
    console.log(`JS gzip for the first screen after login:    ${kb(shellGzip).padStart(7)} KB  (${shellJs.length} files; target < ${SHELL_TARGET_KB} KB: ${verdict(shellGzip / 1024, SHELL_TARGET_KB)})`);
    console.log(`CSS gzip for the first screen after login:   ${kb(sum([...css(loginAssets), ...css(extraAssets)], 'gzip')).padStart(7)} KB`);
    console.log(`LCP of the first screen, median, same context: ${ms(warmLcp).padStart(7)}  (target < ${LCP_TARGET_MS} ms: ${verdict(warmLcp, LCP_TARGET_MS)})`);
    console.log(`LCP of the first screen, median, cold cache:   ${ms(coldLcp).padStart(7)}  (target < ${LCP_TARGET_MS} ms: ${verdict(coldLcp, LCP_TARGET_MS)})`);
  } finally {
    await browser.close().catch(() => undefined);
    await stopServer(server);
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('client-weight bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
