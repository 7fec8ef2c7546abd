import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/providers/errors.ts';
import type { CheckoutRequest } from '../../server/providers/payment-port.ts';
import { stripePayments } from '../../server/providers/stripe/stripe-checkout.ts';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';

/** The Stripe adapter's failures against the local fake: each a typed ProviderError, never a crash. */
describe('the Stripe checkout adapter', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => stripe.close());

  const request = (): CheckoutRequest => ({
    reference: 7,
    companyId: 1,
    companyName: 'Demo GmbH',
    plan: 2,
    email: 'buyer@example.com',
    successUrl: 'https://kw.example.com/pricing?checkout=success',
    cancelUrl: 'https://kw.example.com/pricing?checkout=cancel',
    signal: new AbortController().signal,
  });
  const port = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
    stripePayments({
      url: stripe.url,
      secretKey: overrides.secretKey ?? FAKE_STRIPE_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      prices: { 1: 'price_starter1', 2: 'price_pro2', 3: 'price_business3' },
      timeoutMs: overrides.timeoutMs ?? 5_000,
    });
  const failure = async (run: Promise<unknown>) => {
    const error: unknown = await run.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
    return error;
  };

  it('sends the form with the key and an idempotency key per checkout', async () => {
    const start = await port().startCheckout(request());
    expect(start).toEqual({ kind: 'external', url: `https://checkout.stripe.com/c/pay/${stripe.sessions.at(-1)?.id}`, sessionId: stripe.sessions.at(-1)?.id });
    const sent = stripe.server.requests.at(-1);
    expect(sent?.headers['idempotency-key']).toBe('checkout-7');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('a wrong key is unauthorized, a 5xx unavailable, a 429 rate limited, each naming Stripe', async () => {
    expect(await failure(port({ secretKey: 'sk_test_wrong' }).startCheckout(request()))).toMatchObject({ code: 'unauthorized', message: expect.stringContaining('Invalid API Key') });
    stripe.enqueue({ status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } });
    expect(await failure(port().startCheckout(request()))).toMatchObject({ code: 'unavailable', retryable: true });
    stripe.enqueue({ status: 429, json: { error: { type: 'rate_limit_error', message: 'Too many requests' } } });
    expect(await failure(port().startCheckout(request()))).toMatchObject({ code: 'rate_limited' });
  });

  it('a dropped connection, silence and an answer that is no session are unavailable', async () => {
    stripe.enqueue({ drop: true });
    expect(await failure(port().startCheckout(request()))).toMatchObject({ code: 'unavailable', message: 'Stripe could not be reached.' });
    stripe.enqueue({ hang: true });
    expect(await failure(port({ timeoutMs: 200 }).startCheckout(request()))).toMatchObject({ code: 'unavailable', message: 'Stripe did not answer in time.' });
    stripe.enqueue({ json: { id: 'pi_1', object: 'payment_intent' } });
    expect(await failure(port().startCheckout(request()))).toMatchObject({ code: 'unavailable', message: expect.stringContaining('no Checkout Session') });
  });
});
