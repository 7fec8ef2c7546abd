import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('reads true, false and lists of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,fd00::/8')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses anything else', () => {
    for (const bad of ['yes', '2', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0/8', ',', '10.0.0.1,nope']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
  });
});
