import { describe, expect, it } from 'vitest';
import { ROUTE_RULES, toTanStackPath, type RouteRule } from '../domain/access-routes.ts';
import { bareLayout, shellLayout } from './layouts.ts';
import { pathOf, screenOf } from './route-manifest.ts';
import { PAGE_ROUTES, ROUTE_MANIFESTS, routeOfPattern } from './route-manifests.ts';

const guarded = PAGE_ROUTES.filter((route) => screenOf(route).outsideAccessTable === undefined);
const ruleOf = new Map(ROUTE_RULES.map((rule) => [toTanStackPath(rule.pattern), rule]));
/** Screens for logged-in users live in the shell; open and session pages stand alone (as before the manifests). */
const belongsInShell = (rule: RouteRule) => rule.guard.kind !== 'open' && rule.guard.kind !== 'session';

describe('route manifests and the access table', () => {
  it('every manifest route has an access rule, and every access rule a manifest route', () => {
    const manifestPaths = guarded.map(pathOf).sort();
    expect(manifestPaths).toEqual([...ruleOf.keys()].sort());
  });

  it('finds the route of an access pattern, optional segments included', () => {
    expect(routeOfPattern('/login/{auth?}')?.options.staticData?.screen?.title).toBe('Log in');
    expect(routeOfPattern('/briefing/{project_id}/{share_id?}')?.options.staticData?.screen?.title).toBe('Briefing');
    expect(routeOfPattern('/no-such-page')).toBeUndefined();
  });

  it('declares each path once, across all features', () => {
    const paths = PAGE_ROUTES.map(pathOf);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lets only the development outbox stand outside the access table', () => {
    expect(PAGE_ROUTES.filter((route) => screenOf(route).outsideAccessTable !== undefined).map(pathOf)).toEqual(['/dev/outbox']);
  });

  it('hangs every route under one of the two layouts, so the router drops none', () => {
    for (const route of PAGE_ROUTES) expect([shellLayout, bareLayout], pathOf(route)).toContain(route.options.getParentRoute());
  });

  it('puts a route in the shell exactly when its rule needs a logged-in user', () => {
    for (const route of guarded) {
      const rule = ruleOf.get(pathOf(route));
      if (!rule) throw new Error(`no rule for ${pathOf(route)}`);
      expect(route.options.getParentRoute() === shellLayout, rule.pattern).toBe(belongsInShell(rule));
    }
  });

  it('gives every route a title and a purpose', () => {
    for (const route of PAGE_ROUTES) {
      expect(screenOf(route).title, pathOf(route)).not.toBe('');
      expect(screenOf(route).purpose, pathOf(route)).toMatch(/\.$/);
    }
  });

  it('has one manifest per feature, none of them empty', () => {
    expect(ROUTE_MANIFESTS.every((manifest) => manifest.length > 0)).toBe(true);
    expect(PAGE_ROUTES).toHaveLength(ROUTE_RULES.length + 1);
  });
});
