import type { JobRunnerHealth } from './job-runner-health.ts';

/** BullMQ lives in Redis: the runner is healthy when Redis answers a PING. */
export async function redisRunnerHealth(redisUrl: string): Promise<JobRunnerHealth> {
  // Loaded on first use: a server without PostgreSQL or Redis never loads their clients (decision 0073).
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
  redis.on('error', () => {
    // Reported through check(); an unhandled 'error' event would end the process.
  });
  return {
    runner: 'bullmq',
    async check() {
      try {
        if (redis.status === 'wait') await redis.connect();
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
