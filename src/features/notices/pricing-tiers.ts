import { PRICING_PLANS } from '../../domain/contracts/checkout.ts';

/** SPEC §9: the three tiers of the pricing page; names and prices are the domain's, shared with the sales mail. */
export const PRICING_TIERS = [
  { plan: 1, ...PRICING_PLANS[1], features: ['Collections and research', 'Ideas, suggests and search volume', '1 user'] },
  { plan: 2, ...PRICING_PLANS[2], features: ['Everything in Starter', 'Monitoring', '5 users'] },
  { plan: 3, ...PRICING_PLANS[3], features: ['Everything in Professional', 'Questions and historical search volume', 'AI Suite', '20 users'] },
] as const;
