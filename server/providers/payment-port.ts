/**
 * The payment port (decision 0044): a checkout for one of the three plans, and the provider's
 * webhook, verified, as an event. Only a verified event changes a plan, never a return URL.
 */
import type { PlanNumber } from '../../src/domain/contracts/checkout.ts';

export interface CheckoutRequest {
  /** Our checkout record's id; Stripe carries it as `client_reference_id` and hands it back in the event. */
  reference: number;
  companyId: number;
  companyName: string;
  plan: PlanNumber;
  /** Who asks: prefilled on the payment page, named in the sales team's mail. */
  email: string;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  signal: AbortSignal;
}

/** The payment page to send the browser to, or the request the sales team handles by hand. */
export type CheckoutStart =
  | { kind: 'external'; url: string; sessionId: string }
  | { kind: 'sales_request'; subject: string; text: string };

/** What a verified webhook delivery means for us. */
export type PaymentEvent =
  | { kind: 'checkout_completed'; reference: number; sessionId: string; plan: PlanNumber }
  /** Verified, but nothing for us to do (another event type, an unpaid session). */
  | { kind: 'ignored'; reason: string };

/** A webhook delivery refused: no or a wrong signature, a stale timestamp, a body that is no event. */
export class WebhookRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefusal';
  }
}

export interface PaymentPort {
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Checks the delivery's signature and reads it; throws WebhookRefusal when it may not be trusted. */
  webhookEvent(payload: string, signatureHeader: string | undefined, now: Date): PaymentEvent;
}
