import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStartResponse } from '../../src/domain/contracts/checkout.ts';
import type { Realtime, ServerEvent } from '../../server/realtime/realtime.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { stripeSignatureHeader } from '../../server/providers/stripe/webhook-signature.ts';
import { completedEvent, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { createTestApp, httpOnlyKinds, nextClientAddress, type LoggedIn, type TestApp } from './harness.ts';

const NOW = new Date('2026-05-04T10:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

/** Records what would go out on the sockets. */
function recordingRealtime(): Realtime & { emitted: { companyId: number; event: ServerEvent; payload: unknown }[] } {
  const emitted: { companyId: number; event: ServerEvent; payload: unknown }[] = [];
  return {
    emitted,
    emitToCompany: (companyId, event, ...args) => void emitted.push({ companyId, event, payload: args[0] }),
    emitToAll: () => undefined,
    dropSession: () => undefined,
    close: async () => undefined,
  };
}

const planOf = async (t: TestApp, email: string) => (await t.database.handle.db.selectFrom('users').select('plan').where('email', '=', email).executeTakeFirstOrThrow()).plan;

describe.each(httpOnlyKinds)('checkout with the offline adapter on %s', (kind) => {
  let t: TestApp;
  let basic: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
    basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(async () => t.close());

  it('records the request, mails the sales team and leaves the plan alone', async () => {
    const answer = await t.post('/api/checkout/start', { company_id: 1, plan: 2 }, { token: basic.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const { reference, next } = answer.json<CheckoutStartResponse>();
    expect(next).toEqual({ kind: 'in_app', href: '/pricing?checkout=requested' });
    const record = await t.database.handle.db.selectFrom('checkout_records').selectAll().where('id', '=', reference).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ company_id: 1, user_id: basic.id, plan: 2, provider: 'offline', status: 'requested', provider_session_id: null });
    const mail = await t.database.handle.db.selectFrom('mail_outbox').selectAll().where('subject', 'like', `Plan request ${reference}:%`).executeTakeFirstOrThrow();
    expect(mail.to).toBe('sales@keyword-workbench.example');
    expect(mail.text).toContain('basic@demo.test asks for the plan Professional (plan 2, 479,99 €');
    expect(await planOf(t, 'basic@demo.test')).toBe(1);
  });

  it('refuses a plan that does not exist, another company and no session', async () => {
    const bad = await t.post('/api/checkout/start', { company_id: 1, plan: 4 }, { token: basic.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'plan' });
    expect((await t.post('/api/checkout/start', { company_id: 2, plan: 2 }, { token: basic.token })).statusCode).toBe(403);
    expect((await t.post('/api/checkout/start', { company_id: 1, plan: 2 })).statusCode).toBe(401);
  });

  it('takes no webhook: without a payment provider every delivery is refused', async () => {
    const payload = '{"id":"evt_1","object":"event","type":"checkout.session.completed","data":{"object":{}}}';
    const answer = await t.app.inject({ method: 'POST', url: '/api/checkout/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader('whsec_any', T, payload) } });
    expect(answer.statusCode).toBe(400);
  });
});

describe.each(httpOnlyKinds)('checkout with Stripe (a local fake) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let basic: LoggedIn;
  const realtime = recordingRealtime();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, { now: () => NOW, providers: selectProviders(stripe.env()), realtime });
    basic = await t.login('basic@demo.test', { remoteAddress: nextClientAddress() });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (payload: string, signature: string | undefined) =>
    t.app.inject({ method: 'POST', url: '/api/checkout/stripe/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) } });

  it('creates a Checkout Session for the plan\'s price and sends the browser to it', async () => {
    const answer = await t.post('/api/checkout/start', { company_id: 1, plan: 3 }, { token: basic.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const { reference, next } = answer.json<CheckoutStartResponse>();
    const session = stripe.sessions.at(-1);
    expect(next).toEqual({ kind: 'external', url: `https://checkout.stripe.com/c/pay/${session?.id}` });
    expect(Object.fromEntries(session?.form ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_business3',
      'line_items[0][quantity]': '1',
      success_url: 'http://127.0.0.1:3000/pricing?checkout=success',
      cancel_url: 'http://127.0.0.1:3000/pricing?checkout=cancel',
      client_reference_id: String(reference),
      customer_email: 'basic@demo.test',
      'metadata[company_id]': '1',
      'metadata[plan]': '3',
    });
    const record = await t.database.handle.db.selectFrom('checkout_records').selectAll().where('id', '=', reference).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'stripe', status: 'open', provider_session_id: session?.id });
    expect(await planOf(t, 'basic@demo.test')).toBe(1);
  });

  it('refuses a forged, a stale and a missing signature with 400 and changes nothing', async () => {
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const payload = completedEvent(session);
    expect((await deliver(payload, stripeSignatureHeader('whsec_forged', T, payload))).statusCode).toBe(400);
    expect((await deliver(payload, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T - 301, payload))).statusCode).toBe(400);
    const missing = await deliver(payload, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'bad_signature', field: 'Stripe-Signature' });
    // A body changed after signing: the signature was Stripe's, the plan in it is not.
    const tampered = payload.replace('"plan":"3"', '"plan":"2"');
    expect((await deliver(tampered, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T, payload))).statusCode).toBe(400);
    expect(await planOf(t, 'basic@demo.test')).toBe(1);
    expect(realtime.emitted).toEqual([]);
  });

  it('the return URL changes nothing; an unpaid session changes nothing; the paid event changes the company\'s plan once and tells its users', async () => {
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const unpaid = completedEvent(session, 'unpaid');
    expect((await deliver(unpaid, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T, unpaid))).json()).toEqual({ received: true, changed: false });
    expect(await planOf(t, 'basic@demo.test')).toBe(1);

    const paid = completedEvent(session);
    const answer = await deliver(paid, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T - 60, paid));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true, changed: true });
    for (const email of ['basic@demo.test', 'power@demo.test', 'plan2@demo.test']) expect(await planOf(t, email)).toBe(3);
    expect(await planOf(t, 'white@demo.test')).toBe(4);
    expect(realtime.emitted).toEqual([{ companyId: 1, event: 'planChanged', payload: { plan: 3 } }]);

    // Stripe delivers at least once: the same event again is acknowledged and changes nothing more.
    expect((await deliver(paid, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T, paid))).json()).toEqual({ received: true, changed: false });
    expect(realtime.emitted).toHaveLength(1);
  });

  it('acknowledges other event types without acting', async () => {
    const other = JSON.stringify({ id: 'evt_x', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect((await deliver(other, stripeSignatureHeader(FAKE_WEBHOOK_SECRET, T, other))).json()).toEqual({ received: true, changed: false });
  });

  it('a refusal by Stripe is a 502 naming it, with no record left behind', async () => {
    stripe.enqueue({ status: 400, json: { error: { type: 'invalid_request_error', message: "No such price: 'price_business3'", param: 'line_items[0][price]' } } });
    const before = await t.database.handle.db.selectFrom('checkout_records').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await t.post('/api/checkout/start', { company_id: 1, plan: 1 }, { token: basic.token });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toContain("No such price: 'price_business3'");
    const after = await t.database.handle.db.selectFrom('checkout_records').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
