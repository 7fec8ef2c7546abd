import { describe, expect, it } from 'vitest';
import { landingPath, loginLanding, resolveRoute } from './access.ts';
import { accessContextFromStartup } from './access-context.ts';
import { DEMO_STARTUP, DEMO_USER_KEYS, type DemoUserKey } from '../../tests/support/access-fixtures.ts';
import { ROUTE_PATTERNS } from './access-routes.ts';

/*
 * Every demo user × every route of SPEC §2, written by hand from SPEC §2/§4/§6 and docs/demo-data.md.
 * '=' stays on the route; other cells are the landing path. Why each column lands where it does:
 * admin  c1 plan 4, passes rights          power  c1 plan 4, all rights, not admin
 * basic  c1 plan 1, 1 8 9 10, res+content  plan2  c1 plan 2, 1 8 9 10 11 12, res+monitoring
 * orange c2 plan 3, 1 8 9 10 11 42, all    white  c3 plan 4, 1 8 9 10, res+monitoring (content/ai/chat inactive)
 * ended  c4 test_ended                     ideas  c5 plan 4, right 8, res+ai (c5: content/monitoring/chat none)
 * multi1/multi2  the same user in c1 / c2, plan 4, 1 8 9 10, research only
 * Internal Searches: only companies 2 and 3 carry the flag.
 */
const S = '=';
const E = '/endoftest';
const C = '/collections';
const I = '/ideas';
const H = '/';
type Row = readonly [path: string, ...cells: string[]];

//                                      admin power basic plan2 orange white ended ideas multi1 multi2
const TABLE: readonly Row[] = [
  ['/',                                    S, S, S, S, S, S, E, S, S, S],
  ['/collections',                         S, S, S, S, S, S, E, I, S, S],
  ['/research/winter-sale',                S, S, S, S, S, S, E, I, S, S],
  ['/research/shared/abc123',              S, S, S, S, S, S, E, S, S, S],
  ['/ideas',                               S, S, S, S, S, S, E, S, S, S],
  ['/suggests',                            S, S, S, S, S, S, E, I, S, S],
  ['/searchvolume',                        S, S, S, S, S, S, E, I, S, S],
  ['/questions',                           S, S, C, C, S, C, E, I, C, C],
  ['/brands',                              S, S, C, C, C, C, E, I, C, C],
  ['/brand-index/acme',                    S, S, C, C, C, C, E, I, C, C],
  ['/brand-analysis/acme',                 S, S, S, S, S, S, E, S, S, S],
  ['/add-dashboard',                       S, S, C, C, C, C, E, I, C, C],
  ['/content-projects',                    S, S, S, H, S, H, E, H, H, H],
  ['/content-project/setup',               S, S, S, H, S, H, E, H, H, H],
  ['/wdf-idf',                             S, S, S, H, S, H, E, H, H, H],
  ['/briefing/7',                          S, S, S, S, S, S, E, S, S, S],
  ['/briefing/7/share-1',                  S, S, S, S, S, S, E, S, S, S],
  ['/content-project/competitors/7',       S, S, S, S, S, S, E, S, S, S],
  ['/content-project/competitors/7/sh-1',  S, S, S, S, S, S, E, S, S, S],
  ['/content-project/wdf-idf/7',           S, S, S, S, S, S, E, S, S, S],
  ['/content-project/wdf-idf/7/sh-1',      S, S, S, S, S, S, E, S, S, S],
  ['/content-editor/7',                    S, S, S, S, S, S, E, S, S, S],
  ['/content-editor/7/sh-1',               S, S, S, S, S, S, E, S, S, S],
  ['/monitoring',                          S, S, H, S, S, S, E, H, H, H],
  ['/monitoring/setup',                    S, S, H, S, S, S, E, H, H, H],
  ['/monitoring/project/3',                S, S, H, S, S, S, E, H, H, H],
  ['/monitoring/shared/abc123',            S, S, S, S, S, S, E, S, S, S],
  ['/quickseo/monitoring',                 S, S, H, S, S, S, E, H, H, H],
  ['/quickseo/monitoring/setup',           S, S, H, S, S, S, E, H, H, H],
  ['/quickseo/monitoring/project/3',       S, S, H, S, S, S, E, H, H, H],
  ['/internal-searches',                   H, H, H, H, S, S, E, H, H, H],
  ['/internal-searches/project',           H, H, H, H, S, S, E, H, H, H],
  ['/internal-searches/setup',             H, H, H, H, S, S, E, H, H, H],
  ['/quickseo/internal-searches',          H, H, H, H, S, S, E, H, H, H],
  ['/quickseo/internal-searches/project',  H, H, H, H, S, S, E, H, H, H],
  ['/quickseo/internal-searches/setup',    H, H, H, H, S, S, E, H, H, H],
  ['/ai-suite',                            S, S, H, H, S, H, E, S, H, H],
  ['/ai-suite/setup',                      S, S, H, H, S, H, E, S, H, H],
  ['/ai-suite/project/4',                  S, S, H, H, S, H, E, S, H, H],
  ['/seo-ai',                              S, S, H, H, S, H, E, H, H, H],
  ['/knowledge',                           S, S, S, S, S, S, E, S, S, S],
  ['/settings',                            S, C, C, C, C, C, E, I, C, C],
  ['/pricing',                             S, S, S, S, S, S, S, S, S, S],
  ['/login',                               S, S, S, S, S, S, E, S, S, S],
  ['/login/expired',                       S, S, S, S, S, S, E, S, S, S],
  ['/setpassword',                         S, S, S, S, S, S, E, S, S, S],
  ['/setpassword/code-1',                  S, S, S, S, S, S, E, S, S, S],
  ['/resetpassword',                       S, S, S, S, S, S, E, S, S, S],
  ['/resetpassword/code-1',                S, S, S, S, S, S, E, S, S, S],
  ['/register',                            S, S, S, S, S, S, E, S, S, S],
  ['/sso',                                 S, S, S, S, S, S, S, S, S, S],
  ['/sso/one-time-code',                   S, S, S, S, S, S, S, S, S, S],
  ['/logout',                              S, S, S, S, S, S, S, S, S, S],
  ['/maintenance',                         S, S, S, S, S, S, S, S, S, S],
  ['/endoftest',                           S, S, S, S, S, S, S, S, S, S],
];

