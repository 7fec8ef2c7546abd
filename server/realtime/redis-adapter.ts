import type { createAdapter } from '@socket.io/redis-adapter';
import type { RealtimeLog } from './realtime-log.ts';

export type RedisFanOut = { adapter: ReturnType<typeof createAdapter>; close(): Promise<void> };

const CONNECT_TIMEOUT_MS = 5000;

/**
 * The socket.io Redis adapter over two ioredis clients (a subscribed client can only listen).
 * Connecting is awaited: an instance that started without its fan-out would silently miss every
 * push made on its siblings, which is worse than refusing to start.
 */
export async function connectRedisFanOut(redisUrl: string, key: string | undefined, log: RealtimeLog): Promise<RedisFanOut> {
  // Loaded on first use: a server without PostgreSQL or Redis never loads their clients (decision 0073).
  const [{ createAdapter: adapterOver }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
  const pub = new Redis(redisUrl, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // Without a listener ioredis prints every reconnect failure as an unhandled error.
    client.on('error', (error: unknown) => log.warn('realtime: Redis connection error', error));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`The socket.io Redis adapter cannot reach REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    adapter: adapterOver(pub, sub, key ? { key } : {}),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
