import { describe, expect, it } from 'vitest';
import { resolveRoute } from './access.ts';
import { accessContextFromStartup } from './access-context.ts';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import {
  anySuiteAvailable,
  hasRight,
  mayUseAdvancedMode,
  planAllows,
  RIGHTS,
  suiteAvailable,
  suiteRouteOpen,
  type AccessContext,
} from './access-rules.ts';
import { matchRoute, ROUTE_RULES } from './access-routes.ts';

const ctxOf = (key: keyof typeof DEMO_STARTUP): AccessContext => accessContextFromStartup(DEMO_STARTUP[key]);

describe('rights', () => {
  it('maps each right of SPEC §6 to its routes', () => {
    const routesOf = (right: number) =>
      ROUTE_RULES.filter((rule) => rule.guard.kind === 'research' && rule.guard.right === right).map((r) => r.pattern);
    expect(routesOf(RIGHTS.collections)).toEqual(['/collections', '/research/{researchname}']);
    expect(routesOf(RIGHTS.ideas)).toEqual(['/ideas']);
    expect(routesOf(RIGHTS.suggests)).toEqual(['/suggests']);
    expect(routesOf(RIGHTS.searchVolume)).toEqual(['/searchvolume']);
    expect(routesOf(RIGHTS.questions)).toEqual(['/questions']);
    expect(routesOf(RIGHTS.brands)).toEqual(['/brands', '/brand-index/{brandindex}']);
    expect(routesOf(RIGHTS.addDashboard)).toEqual(['/add-dashboard']);
    expect(matchRoute('/settings')?.rule.guard).toEqual({ kind: 'admin', plan: 'settings' });
  });

  it('admin passes every right; others hold what start-up lists', () => {
    expect(hasRight(ctxOf('admin'), RIGHTS.addDashboard)).toBe(true);
    expect(hasRight(ctxOf('basic'), RIGHTS.questions)).toBe(false);
    expect(mayUseAdvancedMode(ctxOf('power'))).toBe(true);
    expect(mayUseAdvancedMode(ctxOf('orange'))).toBe(true);
    expect(mayUseAdvancedMode(ctxOf('basic'))).toBe(false);
    expect(mayUseAdvancedMode(ctxOf('admin'))).toBe(true);
  });
});

describe('plan limits', () => {
  it.each([
    [1, ['brands', 'brand_index']],
    [2, ['questions', 'historical_search_volume', 'brands', 'brand_index']],
    [3, ['brands', 'brand_index', 'settings']],
    [4, []],
    [0, []],
  ] as const)('plan %i blocks %j', (plan, blocked) => {
    const features = ['questions', 'historical_search_volume', 'brands', 'brand_index', 'settings'] as const;
    expect(features.filter((feature) => !planAllows(plan, feature))).toEqual(blocked);
  });

  it('decision: plan limits bind admin too (so /settings "admin only, plan check" has meaning)', () => {
    const admin3 = { ...ctxOf('admin'), plan: 3 };
    expect(resolveRoute('/settings', admin3)).toEqual({ kind: 'redirect', to: '/collections', reason: 'plan' });
    expect(resolveRoute('/brands', { ...ctxOf('admin'), plan: 1 })).toMatchObject({ reason: 'plan' });
    expect(resolveRoute('/settings', ctxOf('admin'))).toEqual({ kind: 'allow' });
  });
});

describe('suite rules', () => {
  const withSuite = (ctx: AccessContext, suite: 'content' | 'monitoring' | 'ai' | 'research', status: string) =>
    ({ ...ctx, suites: { ...ctx.suites, [suite]: { ...ctx.suites[suite], status } } }) as AccessContext;

  it('content: suite or admin, status neither inactive nor test_ended', () => {
    expect(suiteRouteOpen(withSuite(ctxOf('basic'), 'content', 'testing'), 'content')).toBe(true);
    expect(suiteRouteOpen(withSuite(ctxOf('basic'), 'content', 'inactive'), 'content')).toBe(false);
    expect(suiteRouteOpen(withSuite(ctxOf('admin'), 'content', 'test_ended'), 'content')).toBe(false);
    expect(suiteRouteOpen(ctxOf('plan2'), 'content')).toBe(false);
  });

  it('monitoring: suite or admin with status active only; the nav shows testing', () => {
    const testing = withSuite(ctxOf('plan2'), 'monitoring', 'testing');
    expect(suiteRouteOpen(testing, 'monitoring')).toBe(false);
    expect(suiteAvailable(testing, 'monitoring')).toBe(true);
  });

  it('AI and chat also allow free; free never shows another suite', () => {
    expect(suiteRouteOpen(ctxOf('ideas'), 'ai')).toBe(true);
    expect(suiteAvailable(withSuite(ctxOf('basic'), 'content', 'free'), 'content')).toBe(false);
  });

  it('decision: a suite the company lacks (none) stays closed even for admin', () => {
    expect(suiteRouteOpen(withSuite(ctxOf('admin'), 'content', 'none'), 'content')).toBe(false);
  });

  it('research status inactive blocks research routes (SPEC §4 applies to every suite)', () => {
    const blocked = withSuite(ctxOf('basic'), 'research', 'inactive');
    expect(resolveRoute('/collections', blocked)).toEqual({ kind: 'redirect', to: '/', reason: 'suite' });
  });

  it('falls back to /login when no suite is available at all', () => {
    const none = { user: false, status: 'active' } as const;
    const bare = { ...ctxOf('basic'), suites: { research: none, content: none, monitoring: none, ai: none, chat: none } };
    expect(anySuiteAvailable(bare)).toBe(false);
    expect(resolveRoute('/collections', bare)).toEqual({ kind: 'redirect', to: '/login', reason: 'suite' });
    expect(resolveRoute('/monitoring', bare)).toEqual({ kind: 'redirect', to: '/login', reason: 'suite' });
    expect(resolveRoute('/', bare)).toEqual({ kind: 'allow' });
  });
});
