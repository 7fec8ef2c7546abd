import { bindCommands } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import type { PlanNumber } from '../../domain/contracts/checkout.ts';

const section = 'Pricing';
const PRICING = { route: '/pricing' } as const;

/** The pricing page's buttons, reachable from the palette too. */
export const PRICING_COMMANDS = [
  { id: 'pricing.choose.starter', title: 'Choose the Starter plan', keywords: ['buy', 'plan', 'checkout', 'upgrade', 'starter', 'pricing'], section, scope: PRICING },
  { id: 'pricing.choose.professional', title: 'Choose the Professional plan', keywords: ['buy', 'plan', 'checkout', 'upgrade', 'professional', 'pricing'], section, scope: PRICING },
  { id: 'pricing.choose.business', title: 'Choose the Business plan', keywords: ['buy', 'plan', 'checkout', 'upgrade', 'business', 'pricing'], section, scope: PRICING },
] as const satisfies readonly CommandDescriptor[];

export interface PricingActions {
  /** The plan the user has now: choosing it again is not offered. */
  readonly current: number | undefined;
  readonly busy: boolean;
  choose(plan: PlanNumber): void;
}

export function pricingCommands(actions: PricingActions): Command[] {
  const offer = (plan: PlanNumber) => ({ when: () => !actions.busy && actions.current !== plan, run: () => actions.choose(plan) });
  return bindCommands(PRICING_COMMANDS, {
    'pricing.choose.starter': offer(1),
    'pricing.choose.professional': offer(2),
    'pricing.choose.business': offer(3),
  });
}
