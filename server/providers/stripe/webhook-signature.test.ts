import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader, stripeSignatureProblem } from './webhook-signature.ts';

const secret = 'whsec_test_secret';
const now = new Date('2026-05-01T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const payload = '{"id":"evt_1","type":"checkout.session.completed"}';

describe('stripeSignatureProblem', () => {
  it('accepts the header Stripe sends, also beside a v0 and a second v1 (secret rotation)', () => {
    expect(stripeSignatureProblem(stripeSignatureHeader(secret, t, payload), payload, secret, now)).toBeNull();
    const rotated = `t=${t},v1=${'0'.repeat(64)},${stripeSignatureHeader(secret, t, payload).split(',')[1]},v0=abc`;
    expect(stripeSignatureProblem(rotated, payload, secret, now)).toBeNull();
  });

  it('refuses a missing header, a header without t or v1, another secret, another body', () => {
    expect(stripeSignatureProblem(undefined, payload, secret, now)).toMatch(/missing/);
    expect(stripeSignatureProblem(`v1=${'a'.repeat(64)}`, payload, secret, now)).toMatch(/timestamp/);
    expect(stripeSignatureProblem(`t=${t}`, payload, secret, now)).toMatch(/no v1/);
    expect(stripeSignatureProblem(stripeSignatureHeader('whsec_other', t, payload), payload, secret, now)).toMatch(/matches/);
    expect(stripeSignatureProblem(stripeSignatureHeader(secret, t, payload), payload.replace('evt_1', 'evt_2'), secret, now)).toMatch(/matches/);
  });

  it('refuses a timestamp more than five minutes off, either way', () => {
    expect(stripeSignatureProblem(stripeSignatureHeader(secret, t - 300, payload), payload, secret, now)).toBeNull();
    expect(stripeSignatureProblem(stripeSignatureHeader(secret, t - 301, payload), payload, secret, now)).toMatch(/300 seconds/);
    expect(stripeSignatureProblem(stripeSignatureHeader(secret, t + 301, payload), payload, secret, now)).toMatch(/300 seconds/);
  });

  it('a changed body or timestamp never passes under the old signature', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: -200, max: 200 }), (body, other, shift) => {
        fc.pre(body !== other || shift !== 0);
        const header = stripeSignatureHeader(secret, t, body);
        const forged = shift === 0 ? header : header.replace(`t=${t}`, `t=${t + shift}`);
        expect(stripeSignatureProblem(forged, other, secret, now)).not.toBeNull();
      }),
    );
  });
});
