import { Redis } from 'ioredis';

/** What /api/health reports about the job runner in use. */
export type JobRunnerHealth = {
  runner: 'in-process' | 'bullmq';
  check(): Promise<boolean>;
  close(): Promise<void>;
};

export const inProcessRunnerHealth: JobRunnerHealth = {
  runner: 'in-process',
  check: async () => true,
  close: async () => {},
};

/** BullMQ lives in Redis: the runner is healthy when Redis answers a PING. */
export function redisRunnerHealth(redisUrl: string): JobRunnerHealth {
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
