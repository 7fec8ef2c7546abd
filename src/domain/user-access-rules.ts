import { RIGHTS, SUITES, type Right, type Suite } from './access-rules.ts';

/** SPEC §6's table of rights, in its order and words: the settings screen lists them so. */
export const RIGHT_MEANINGS: readonly { readonly right: Right; readonly meaning: string }[] = [
  { right: RIGHTS.collections, meaning: 'Collections and Research' },
  { right: RIGHTS.ideas, meaning: 'Ideas' },
  { right: RIGHTS.suggests, meaning: 'Suggests' },
  { right: RIGHTS.searchVolume, meaning: 'Google Search Volume' },
  { right: RIGHTS.questions, meaning: 'Questions / Historical Search Volume' },
  { right: RIGHTS.brands, meaning: 'Brand Dashboards, Brands and Brand-Index' },
  { right: RIGHTS.settings, meaning: 'Settings' },
  { right: RIGHTS.addDashboard, meaning: 'Add-Dashboard' },
  { right: RIGHTS.advancedMode, meaning: 'Advanced Mode switch' },
];

export const RIGHT_IDS: readonly Right[] = RIGHT_MEANINGS.map((entry) => entry.right);

export const isRight = (value: number): value is Right => (RIGHT_IDS as readonly number[]).includes(value);

/**
 * SPEC §9: plan numbers 1 to 3; the demo data and SPEC §6 ("other plans: no extra limit") also use 4
 * for a plan without limits, so a company can keep such a user as it is.
 */
export const PLAN_NUMBERS = [1, 2, 3, 4] as const;
export type PlanNumber = (typeof PLAN_NUMBERS)[number];

export const PLAN_MEANINGS: Readonly<Record<PlanNumber, string>> = {
  1: 'Plan 1: Brands and Brand-Index blocked',
  2: 'Plan 2: also Questions and Historical Search Volume blocked',
  3: 'Plan 3: Settings, Brands and Brand-Index blocked',
  4: 'No plan limit',
};

export const SUITE_LABELS: Readonly<Record<Suite, string>> = {
  research: 'Research Suite',
  content: 'Content Suite',
  monitoring: 'Monitoring Suite',
  ai: 'AI Suite',
  chat: 'AI Chat',
};
export { SUITES };

export type SelfChangeProblem = { readonly field: string; readonly message: string };

export const SELF_ADMIN = 'You cannot remove your own admin right: another admin of the company has to.';
export const SELF_DEACTIVATE = 'You cannot deactivate yourself: another admin of the company has to.';
export const SELF_PLAN = 'Plan 3 blocks Settings: you cannot give it to yourself, or you would lock yourself out.';

/**
 * Whether an admin's change of a user would lock the admin out of Settings: removing their own
 * admin flag, deactivating themselves or giving themselves a plan that blocks Settings (SPEC §6).
 * Another admin may do any of these to them.
 */
export function selfChangeProblem(
  actorId: number,
  targetId: number,
  change: { readonly admin?: boolean; readonly active?: boolean; readonly plan?: number },
): SelfChangeProblem | null {
  if (actorId !== targetId) return null;
  if (change.admin === false) return { field: 'admin', message: SELF_ADMIN };
  if (change.active === false) return { field: 'active', message: SELF_DEACTIVATE };
  if (change.plan === 3) return { field: 'plan', message: SELF_PLAN };
  return null;
}
