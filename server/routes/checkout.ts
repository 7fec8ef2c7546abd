import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { checkoutStartRequestSchema, checkoutStartResponseSchema, checkoutWebhookResponseSchema, type CheckoutStartResponse } from '../../src/domain/contracts/checkout.ts';
import { CheckoutStore } from '../checkout/checkout-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import { requestSignal } from '../http/request-signal.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isProviderError } from '../providers/errors.ts';
import { WebhookRefusal, type PaymentPort } from '../providers/payment-port.ts';
import type { Realtime } from '../realtime/realtime.ts';

type Deps = {
  db: Kysely<Database>;
  payments: PaymentPort;
  mailer: Mailer;
  publicUrl: string;
  /** SALES_EMAIL: where the offline checkout mails a plan request. */
  salesTo: string;
  realtime: Realtime | undefined;
  now?: () => Date;
};

/**
 * Checkout (decision 0044). Starting one records it and asks the payment port; only the provider's
 * signed webhook changes a plan, and the company's users hear of it through the socket.
 */
export async function checkoutRoutes(app: FastifyInstance, { db, payments, mailer, publicUrl, salesTo, realtime, now = () => new Date() }: Deps): Promise<void> {
  const store = new CheckoutStore(db);

  apiPost(app, '/checkout/start', { access: { screen: '/pricing' }, body: checkoutStartRequestSchema, response: checkoutStartResponseSchema }, async ({ body, session, request, reply }): Promise<CheckoutStartResponse> => {
    const company = await db.selectFrom('companies').select('name').where('id', '=', body.company_id).executeTakeFirstOrThrow();
    const provisional = await store.create({ companyId: body.company_id, userId: session.userId, plan: body.plan });
    const back = (outcome: string) => `${publicUrl}/pricing?checkout=${outcome}`;
    try {
      const start = await payments.startCheckout({
        reference: provisional,
        companyId: body.company_id,
        companyName: company.name,
        plan: body.plan,
        email: session.email,
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        signal: requestSignal(reply),
      });
      if (start.kind === 'sales_request') {
        await store.settle(provisional, 'offline', null);
        await mailer.send({ to: salesTo, subject: start.subject, text: start.text });
        return { reference: provisional, next: { kind: 'in_app', href: '/pricing?checkout=requested' } };
      }
      await store.settle(provisional, 'stripe', start.sessionId);
      return { reference: provisional, next: { kind: 'external', url: start.url } };
    } catch (error) {
      await store.discard(provisional);
      if (!isProviderError(error)) throw error;
      request.log.warn({ code: error.code, providerStatus: error.providerStatus }, `checkout failed: ${error.message}`);
      throw new HttpError(502, { error: 'payment_provider', message: `The payment provider could not start the checkout: ${error.message} Nothing was charged; please try again later.` });
    }
  });

  // Stripe signs the body's exact bytes, so this route reads it as text, not as parsed JSON.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));
    apiPost(raw, '/checkout/stripe/webhook', { access: 'public', response: checkoutWebhookResponseSchema }, async ({ request }) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = payments.webhookEvent(payload, Array.isArray(header) ? header.join(',') : header, now());
      } catch (error) {
        if (!(error instanceof WebhookRefusal)) throw error;
        request.log.warn(`payment webhook refused: ${error.message}`);
        throw new HttpError(400, { error: 'bad_signature', field: 'Stripe-Signature', message: `Stripe-Signature: ${error.message}` });
      }
      if (event.kind === 'ignored') return { received: true as const, changed: false };
      const record = await store.find(event.reference);
      // Signed by our secret but about no checkout of ours, or a plan other than the one bought: logged, acknowledged, not acted on.
      if (!record || record.plan !== event.plan) {
        request.log.warn({ reference: event.reference }, 'payment webhook names no matching checkout');
        return { received: true as const, changed: false };
      }
      const changed = await store.complete(record.id, event.sessionId);
      if (changed) realtime?.emitToCompany(record.companyId, 'planChanged', { plan: event.plan });
      return { received: true as const, changed };
    });
  });
}
