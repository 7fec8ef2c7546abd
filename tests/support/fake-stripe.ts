/**
 * A local stand-in for Stripe's API, built on fake-provider-server.ts, answering as Stripe documents
 * (https://docs.stripe.com/api/checkout/sessions/create): `POST /v1/checkout/sessions` with a
 * form-encoded body and `Authorization: Bearer <secret key>` creates a `checkout.session` object;
 * errors are `{error: {type, message, param}}` with a 4xx status. `completedEvent` builds the
 * `checkout.session.completed` event Stripe would post to the webhook for a session it made.
 */
import { ANY_PATH, startFakeProviderServer, type FakeProviderServer, type FakeReply } from './fake-provider-server.ts';

export const FAKE_STRIPE_KEY = 'sk_test_fakeKey123';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeSecret123';
export const FAKE_PRICES = { STRIPE_PRICE_STARTER: 'price_starter1', STRIPE_PRICE_PROFESSIONAL: 'price_pro2', STRIPE_PRICE_BUSINESS: 'price_business3' };

export type FakeSession = { id: string; form: URLSearchParams };

export interface FakeStripe {
  url: string;
  /** The sessions created, oldest first, with the form each was asked with. */
  readonly sessions: FakeSession[];
  server: FakeProviderServer;
  enqueue(...replies: FakeReply[]): void;
  /** The environment that switches the Stripe adapter on against this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const stripeError = (status: number, type: string, message: string, param?: string): FakeReply => ({ status, json: { error: { type, message, ...(param ? { param } : {}) } } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const server = await startFakeProviderServer((request) => {
    if (request.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    if (request.method !== 'POST' || request.path !== '/v1/checkout/sessions') return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return stripeError(400, 'invalid_request_error', 'Invalid request: the body must be form-encoded.');
    const form = new URLSearchParams(request.text);
    const price = form.get('line_items[0][price]');
    if (!price || !Object.values(FAKE_PRICES).includes(price)) return stripeError(400, 'invalid_request_error', `No such price: '${price ?? ''}'`, 'line_items[0][price]');
    for (const required of ['success_url', 'mode']) {
      if (!form.get(required)) return stripeError(400, 'invalid_request_error', `Missing required param: ${required}.`, required);
    }
    const id = `cs_test_${sessions.length + 1}a`;
    sessions.push({ id, form });
    return {
      json: {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata: { company_id: form.get('metadata[company_id]'), plan: form.get('metadata[plan]') },
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  });
  return {
    url: server.url,
    sessions,
    server,
    enqueue: (...replies) => server.enqueue(ANY_PATH, ...replies),
    env: () => ({ STRIPE_URL: server.url, STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, ...FAKE_PRICES }),
    close: () => server.close(),
  };
}

/** The event Stripe posts when the customer has paid the session (payment_status `paid`). */
export function completedEvent(session: FakeSession, paymentStatus: 'paid' | 'unpaid' = 'paid'): string {
  return JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: 1_700_000_000,
    type: 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: paymentStatus,
        client_reference_id: session.form.get('client_reference_id'),
        metadata: { company_id: session.form.get('metadata[company_id]'), plan: session.form.get('metadata[plan]') },
      },
    },
  });
}
