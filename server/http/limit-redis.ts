import type { Redis } from 'ioredis';
import type { RealtimeLog } from '../realtime/realtime-log.ts';

/**
 * The Redis client the API rate limit counts in, so every instance counts one client's requests
 * together. Without an offline queue and with one retry a request fails at once while Redis is
 * away (a 503 naming Redis) instead of hanging; ioredis reconnects by itself when it is back.
 */
export async function connectLimitRedis(redisUrl: string, log: RealtimeLog): Promise<Redis> {
  // Loaded on first use: a server without PostgreSQL or Redis never loads their clients (decision 0073).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  // Without a listener ioredis reports every reconnect failure as an unhandled error.
  redis.on('error', (error: unknown) => log.warn('rate limit: Redis connection error', error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`The API rate limit cannot reach REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return redis;
}
