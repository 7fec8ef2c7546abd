import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landedScreen, loggedInPage, navigateInApp, seriousViolations, startE2e, stopE2e, type E2eEnv } from '../support/e2e-helpers.ts';
import { runCommand } from '../support/workbench-helpers.ts';

/** Checkout with the offline adapter (decision 0044): pricing → plan request → the dialog; page views counted, or not with DNT. */

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2e();
});
afterAll(async () => {
  await stopE2e(env);
});

describe('checkout and page views', () => {
  it('a plan chosen from the palette becomes a request for the sales team; the dialog says so and the plan stays', async () => {
    const { context, page } = await loggedInPage(env, 'basic@demo.test');
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/collect')) analytics.push(request.postData() ?? '');
    });
    await landedScreen(page);
    await navigateInApp(page, '/pricing', 'Pricing');
    expect(await page.getByText('Your current plan').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await runCommand(page, 'Choose the Professional plan');
    const dialog = page.getByRole('dialog', { name: 'Your request is with our sales team' });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe('?checkout=requested');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    // The request changed nothing: Starter is still the current plan.
    expect(await page.locator('.pricing-tier', { has: page.getByRole('heading', { name: 'Starter' }) }).getByText('Your current plan').count()).toBe(1);
    // The own collector counted the pricing screen once (no ANALYTICS_URL here): the dialog's query is no new view.
    expect(analytics.map((body) => JSON.parse(body) as unknown)).toEqual([{ company_id: 1, path: '/pricing' }]);
    await context.close();
  });

  it('with Do Not Track the tracker asks and sends nothing', async () => {
    const { context, page } = await loggedInPage(env, 'basic@demo.test', {});
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/') || request.url().includes('matomo')) analytics.push(request.url());
    });
    await page.reload();
    await landedScreen(page);
    await navigateInApp(page, '/pricing', 'Pricing');
    await page.waitForTimeout(300);
    expect(analytics).toEqual([]);
    await context.close();
  });
});
