/**
 * Checkout (decision 0044): a plan is bought through the payment port; only the provider's signed
 * webhook changes it. The return URL (`?checkout=success|cancel|requested`) only opens the dialog.
 *
 *   POST /api/checkout/start           checkoutStartRequest → checkoutStartResponse (/pricing: login)
 *   POST /api/checkout/stripe/webhook  Stripe's event, signed (public; 400 for a bad signature)
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const PLAN_NUMBERS = [1, 2, 3] as const;
export type PlanNumber = (typeof PLAN_NUMBERS)[number];

/** SPEC §9: the three tiers and their prices (euros a month plus VAT), shared by the pricing page and the sales mail. */
export const PRICING_PLANS = {
  1: { name: 'Starter', price: '229,99' },
  2: { name: 'Professional', price: '479,99' },
  3: { name: 'Business', price: '889,99' },
} as const satisfies Record<PlanNumber, { name: string; price: string }>;

export const planSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be a plan number: 1, 2 or 3' });

export const checkoutStartRequestSchema = z.strictObject({ company_id: idSchema, plan: planSchema });
export type CheckoutStartRequest = z.infer<typeof checkoutStartRequestSchema>;

/**
 * Where the browser goes next: the provider's payment page (`external`) or, offline, the pricing
 * page with `checkout=requested` once the sales team has the request.
 */
/** What the webhook acknowledges to Stripe: received, and whether a plan changed. */
export const checkoutWebhookResponseSchema = z.object({ received: z.literal(true), changed: z.boolean() });

export const checkoutStartResponseSchema = z.object({
  reference: z.number().int().positive(),
  next: z.discriminatedUnion('kind', [z.object({ kind: z.literal('external'), url: z.string() }), z.object({ kind: z.literal('in_app'), href: z.string() })]),
});
export type CheckoutStartResponse = z.infer<typeof checkoutStartResponseSchema>;

/** The outcomes the return URL may name; each only picks the dialog's text (SPEC §2). */
export const CHECKOUT_OUTCOMES = ['success', 'cancel', 'requested'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** The realtime event a company's users get when its plan changed (server/realtime). */
export type PlanChangedPayload = { plan: PlanNumber };
