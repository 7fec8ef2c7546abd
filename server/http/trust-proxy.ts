import net from 'node:net';

/**
 * Fastify's `trustProxy`: believe no proxy (false, the default: every request is its socket's
 * peer), every proxy (true: only behind a proxy that overwrites the header), or the listed proxy
 * addresses and CIDR ranges (the safest choice behind a known reverse proxy).
 */
export type TrustProxy = boolean | string[];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/u.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; null when the value is none of the forms above. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}
