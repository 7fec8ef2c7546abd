/**
 * Stripe serves the payment port when its secret key and webhook secret are set, with a price id for
 * each plan (decision 0044); otherwise the offline adapter records the request for the sales team.
 */
import { z } from 'zod';
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { httpUrl, providerTimeoutEnv } from '../registry/env-rules.ts';
import { stripePayments } from './stripe-checkout.ts';

export const DEFAULT_STRIPE_URL = 'https://api.stripe.com';

const priceId = z.string().regex(/^price_[A-Za-z0-9]+$/u, 'must be a Stripe price id such as price_1Nabc');

export const stripeAccount = providerAccount({
  env: {
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/u, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9]+$/u, 'must be a webhook signing secret (whsec_…)'),
    STRIPE_PRICE_STARTER: priceId,
    STRIPE_PRICE_PROFESSIONAL: priceId,
    STRIPE_PRICE_BUSINESS: priceId,
    STRIPE_URL: httpUrl.default(DEFAULT_STRIPE_URL),
    ...providerTimeoutEnv,
  },
  required: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PROFESSIONAL', 'STRIPE_PRICE_BUSINESS'],
  connect: (e, options) =>
    stripePayments({
      url: e.STRIPE_URL,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: { 1: e.STRIPE_PRICE_STARTER, 2: e.STRIPE_PRICE_PROFESSIONAL, 3: e.STRIPE_PRICE_BUSINESS },
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
});

export const stripePaymentsAdapter = portAdapter('stripe', stripeAccount, (port) => port);
