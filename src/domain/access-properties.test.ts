import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginLanding, loginRedirect, resolveRoute } from './access.ts';
import { accessContextArb, routePathArb } from '../../tests/support/access-arbitraries.ts';
import { matchRoute } from './access-routes.ts';

describe('access properties', () => {
  it('admin is never sent away for a missing right', () => {
    fc.assert(
      fc.property(accessContextArb, routePathArb, (ctx, path) => {
        const decision = resolveRoute(path, { ...ctx, admin: true });
        expect(decision.kind === 'redirect' ? decision.reason : 'none').not.toBe('right');
        expect(decision.kind === 'redirect' ? decision.reason : 'none').not.toBe('admin');
      }),
    );
  });

  it('admin with an unlimited plan in a fully active company opens every route but Internal Searches without the flag', () => {
    fc.assert(
      fc.property(accessContextArb, routePathArb, (ctx, path) => {
        const status = { user: false, status: 'active' } as const;
        const admin = {
          ...ctx,
          admin: true,
          plan: 4,
          companyStatus: 'active' as const,
          rights: new Set<number>(),
          suites: { research: status, content: status, monitoring: status, ai: status, chat: status },
        };
        const internal = matchRoute(path)?.rule.guard.kind === 'internal_searches';
        const expected = internal && !ctx.features.internalSearches ? 'redirect' : 'allow';
        expect(resolveRoute(path, admin).kind).toBe(expected);
      }),
    );
  });

  it('a redirect target is itself allowed for the same user (no redirect loops)', () => {
    fc.assert(
      fc.property(fc.option(accessContextArb, { nil: null }), routePathArb, (ctx, path) => {
        const decision = resolveRoute(path, ctx);
        if (decision.kind !== 'redirect') return;
        expect(resolveRoute(decision.to, ctx)).toEqual({ kind: 'allow' });
      }),
    );
  });

  it('logged-out users on a guarded route go to /login?redirect=<path>', () => {
    fc.assert(
      fc.property(routePathArb, (path) => {
        const kind = matchRoute(path)?.rule.guard.kind;
        const decision = resolveRoute(path, null);
        if (kind === 'open' || kind === 'session') expect(decision).toEqual({ kind: 'allow' });
        else expect(decision).toEqual({ kind: 'redirect', to: loginRedirect(path), reason: 'login' });
      }),
    );
  });

  it('every path of SPEC §2 matches a rule', () => {
    fc.assert(fc.property(routePathArb, (path) => {
        expect(matchRoute(path)).not.toBeNull();
      }));
  });

  it('never throws on arbitrary input, and the login landing is always a local path', () => {
    fc.assert(
      fc.property(fc.option(accessContextArb, { nil: null }), fc.string(), (ctx, path) => {
        const decision = resolveRoute(path, ctx);
        expect(['allow', 'redirect', 'not_found']).toContain(decision.kind);
        if (ctx !== null) {
          const landing = loginLanding(path, ctx);
          expect(landing.startsWith('/') && !landing.startsWith('//')).toBe(true);
        }
      }),
    );
  });
});
