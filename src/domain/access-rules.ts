import type { CompanySettings } from './contracts/company-settings.ts';
import type { CompanyStatus, SuiteStatus } from './contracts/suite-status.ts';

/**
 * Permission rules of SPEC §4 and §6 as data. The client guards and the server's checks both call
 * these functions, so a rule lives in exactly one place.
 *
 * Decision: admin passes every permission check (rights, the user's suite flags) but NOT plan
 * limits, company suite statuses or company features; otherwise SPEC §2's "/settings: admin only,
 * plan check" would be a dead rule (pinned in access-rules.test.ts).
 */

export const SUITES = ['research', 'content', 'monitoring', 'ai', 'chat'] as const;
export type Suite = (typeof SUITES)[number];

export type NavLink = CompanySettings['extra_navigation'][number];

export interface SuiteAccess {
  /** The user's own flag for the suite (start-up `*_suite`, `ki_chat`). */
  readonly user: boolean;
  /** The company's status for the suite; `none` when the company lacks it. */
  readonly status: SuiteStatus;
}

/** Everything the rules need, derived from the start-up data (see access-context.ts). */
export interface AccessContext {
  readonly admin: boolean;
  readonly plan: number;
  readonly rights: ReadonlySet<number>;
  readonly companyStatus: CompanyStatus;
  readonly suites: Readonly<Record<Suite, SuiteAccess>>;
  readonly contentGroup: number | null;
  readonly features: {
    readonly internalSearches: boolean;
    readonly extraNavigation: readonly NavLink[];
  };
}

/** Rights of SPEC §6 by name, so call sites read as words rather than magic numbers. */
export const RIGHTS = {
  collections: 1,
  ideas: 8,
  suggests: 9,
  searchVolume: 10,
  questions: 11,
  brands: 12,
  settings: 17,
  addDashboard: 25,
  advancedMode: 42,
} as const;
export type Right = (typeof RIGHTS)[keyof typeof RIGHTS];

/** SPEC §6 fallback order: the first of these screens the user may open. */
export const RIGHTS_FALLBACK_ORDER: readonly { readonly right: Right; readonly path: string }[] = [
  { right: RIGHTS.collections, path: '/collections' },
  { right: RIGHTS.ideas, path: '/ideas' },
  { right: RIGHTS.suggests, path: '/suggests' },
  { right: RIGHTS.searchVolume, path: '/searchvolume' },
  { right: RIGHTS.questions, path: '/questions' },
  { right: RIGHTS.brands, path: '/brands' },
  { right: RIGHTS.settings, path: '/settings' },
];

export function hasRight(ctx: AccessContext, right: Right): boolean {
  return ctx.admin || ctx.rights.has(right);
}

/** The Advanced Mode switch in the user menu (right 42). */
export function mayUseAdvancedMode(ctx: AccessContext): boolean {
  return hasRight(ctx, RIGHTS.advancedMode);
}

export type PlanFeature = 'questions' | 'historical_search_volume' | 'brands' | 'brand_index' | 'settings';

/** SPEC §6 plan limits; plans not listed (4 and up) have no extra limit. */
export const PLAN_BLOCKS: Readonly<Record<number, readonly PlanFeature[]>> = {
  1: ['brands', 'brand_index'],
  2: ['questions', 'historical_search_volume', 'brands', 'brand_index'],
  3: ['settings', 'brands', 'brand_index'],
};

export function planAllows(plan: number, feature: PlanFeature): boolean {
  return !(PLAN_BLOCKS[plan] ?? []).includes(feature);
}

/**
 * Statuses that let a user into a suite's routes (SPEC §6). Research and content: anything but
 * inactive and test_ended; `none` (the company lacks the suite) blocks too, even for admin, because
 * admin does not switch on what the company lacks. Monitoring: active only. AI and chat: free too.
 */
const ROUTE_STATUSES: Readonly<Record<Suite, readonly SuiteStatus[]>> = {
  research: ['active', 'testing', 'free'],
  content: ['active', 'testing', 'free'],
  monitoring: ['active'],
  ai: ['active', 'testing', 'free'],
  chat: ['active', 'testing', 'free'],
};

/** Statuses under which a suite shows in the navigation (SPEC §4: active or testing; AI also free). */
const NAV_STATUSES: Readonly<Record<Suite, readonly SuiteStatus[]>> = {
  research: ['active', 'testing'],
  content: ['active', 'testing'],
  monitoring: ['active', 'testing'],
  ai: ['active', 'testing', 'free'],
  chat: ['active', 'testing', 'free'],
};

function holdsSuite(ctx: AccessContext, suite: Suite): boolean {
  return ctx.suites[suite].user || ctx.admin;
}

/** May the user open the routes of this suite (status and suite flag; rights are checked apart)? */
export function suiteRouteOpen(ctx: AccessContext, suite: Suite): boolean {
  return holdsSuite(ctx, suite) && ROUTE_STATUSES[suite].includes(ctx.suites[suite].status);
}

/** SPEC §4: is the suite available (shown) to this user? Also drives the "/ when any suite" fallback. */
export function suiteAvailable(ctx: AccessContext, suite: Suite): boolean {
  return holdsSuite(ctx, suite) && NAV_STATUSES[suite].includes(ctx.suites[suite].status);
}

export function anySuiteAvailable(ctx: AccessContext): boolean {
  return SUITES.some((suite) => suiteAvailable(ctx, suite));
}

/** The WDF*IDF navigation entry (SPEC §6): content group 1 or admin. The route itself has no group rule. */
export function showsWdfIdfEntry(ctx: AccessContext): boolean {
  return ctx.admin || ctx.contentGroup === 1;
}
