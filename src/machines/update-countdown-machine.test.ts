import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { advance } from '../../tests/support/test-clock.ts';
import { UPDATE_COUNTDOWN_MS, updateCountdownMachine, updateMessage } from './update-countdown-machine.ts';

function start() {
  const clock = new SimulatedClock();
  const reloads: number[] = [];
  const machine = updateCountdownMachine.provide({ actions: { reload: () => reloads.push(clock.now()) } });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, reloads, remaining: () => actor.getSnapshot().context.remainingSeconds };
}

describe('update countdown machine', () => {
  it('counts down from 30 s once a second and reloads at exactly 30000 ms, not before', () => {
    const { actor, clock, reloads, remaining } = start();
    expect(UPDATE_COUNTDOWN_MS).toBe(30_000);
    actor.send({ type: 'SERVER_UPDATE' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(remaining()).toBe(30);
    advance(clock, 999);
    expect(remaining()).toBe(30);
    advance(clock, 1);
    expect(remaining()).toBe(29);
    advance(clock, 28_000);
    expect(remaining()).toBe(1);
    advance(clock, 999);
    expect(reloads).toEqual([]);
    advance(clock, 1);
    expect(reloads).toEqual([30_000]);
    expect(actor.getSnapshot().status).toBe('done');
    advance(clock, 60_000);
    expect(reloads).toHaveLength(1);
  });

  it('stays idle without a push', () => {
    const { actor, clock, reloads } = start();
    advance(clock, 60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reloads).toEqual([]);
  });

  it('a second push does not restart the countdown', () => {
    const { actor, clock, reloads } = start();
    actor.send({ type: 'SERVER_UPDATE' });
    advance(clock, 10_000);
    actor.send({ type: 'SERVER_UPDATE' });
    advance(clock, 20_000);
    expect(reloads).toEqual([30_000]);
  });

  it('a reload message reloads at once, idle or counting', () => {
    const idle = start();
    idle.actor.send({ type: 'SERVER_RELOAD' });
    expect(idle.reloads).toEqual([0]);
    const counting = start();
    counting.actor.send({ type: 'SERVER_UPDATE' });
    advance(counting.clock, 5_000);
    counting.actor.send({ type: 'SERVER_RELOAD' });
    expect(counting.reloads).toEqual([5_000]);
    advance(counting.clock, 30_000);
    expect(counting.reloads).toHaveLength(1);
  });

  it('the card button reloads at once', () => {
    const { actor, reloads } = start();
    actor.send({ type: 'SERVER_UPDATE' });
    actor.send({ type: 'RELOAD_NOW' });
    expect(reloads).toEqual([0]);
  });

  it('words the card with the seconds left', () => {
    expect(updateMessage(30)).toBe('A new version is available. The app reloads in 30 s.');
  });
});
