/**
 * Which addresses a fetched page may live on (no server-side request forgery): never a private,
 * loopback, link-local, shared, multicast or reserved address, in IPv4 or IPv6 (an IPv4-mapped IPv6
 * address counts as its IPv4 address). The ranges are IANA's special-purpose registries.
 */
import { BlockList, isIP } from 'node:net';

const BLOCKED = new BlockList();
const V4: readonly [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const V6: readonly [string, number][] = [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
];
for (const [net, prefix] of V4) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6) BLOCKED.addSubnet(net, prefix, 'ipv6');

/** `::ffff:10.0.0.1` and `::ffff:a00:1` are the IPv4 address they map. */
function mappedV4(address: string): string | null {
  const match = /^::ffff:(.+)$/iu.exec(address);
  if (!match?.[1]) return null;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/iu.exec(tail);
  if (!hex?.[1] || !hex[2]) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address no fetch may reach; anything that is not an IP address at all counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedV4(address);
  if (v4 !== null) return BLOCKED.check(v4, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}
