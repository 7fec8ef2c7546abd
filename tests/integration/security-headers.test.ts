import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, httpOnlyKinds, type TestApp } from './harness.ts';

/**
 * HSTS and upgrade-insecure-requests only when the product is served over https (issue 16,
 * defect 5): on a plain-HTTP host name they made browsers ask for https assets, a blank page.
 */
describe.each(httpOnlyKinds)('security headers follow PUBLIC_URL, on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('over plain HTTP: no HSTS and no upgrade-insecure-requests, the rest of the policy stays', async () => {
    t = await createTestApp(kind, { mail: { publicUrl: 'http://keywords.intranet:3000' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('over https: both are sent', async () => {
    t = await createTestApp(kind, { mail: { publicUrl: 'https://kw.example.com' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/u);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
