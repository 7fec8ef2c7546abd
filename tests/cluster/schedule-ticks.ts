import { Redis } from 'ioredis';
import type { TickRecord } from '../../server/jobs/bullmq-runner.ts';

export type RanTick = TickRecord & { entry: string };

/**
 * Every schedule tick the queue's event stream says completed: BullMQ removes a finished entry, but
 * its `completed` event stays in the stream with the processor's answer (TickRecord).
 */
export async function ticksRan(redisUrl: string, stream = 'kwb:keyword-jobs:events'): Promise<RanTick[]> {
  const redis = new Redis(redisUrl);
  try {
    const events = await redis.xrange(stream, '-', '+');
    const ran: RanTick[] = [];
    for (const [, fields] of events) {
      // A stream entry's fields come as name, value, name, value, …
      const pairs = new Map<string, string>();
      for (let i = 0; i + 1 < fields.length; i += 2) pairs.set(fields[i] ?? '', fields[i + 1] ?? '');
      const field = (name: string) => pairs.get(name);
      const entry = field('jobId') ?? '';
      if (field('event') !== 'completed' || !entry.startsWith('repeat:schedule:')) continue;
      ran.push({ ...(JSON.parse(field('returnvalue') ?? 'null') as TickRecord), entry });
    }
    return ran;
  } finally {
    redis.disconnect();
  }
}
