import type { SimulatedClock } from 'xstate';

/**
 * Advances a simulated clock millisecond by millisecond. xstate's `SimulatedClock.increment(ms)`
 * jumps in one go, so a delay re-armed while it fires starts at the end of the jump; stepping keeps
 * repeated delays (polls, countdown ticks) on their real schedule. Test helper only.
 */
export function advance(clock: SimulatedClock, ms: number): void {
  for (let step = 0; step < ms; step++) clock.increment(1);
}
