import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_BLOCKS, RIGHTS } from './access-rules.ts';
import { isRight, PLAN_NUMBERS, RIGHT_IDS, RIGHT_MEANINGS, SELF_ADMIN, SELF_DEACTIVATE, SELF_PLAN, selfChangeProblem } from './user-access-rules.ts';

describe('the rights of SPEC §6', () => {
  it('lists the nine rights once each, in the spec order, each with its meaning', () => {
    expect(RIGHT_IDS).toEqual([1, 8, 9, 10, 11, 12, 17, 25, 42]);
    expect(new Set(Object.values(RIGHTS))).toEqual(new Set(RIGHT_IDS));
    expect(RIGHT_MEANINGS.find((entry) => entry.right === 17)?.meaning).toBe('Settings');
    expect(RIGHT_MEANINGS.every((entry) => entry.meaning.length > 0)).toBe(true);
  });

  it('knows a right number from any other number', () => {
    for (const right of RIGHT_IDS) expect(isRight(right)).toBe(true);
    const notARight = fc.integer({ min: -100, max: 100 }).filter((value) => ![1, 8, 9, 10, 11, 12, 17, 25, 42].includes(value));
    fc.assert(
      fc.property(notARight, (value) => {
        expect(isRight(value)).toBe(false);
      }),
    );
  });

  it('offers exactly the plans SPEC §6 limits, and one without a limit', () => {
    for (const plan of PLAN_NUMBERS.filter((p) => p < 4)) expect(PLAN_BLOCKS[plan]).toBeDefined();
    expect(PLAN_BLOCKS[4]).toBeUndefined();
  });
});

describe('an admin never locks themselves out of Settings', () => {
  it('names the field of each change that would', () => {
    expect(selfChangeProblem(1, 1, { admin: false })).toEqual({ field: 'admin', message: SELF_ADMIN });
    expect(selfChangeProblem(1, 1, { active: false })).toEqual({ field: 'active', message: SELF_DEACTIVATE });
    expect(selfChangeProblem(1, 1, { plan: 3 })).toEqual({ field: 'plan', message: SELF_PLAN });
    expect(selfChangeProblem(1, 1, { admin: true, active: true, plan: 4 })).toBeNull();
  });

  it('lets any change of another user through, and refuses a self-change exactly when it locks out', () => {
    const change = fc.record({ admin: fc.option(fc.boolean(), { nil: undefined }), active: fc.option(fc.boolean(), { nil: undefined }), plan: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), change, (actor, target, c) => {
        const problem = selfChangeProblem(actor, target, c);
        const locksOut = actor === target && (c.admin === false || c.active === false || c.plan === 3);
        expect(problem !== null).toBe(locksOut);
      }),
    );
  });
});
