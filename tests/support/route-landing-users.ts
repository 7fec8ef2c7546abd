/**
 * The demo users route-landings.test.ts visits every route as, and the landings it checks straight
 * from SPEC §2, §4, §6 and docs/demo-data.md (written from the spec, not from the code).
 */
import { DEMO_STARTUP } from './access-fixtures.ts';

/** A path no route serves. */
export const NOT_FOUND = '/no-such-page';

export const USERS = {
  admin: { email: 'admin@demo.test', startup: DEMO_STARTUP.admin },
  power: { email: 'power@demo.test', startup: DEMO_STARTUP.power },
  basic: { email: 'basic@demo.test', startup: DEMO_STARTUP.basic },
  plan2: { email: 'plan2@demo.test', startup: DEMO_STARTUP.plan2 },
  orange: { email: 'orange@demo.test', startup: DEMO_STARTUP.orange },
  white: { email: 'white@demo.test', startup: DEMO_STARTUP.white },
  ended: { email: 'ended@demo.test', startup: DEMO_STARTUP.ended },
  ideas: { email: 'ideas@demo.test', startup: DEMO_STARTUP.ideas },
  // multi@ logs in to its first company, Demo GmbH.
  multi: { email: 'multi@demo.test', startup: DEMO_STARTUP.multi1 },
} as const;
export type UserKey = keyof typeof USERS;

/** Written from the spec, not from the code: user → visited path → where it must land. */
export const SPOT_CHECKS: Readonly<Record<UserKey, Readonly<Record<string, string>>>> = {
  admin: {
    '/internal-searches': '/', // company 1 lacks the Internal Searches flag, admin or not
    '/settings': '/settings', // admin only; plan 4 has no limit
    '/wdf-idf': '/wdf-idf',
    [NOT_FOUND]: NOT_FOUND, // the 404 screen
  },
  power: {
    '/settings': '/collections', // admin only, even with right 17: first allowed of rights 1, 8, ...
    '/brands': '/brands', // right 12, plan 4
    '/add-dashboard': '/add-dashboard', // right 25
  },
  basic: {
    '/brands': '/collections', // plan 1 blocks brands
    '/monitoring': '/', // no monitoring suite, other suites open
    '/add-dashboard': '/collections', // no right 25
    '/research/shared/abc123': '/research/shared/abc123', // open
  },
  plan2: {
    '/questions': '/collections', // plan 2 blocks questions
    '/monitoring': '/monitoring',
    '/content-projects': '/', // no content suite on the user
  },
  orange: {
    '/settings': '/collections', // admin only
    '/brands': '/collections', // plan 3 blocks brands
    '/internal-searches': '/internal-searches', // company 2 has the flag
    '/wdf-idf': '/wdf-idf', // content status testing opens the route; only the nav entry needs group 1
    '/seo-ai': '/seo-ai', // chat status free
  },
  white: {
    '/internal-searches': '/internal-searches',
    '/quickseo/internal-searches/setup': '/quickseo/internal-searches/setup',
    '/content-projects': '/', // content inactive
    '/seo-ai': '/', // chat inactive
  },
  ended: {
    '/': '/endoftest',
    '/collections': '/endoftest',
    '/login': '/endoftest',
    '/briefing/7/share42': '/endoftest',
    [NOT_FOUND]: '/endoftest',
    '/pricing': '/pricing',
    '/maintenance': '/maintenance',
    '/endoftest': '/endoftest',
  },
  ideas: {
    '/collections': '/ideas', // right 8 only
    '/settings': '/ideas',
    '/ideas': '/ideas',
    '/ai-suite': '/ai-suite', // AI status free
    '/monitoring': '/', // no monitoring, but research and AI are open
    '/knowledge': '/knowledge',
  },
  multi: {
    '/collections': '/collections',
    '/questions': '/collections', // no right 11
    '/monitoring': '/', // research only
  },
};
