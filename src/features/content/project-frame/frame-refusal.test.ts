import { describe, expect, it } from 'vitest';
import { projectIdOf, refusesLink } from './frame-refusal.ts';

describe('frame refusal', () => {
  it('takes 401, 403 and 404 as a link that opens nothing, other failures as errors', () => {
    expect([401, 403, 404].map(refusesLink)).toEqual([true, true, true]);
    expect([0, 400, 409, 429, 500, 503].map(refusesLink)).toEqual([false, false, false, false, false, false]);
  });

  it('reads a project id from the route, refusing anything that is not a positive id', () => {
    expect(projectIdOf('7')).toBe(7);
    expect(projectIdOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '07', '1.5', '1e3', 'abc', '2147483648', '99999999999']) expect(projectIdOf(bad)).toBeNull();
  });
});
