import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIdAt, buildIdSchema, clientBuildIsOlder } from './client-build.ts';

const instant = fc.date({ min: new Date('2000-01-01T00:00:00.000Z'), max: new Date('2099-12-31T23:59:59.999Z'), noInvalidDate: true });

describe('clientBuildIsOlder', () => {
  it('is true only for a client built before the server', () => {
    expect(clientBuildIsOlder('2026-11-26T10:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe(true);
    expect(clientBuildIsOlder('2026-11-26T12:00:00.000Z', '2026-11-26T12:00:00.000Z')).toBe(false);
    expect(clientBuildIsOlder('2026-11-26T12:00:00.001Z', '2026-11-26T12:00:00.000Z')).toBe(false);
  });

  it('never tells a client whose build, or the server\'s, is unknown or no build id', () => {
    for (const unknown of [undefined, null, '', 'dev', 42, '2026-11-26', '2026-11-26T10:00:00Z', '2026-02-30T10:00:00.000Z', '2026-13-45T10:00:00.000Z', { at: '2026-11-26T10:00:00.000Z' }]) {
      expect(clientBuildIsOlder(unknown, '2026-11-26T12:00:00.000Z'), JSON.stringify(unknown)).toBe(false);
      expect(clientBuildIsOlder('2000-01-01T00:00:00.000Z', unknown), JSON.stringify(unknown)).toBe(false);
    }
  });

  it('follows the order of the build instants, and never says both of two builds are older than the other', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [x, y] = [buildIdAt(a), buildIdAt(b)];
        expect(buildIdSchema.safeParse(x).success).toBe(true);
        expect(clientBuildIsOlder(x, y)).toBe(a.getTime() < b.getTime());
        expect(clientBuildIsOlder(x, y) && clientBuildIsOlder(y, x)).toBe(false);
        expect(clientBuildIsOlder(x, x)).toBe(false);
      }),
    );
  });
});
