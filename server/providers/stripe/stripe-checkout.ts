/**
 * Stripe Checkout Sessions (https://docs.stripe.com/api/checkout/sessions/create): one
 * `POST /v1/checkout/sessions`, form-encoded, `Authorization: Bearer <secret key>`, a subscription
 * of the plan's price; the answer's `url` is the payment page. The webhook's
 * `checkout.session.completed` event carries the session back with our `client_reference_id`.
 */
import { z } from 'zod';
import { planSchema, type PlanNumber } from '../../../src/domain/contracts/checkout.ts';
import { abortedError, ProviderError } from '../errors.ts';
import { WebhookRefusal, type CheckoutRequest, type CheckoutStart, type PaymentEvent, type PaymentPort } from '../payment-port.ts';
import { stripeSignatureProblem } from './webhook-signature.ts';

export interface StripeConfig {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price id of each plan. */
  prices: Readonly<Record<PlanNumber, string>>;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const sessionSchema = z.object({ id: z.string().min(1), object: z.literal('checkout.session'), url: z.string().url() });
const errorSchema = z.object({ error: z.object({ message: z.string().optional(), type: z.string().optional(), code: z.string().optional() }) });

const completedSessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().regex(/^\d{1,10}$/u).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  metadata: z.object({ plan: z.coerce.number().pipe(planSchema) }).nullable(),
});
const eventSchema = z.object({ id: z.string(), object: z.literal('event'), type: z.string(), data: z.object({ object: z.unknown() }) });

/** The form body Stripe's API reads: nested keys in brackets, as its curl examples write them. */
export function checkoutSessionForm(request: CheckoutRequest, price: string): URLSearchParams {
  return new URLSearchParams({
    mode: 'subscription',
    'line_items[0][price]': price,
    'line_items[0][quantity]': '1',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: String(request.reference),
    customer_email: request.email,
    'metadata[company_id]': String(request.companyId),
    'metadata[plan]': String(request.plan),
  });
}

function failure(status: number, body: unknown): ProviderError {
  const parsed = errorSchema.safeParse(body);
  const detail = parsed.success ? (parsed.data.error.message ?? parsed.data.error.type ?? '') : '';
  const message = `Stripe refused the checkout (HTTP ${status})${detail ? `: ${detail}` : '.'}`;
  if (status === 401 || status === 403) return new ProviderError('unauthorized', message, { providerStatus: status });
  if (status === 429) return new ProviderError('rate_limited', message, { providerStatus: status });
  if (status >= 500) return new ProviderError('unavailable', message, { providerStatus: status });
  return new ProviderError('bad_request', message, { providerStatus: status });
}

export function stripePayments(config: StripeConfig): PaymentPort {
  const fetchImpl = config.fetch ?? fetch;
  return {
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(new URL('/v1/checkout/sessions', config.url), {
          method: 'POST',
          signal: AbortSignal.any([request.signal, timeout]),
          headers: { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `checkout-${request.reference}` },
          body: checkoutSessionForm(request, config.prices[request.plan]),
        });
        body = await response.json().catch(() => null);
      } catch (error) {
        if (request.signal.aborted) throw abortedError(request.signal);
        throw new ProviderError('unavailable', timeout.aborted ? 'Stripe did not answer in time.' : 'Stripe could not be reached.', { cause: error });
      }
      if (!response.ok) throw failure(response.status, body);
      const session = sessionSchema.safeParse(body);
      if (!session.success) throw new ProviderError('unavailable', 'Stripe answered the checkout with something that is no Checkout Session.', { providerStatus: response.status });
      return { kind: 'external', url: session.data.url, sessionId: session.data.id };
    },

    webhookEvent(payload: string, signatureHeader: string | undefined, now: Date): PaymentEvent {
      const problem = stripeSignatureProblem(signatureHeader, payload, config.webhookSecret, now);
      if (problem !== null) throw new WebhookRefusal(problem);
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        throw new WebhookRefusal('The body is not JSON.');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new WebhookRefusal('The body is no Stripe event.');
      if (event.data.type !== 'checkout.session.completed') return { kind: 'ignored', reason: `event type ${event.data.type}` };
      const session = completedSessionSchema.safeParse(event.data.data.object);
      if (!session.success || session.data.client_reference_id === null || session.data.metadata === null) {
        return { kind: 'ignored', reason: 'a checkout session this server did not start' };
      }
      // An asynchronous payment method completes the session unpaid; its success is another event.
      if (session.data.payment_status === 'unpaid') return { kind: 'ignored', reason: 'the session is not paid yet' };
      return { kind: 'checkout_completed', reference: Number(session.data.client_reference_id), sessionId: session.data.id, plan: session.data.metadata.plan };
    },
  };
}
