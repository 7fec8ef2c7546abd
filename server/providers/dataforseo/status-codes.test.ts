import { describe, expect, it } from 'vitest';
import { errorForHttp, errorForStatus } from './status-codes.ts';

describe('DataForSEO status codes', () => {
  it.each([
    [40200, 'Payment Required.', 'no_credits_left'],
    [40203, 'The cost limit has been exceeded.', 'no_credits_left'],
    [40210, 'Insufficient funds.', 'no_credits_left'],
    [40202, 'Rate-limit per minute is exceeded.', 'rate_limited'],
    [40100, 'You are not authorized to access this resource.', 'unauthorized'],
    [40201, 'Your account was suspended.', 'unauthorized'],
    [40101, 'Internal SE Server Error.', 'task_failed'],
    [40501, 'Invalid Field: keywords.', 'bad_request'],
    [50000, 'Internal Error.', 'unavailable'],
  ] as const)('maps %i to %s with a readable message', (code, message, kind) => {
    const error = errorForStatus(code, message, ['a']);
    expect(error.code).toBe(kind);
    expect(error.message).toContain(message.replace(/\.$/u, ''));
    expect(error.message).toContain(String(code));
    expect(error.keywords).toEqual(['a']);
  });

  it.each([
    [401, 'unauthorized'],
    [402, 'no_credits_left'],
    [404, 'bad_request'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [400, 'bad_request'],
  ] as const)('maps HTTP %i to %s', (status, kind) => {
    expect(errorForHttp(status, []).code).toBe(kind);
  });
});
