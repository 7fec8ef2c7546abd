/**
 * Stripe's webhook signature, as Stripe documents it ("Verify webhook signatures manually"): the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=…][,v0=…]`; each `v1` is the
 * HMAC-SHA256, keyed with the endpoint's signing secret, of `<t>.<raw body>`. A delivery is good when
 * one `v1` matches (compared in constant time) and `t` is within the tolerance of now (replays).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own libraries default to five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeSignature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header Stripe would send for the payload at that time (tests and the fake use it). */
export function stripeSignatureHeader(secret: string, timestamp: number, payload: string): string {
  return `t=${timestamp},v1=${stripeSignature(secret, timestamp, payload)}`;
}

/** Why the delivery may not be trusted, or null when it may. */
export function stripeSignatureProblem(header: string | undefined, payload: string, secret: string, now: Date, tolerance = SIGNATURE_TOLERANCE_SECONDS): string | null {
  if (header === undefined || header.trim() === '') return 'The Stripe-Signature header is missing.';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const element of header.split(',')) {
    const cut = element.indexOf('=');
    if (cut === -1) continue;
    const key = element.slice(0, cut).trim();
    const value = element.slice(cut + 1).trim();
    if (key === 't' && /^\d{1,12}$/u.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/u.test(value)) signatures.push(value);
  }
  if (timestamp === undefined) return 'The Stripe-Signature header has no timestamp (t=).';
  if (signatures.length === 0) return 'The Stripe-Signature header has no v1 signature.';
  const expected = Buffer.from(stripeSignature(secret, timestamp, payload), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))) return 'No v1 signature matches the payload.';
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > tolerance) return `The signature's timestamp is more than ${tolerance} seconds from now.`;
  return null;
}
