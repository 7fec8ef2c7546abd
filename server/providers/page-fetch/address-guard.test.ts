import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-guard.ts';

describe('the addresses a page fetch may not reach', () => {
  it('blocks loopback, private, link-local, shared and multicast addresses in both families', () => {
    for (const address of ['127.0.0.1', '127.8.8.8', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::5', 'ff02::1', '::ffff:127.0.0.1', '::ffff:a00:1', '::ffff:c0a8:101']) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });
  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8']) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });
  it('blocks what is not an address', () => {
    expect(isBlockedAddress('localhost')).toBe(true);
    expect(isBlockedAddress('')).toBe(true);
  });
  it('blocks every 10.x.y.z and every 127.x.y.z', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(fc.constantFrom(10, 127), octet, octet, octet, (a, b, c, d) => isBlockedAddress(`${a}.${b}.${c}.${d}`)));
  });
});
