import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('honours a short safe token, such as a proxy sets', () => {
    for (const id of ['abc', 'req-42', '7f3c9a1e-0b7d-4c2e-9a55-2f1d3c4b5a69', 'lb.1:2_3', 'x'.repeat(64)]) expect(requestIdFrom(id)).toBe(id);
  });

  it('makes a new UUID for a missing, repeated, long or unsafe header', () => {
    for (const header of [undefined, '', 'x'.repeat(65), 'a b', 'a"b', 'line\nbreak', 'ä', '<script>', ['a', 'b']]) {
      expect(requestIdFrom(header)).toMatch(UUID);
    }
  });

  it('whatever comes in, the id is a safe token of at most 64 characters', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 80 }), { nil: undefined }), (header) => {
        const id = requestIdFrom(header);
        expect(id).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
        if (id !== header) expect(id).toMatch(UUID);
      }),
    );
  });
});
