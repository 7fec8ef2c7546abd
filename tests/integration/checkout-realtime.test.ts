import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStartResponse, PlanChangedPayload } from '../../src/domain/contracts/checkout.ts';
import { selectProviders } from '../../server/providers/select-providers.ts';
import { stripeSignatureHeader } from '../../server/providers/stripe/webhook-signature.ts';
import { completedEvent, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { httpOnlyKinds, seededDatabase, type TestDatabase } from './harness.ts';
import { closeAllSockets, connected, joinCompany, openSocket, settle, startLiveServer, waitUntil, type LiveServer } from './realtime-harness.ts';

describe.each(httpOnlyKinds)('a paid plan reaches the company over socket.io on %s', (kind) => {
  let database: TestDatabase;
  let server: LiveServer;
  let stripe: FakeStripe;

  beforeAll(async () => {
    database = await seededDatabase(kind);
    stripe = await startFakeStripe();
    server = await startLiveServer(database.handle, { app: { providers: selectProviders(stripe.env()) } });
  });
  afterAll(async () => {
    closeAllSockets();
    await server.close();
    await stripe.close();
    await database.drop();
  });

  it('sends planChanged to the company room only, after the signed webhook and not before', async () => {
    const [basic, power, orange] = await Promise.all([server.login('basic@demo.test'), server.login('power@demo.test'), server.login('orange@demo.test')]);
    const own = openSocket(server.url, { token: power });
    const other = openSocket(server.url, { token: orange });
    await Promise.all([connected(own), connected(other)]);
    expect(await joinCompany(own, 1)).toMatchObject({ ok: true });
    expect(await joinCompany(other, 2)).toMatchObject({ ok: true });
    const heard: PlanChangedPayload[] = [];
    const leaked: PlanChangedPayload[] = [];
    own.on('planChanged', (payload) => heard.push(payload));
    other.on('planChanged', (payload) => leaked.push(payload));

    const started = await server.app.inject({ method: 'POST', url: '/api/checkout/start', payload: { company_id: 1, plan: 2 }, headers: { authorization: `Bearer ${basic}` } });
    expect(started.json<CheckoutStartResponse>().next.kind).toBe('external');
    await settle();
    expect(heard).toEqual([]);

    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const payload = completedEvent(session);
    const delivered = await server.app.inject({
      method: 'POST',
      url: '/api/checkout/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000), payload) },
    });
    expect(delivered.json()).toEqual({ received: true, changed: true });
    await waitUntil(() => heard.length === 1);
    await settle();
    expect(heard).toEqual([{ plan: 2 }]);
    expect(leaked).toEqual([]);
  });
});