const COLUMNS: readonly DemoUserKey[] = [
  'admin', 'power', 'basic', 'plan2', 'orange', 'white', 'ended', 'ideas', 'multi1', 'multi2',
];
const ctxOf = (key: DemoUserKey) => accessContextFromStartup(DEMO_STARTUP[key]);

const cases = TABLE.flatMap(([path, ...cells]) =>
  COLUMNS.map((user, index) => {
    const cell = cells[index];
    if (cell === undefined) throw new Error(`row ${path} lacks a cell for ${user}`);
    return { user, path, expected: cell === S ? path : cell };
  }),
);

describe('demo user × SPEC §2 route table', () => {
  it('has a cell for every demo user and every pattern of SPEC §2', () => {
    expect(COLUMNS).toEqual(DEMO_USER_KEYS);
    for (const row of TABLE) expect(row).toHaveLength(COLUMNS.length + 1);
    const covered = new Set(TABLE.map(([path]) => resolvePatternOf(path)));
    expect([...covered].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it.each(cases)('$user on $path lands on $expected', ({ user, path, expected }) => {
    expect(landingPath(path, ctxOf(user))).toBe(expected);
  });
});

function resolvePatternOf(path: string): string {
  const patterns = ROUTE_PATTERNS.filter((pattern) => patternRegex(pattern).test(path));
  // The static-segment pattern wins over /research/{researchname}, as the router ranks them.
  return patterns.sort((a, b) => b.split('{').length - a.split('{').length).at(-1) ?? 'none';
}

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .replace(/\/\{[a-z_]+\?\}/g, '(?:/[^/]+)?')
    .replace(/\{[a-z_]+\}/g, '[^/]+');
  return new RegExp(`^${body}$`);
}

describe('logged out', () => {
  it.each([
    ['/collections', '/login?redirect=%2Fcollections'],
    ['/', '/login?redirect=%2F'],
    ['/pricing', '/login?redirect=%2Fpricing'],
    ['/research/winter%20sale', '/login?redirect=%2Fresearch%2Fwinter%2520sale'],
    ['/research/shared/abc', '/research/shared/abc'],
    ['/briefing/7/s', '/briefing/7/s'],
    ['/sso/code', '/sso/code'],
    ['/logout', '/logout'],
    ['/login', '/login'],
  ])('%s lands on %s', (path, expected) => {
    expect(landingPath(path, null)).toBe(expected);
  });

  it('keeps the query of the wanted path inside the redirect', () => {
    expect(landingPath('/collections?checkout=success', null)).toBe(
      '/login?redirect=%2Fcollections%3Fcheckout%3Dsuccess',
    );
  });
});

describe('decisions', () => {
  it('ideas@ (right 8 only, company 5) lands on /ideas from /collections', () => {
    expect(resolveRoute('/collections', ctxOf('ideas'))).toEqual({ kind: 'redirect', to: '/ideas', reason: 'right' });
  });

  it('an unknown path is not found, also logged out; an ended trial still goes to /endoftest', () => {
    expect(resolveRoute('/nowhere', ctxOf('power'))).toEqual({ kind: 'not_found' });
    expect(resolveRoute('/nowhere', null)).toEqual({ kind: 'not_found' });
    expect(landingPath('/nowhere', ctxOf('ended'))).toBe('/endoftest');
  });

  it('ignores the query, the hash and a trailing slash when matching', () => {
    expect(resolveRoute('/collections/?checkout=success#top', ctxOf('basic'))).toEqual({ kind: 'allow' });
  });

  it('sends Internal Searches to / when the company lacks the flag, even for admin', () => {
    expect(resolveRoute('/internal-searches', ctxOf('admin'))).toEqual({ kind: 'redirect', to: '/', reason: 'feature' });
  });

  it('power@ holds right 17 but /settings is admin only', () => {
    expect(resolveRoute('/settings', ctxOf('power'))).toEqual({ kind: 'redirect', to: '/collections', reason: 'admin' });
  });

  it('opens /wdf-idf for content group 2: the group rule is on the navigation entry only', () => {
    expect(resolveRoute('/wdf-idf', ctxOf('orange'))).toEqual({ kind: 'allow' });
  });
});

describe('loginLanding', () => {
  it('goes to the wanted path when the user may open it, else to /', () => {
    expect(loginLanding('/questions', ctxOf('power'))).toBe('/questions');
    expect(loginLanding('/questions', ctxOf('basic'))).toBe('/');
    expect(loginLanding(null, ctxOf('basic'))).toBe('/');
    expect(loginLanding('/nowhere', ctxOf('basic'))).toBe('/');
  });

  it('refuses other sites, /login, /logout and /sso as targets', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '/logout', '/sso/x', '/login']) {
      expect(loginLanding(target, ctxOf('admin'))).toBe('/');
    }
  });
});
