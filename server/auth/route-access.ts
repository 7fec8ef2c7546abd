import { resolveRoute, type RedirectReason } from '../../src/domain/access.ts';
import type { AccessContext } from '../../src/domain/access-rules.ts';
import type { CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { CompanyStatus } from '../../src/domain/contracts/suite-status.ts';
import type { Session } from './sessions.ts';

/** A company setting a route may need on top of its screen: product configuration, so admin does not switch it on. */
export type CompanyFeature = 'amazon_column' | 'internal_searches' | 'whitelabel_monitoring';

/**
 * The screen whose client guard an API call passes (ARCHITECTURE rule 2): one path; any of several
 * (with the sentence that names them when none is open); or one chosen by a field of the body.
 */
export type ScreenRule =
  | string
  | { readonly anyOf: readonly string[]; readonly refusal: string }
  | { readonly by: string; readonly screens: Readonly<Record<string, string>> };

/**
 * Calls about one company: the body names it (`company_id`, or `company` in SPEC §7's source calls).
 * `member` needs a company in service (not `test_ended`, not `inactive`); `member_any_status` is for
 * what the end-of-test and inactive screens still need (start-up data, settings, the inactivity check).
 */
export type CompanyAccess = 'member' | 'member_any_status' | { readonly screen: ScreenRule; readonly feature?: CompanyFeature };

/**
 * What a route needs before its handler runs, declared in its Fastify config (`config.access`) and
 * enforced by the one hook of server/auth/access-hook.ts. `{ admin: 'read the outbox' }` names the
 * admin-only act in the refusal.
 */
export type RouteAccess = 'public' | 'session' | 'admin' | { readonly admin: string } | CompanyAccess;

export const isCompanyAccess = (access: RouteAccess): access is CompanyAccess =>
  access === 'member' || access === 'member_any_status' || (typeof access === 'object' && 'screen' in access);

/** Company statuses in which nothing but the `member_any_status` calls answer (SPEC §2: they block every suite). */
const OUT_OF_SERVICE: readonly CompanyStatus[] = ['test_ended', 'inactive'];

export const isAdminAccess = (access: RouteAccess): access is 'admin' | { readonly admin: string } => access === 'admin' || (typeof access === 'object' && 'admin' in access);

export const adminRefusal = (access: 'admin' | { readonly admin: string }): string =>
  `Only an administrator may ${access === 'admin' ? 'do this' : access.admin}.`;

function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * A body may name the caller (`user` as id or e-mail, `user_id`) and the company (`company_id`,
 * `company`); the user must be the session's, checked in this order, before the company is looked up.
 */
export function userClaimRefusal(body: unknown, session: Session): string | null {
  for (const field of ['user', 'user_id']) {
    const claim = fieldOf(body, field);
    const mismatch =
      (typeof claim === 'number' && claim !== session.userId) || (typeof claim === 'string' && claim.toLowerCase() !== session.email.toLowerCase());
    if (mismatch) return `${field} ${String(claim)} is not the user of this session.`;
  }
  return null;
}

export type CompanyClaim = { readonly field: 'company_id' | 'company'; readonly id: number };

export function companyClaim(body: unknown): CompanyClaim | undefined {
  for (const field of ['company_id', 'company'] as const) {
    const id = fieldOf(body, field);
    if (typeof id === 'number') return { field, id };
  }
  return undefined;
}

export const notMemberRefusal = (claim: CompanyClaim): string => `${claim.field} ${claim.id} is not a company of this user.`;

const REASONS: Record<RedirectReason, string> = {
  login: 'a login',
  end_of_test: 'a company whose trial has not ended',
  right: 'the matching user right',
  plan: 'a higher plan',
  admin: 'an admin',
  suite: 'the suite, active for the company',
  feature: 'a company feature the company lacks',
};

function oneScreenRefusal(screenPath: string, context: AccessContext, companyId: number): string | null {
  const decision = resolveRoute(screenPath, context);
  if (decision.kind === 'allow') return null;
  const why = decision.kind === 'redirect' ? REASONS[decision.reason] : 'a screen that exists';
  return `${screenPath} needs ${why}; this user in company ${companyId} may not use it.`;
}

/**
 * Why a member of the company may not make the call, or null. The screen is judged by the client's
 * own guard (`resolveRoute`) on the same access context, so API and screen always agree.
 */
export function companyAccessRefusal(
  access: CompanyAccess,
  body: unknown,
  company: { readonly id: number; readonly status: CompanyStatus; readonly settings: CompanySettings },
  context: AccessContext,
): string | null {
  if (access === 'member_any_status') return null;
  if (access === 'member') return OUT_OF_SERVICE.includes(company.status) ? `company ${company.id} is ${company.status}: this call is closed to it.` : null;
  const rule = access.screen;
  let refusal: string | null;
  if (typeof rule === 'string') {
    refusal = oneScreenRefusal(rule, context, company.id);
  } else if ('anyOf' in rule) {
    const open = rule.anyOf.some((screen) => resolveRoute(screen, context).kind === 'allow');
    refusal = open ? null : `${rule.refusal} (${rule.anyOf.join(', ')}); this user in company ${company.id} has none.`;
  } else {
    const choice = fieldOf(body, rule.by);
    const screen = typeof choice === 'string' && Object.hasOwn(rule.screens, choice) ? rule.screens[choice] : undefined;
    refusal = screen === undefined ? `${rule.by} ${String(choice)} names no screen this call serves.` : oneScreenRefusal(screen, context, company.id);
  }
  if (refusal !== null || access.feature === undefined) return refusal;
  return company.settings[access.feature] ? null : `This call needs the company feature ${access.feature}, which company ${company.id} does not have.`;
}
