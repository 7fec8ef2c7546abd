/**
 * Axe in a journey's page: axe-core is put into the page once per document and run there.
 *
 * `new AxeBuilder({ page }).analyze()` evaluates axe-core's 550 kB source in the page on every call
 * (twice in its legacy mode) and then opens a blank page in the context, evaluates the source there
 * too and finishes the run in it. Measured in shell-axe's pages on this machine under load: 3.3-11.7 s
 * a call that way, 1.7-3.6 s in legacy mode, 0.3-1.4 s with the source put in once and `axe.run`
 * called in the page. The rules, options and engine are the same (the axe-core @axe-core/playwright
 * itself loads); a page with a frame from another origin still goes through AxeBuilder, since
 * axe.run in the page cannot reach into such a frame.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];
interface AxeInPage {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}
type WithAxe = Window & { axe?: AxeInPage };

// Resolved from @axe-core/playwright's own folder: the very axe-core it injects, whatever npm hoisted.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (fromAxePlaywright('axe-core') as { source: string }).source;

/** Only violations are asked for: axe then skips building selectors for every passing node. */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] };

async function ensureAxe(frame: Frame): Promise<void> {
  // After a navigation inside the app the document, and the axe put into it, stay.
  if (await frame.evaluate(() => (window as WithAxe).axe !== undefined)) return;
  await frame.evaluate(axeSource);
}

/** Axe's results for the whole page, every same-origin frame included (as AxeBuilder's). */
export async function axeResults(page: Page): Promise<AxeResults> {
  const top = new URL(page.mainFrame().url()).origin;
  // about:blank and srcdoc frames take their parent's origin.
  const foreign = (frame: Frame) => !frame.url().startsWith('about:') && new URL(frame.url()).origin !== top;
  if (page.frames().some(foreign)) return new AxeBuilder({ page }).options(RUN_OPTIONS).analyze();
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.evaluate((options) => {
    const { axe } = window as WithAxe;
    if (axe === undefined) throw new Error('axe-core was not put into the page');
    return axe.run(document, options);
  }, RUN_OPTIONS);
}

/** Axe violations of impact serious or critical, as `id: help (targets)` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return seriousLines(await axeResults(page));
}

/** The serious and critical violations of axe's results, as `id: help (targets)` lines. */
export function seriousLines(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
