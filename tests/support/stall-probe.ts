import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type ProbeFigures = {
  /** The longest time from when a probe was due to its answer. */
  readonly worstWaitMs: number;
  readonly probes: number;
  /** How long the probed work took. */
  readonly workMs: number;
};

/** Its own client address: the probes must not spend the rate limit of the calls they watch. */
const PROBE_ADDRESS = '127.0.0.250';

/**
 * Runs `work` while GET /api/status is asked every `everyMs`, one probe at a time. A probe's wait
 * counts from when it was due, not from when its timer fired: while the event loop is blocked the
 * timer cannot fire, and a real client's request would sit in the socket just as long. A probe due
 * before the work ended counts even when the blocked loop let it out only afterwards.
 */
export async function probeWhile<T>(app: FastifyInstance, work: () => Promise<T>, everyMs = 50): Promise<{ result: T; figures: ProbeFigures }> {
  let workEnd = Number.POSITIVE_INFINITY;
  let worstWaitMs = 0;
  let probes = 0;
  let probeError: unknown;
  const probing = (async () => {
    let due = performance.now();
    for (;;) {
      due += everyMs;
      const delay = due - performance.now();
      if (delay > 0) await sleep(delay);
      if (due >= workEnd) return;
      const response = await app.inject({ method: 'GET', url: '/api/status', remoteAddress: PROBE_ADDRESS });
      if (response.statusCode !== 200) throw new Error(`/api/status answered ${response.statusCode}: ${response.body}`);
      const answered = performance.now();
      probes += 1;
      worstWaitMs = Math.max(worstWaitMs, answered - due);
      // Probes that fell due while this one waited are not sent in a burst afterwards: one at a time, as a user would.
      due = Math.max(due, answered - everyMs);
    }
  })().catch((error: unknown) => {
    // Held until the work ends: a rejection nobody awaits yet would be reported as unhandled.
    probeError = error;
  });
  // The first probe's timer is armed before the work begins.
  await sleep(0);
  const t0 = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    workEnd = performance.now();
    await probing;
  }
  if (probeError !== undefined) throw probeError;
  return { result, figures: { worstWaitMs, probes, workMs: workEnd - t0 } };
}
