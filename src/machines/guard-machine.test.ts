import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { accessContextFromStartup } from '../domain/access-context.ts';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import type { AccessContext } from '../domain/access-rules.ts';
import { GUARD_POLL_MS, withStartupReader } from './guard-machine.ts';
import { advance } from '../../tests/support/test-clock.ts';
import type { NavigateParams } from './session-types.ts';

function run(path: string, loggedIn: boolean, readAt: (now: number) => AccessContext | null) {
  const clock = new SimulatedClock();
  const reads: number[] = [];
  const navigations: NavigateParams[] = [];
  const machine = withStartupReader(
    () => {
      reads.push(clock.now());
      return readAt(clock.now());
    },
    (params) => navigations.push(params),
  );
  const actor = createActor(machine, { input: { path, loggedIn }, clock });
  actor.start();
  return { actor, clock, reads, navigations };
}

const ideas = accessContextFromStartup(DEMO_STARTUP.ideas);
const basic = accessContextFromStartup(DEMO_STARTUP.basic);

describe('guard machine', () => {
  it('polls every 100 ms until the start-up data arrives, then decides once', () => {
    const { actor, clock, reads, navigations } = run('/collections', true, (now) => (now >= 250 ? ideas : null));
    expect(actor.getSnapshot().value).toBe('waiting');
    advance(clock, GUARD_POLL_MS * 2);
    expect(reads).toEqual([0, 100, 200]);
    expect(actor.getSnapshot().value).toBe('waiting');
    advance(clock, 99);
    expect(reads).toEqual([0, 100, 200]);
    advance(clock, 1);
    expect(reads).toEqual([0, 100, 200, 300]);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().context.polls).toBe(4);
    expect(navigations).toEqual([{ to: '/ideas', replace: true }]);
    advance(clock, 1000);
    expect(reads).toHaveLength(4);
    expect(navigations).toHaveLength(1);
  });

  it('allows at once when the data is already there', () => {
    const { actor, reads, navigations } = run('/collections', true, () => basic);
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(reads).toEqual([0]);
    expect(navigations).toEqual([]);
  });

  it('does not wait for a logged-out user and sends guarded routes to the login', () => {
    const { actor, reads, navigations } = run('/questions', false, () => basic);
    expect(reads).toEqual([]);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(navigations).toEqual([{ to: '/login?redirect=%2Fquestions', replace: true }]);
  });

  it('lets a logged-out user open a shared research', () => {
    const { actor } = run('/research/shared/x', false, () => null);
    expect(actor.getSnapshot().value).toBe('allowed');
  });

  it('ends in notFound for an unknown path', () => {
    const { actor, navigations } = run('/nowhere', true, () => basic);
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(navigations).toEqual([]);
  });

  it('keeps waiting while the data never comes', () => {
    const { actor, clock, reads } = run('/collections', true, () => null);
    advance(clock, 10_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(reads).toHaveLength(101);
  });
});
