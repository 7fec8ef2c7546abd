import net from 'node:net';
import { ensureServerBundle } from '../server-bundle.mjs';
import { spawnInstance, waitHealthy, type Instance } from './instance.ts';
import { ensureNginx, startNginx, type RunningNginx } from './nginx.ts';


export type ClusterOptions = {
  /** How many server instances (named a, b, c, …). */
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  /** The balancer's port; a free one when left out. */
  listenPort?: number;
  /** More environment for every instance (LOG_LEVEL, limits, provider accounts). */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

export type Cluster = {
  /** The one address the product is used through (nginx). */
  url: string;
  instances: Instance[];
  nginx: RunningNginx;
  /**
   * Starts an instance that was stopped or killed again, under its name and port (as systemd restarts
   * a crashed unit), and resolves once it is healthy. `instances` holds the new process from its spawn,
   * so `stop` ends it even while it is still starting.
   */
  respawn(name: string): Promise<Instance>;
  /** Stops nginx and every instance (SIGTERM, then SIGKILL after 15 s); safe to call twice. */
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

const NAMES = 'abcdefghij';

async function stopAll(instances: readonly Instance[], nginx: RunningNginx | undefined): Promise<void> {
  await nginx?.stop().catch(() => {});
  await Promise.all(
    instances.map(async (instance) => {
      const forced = setTimeout(() => void instance.kill(), 15_000);
      await instance.stop().catch(() => {});
      clearTimeout(forced);
    }),
  );
}

/**
 * N instances on one PostgreSQL database and one Redis, started at the same moment (the migration
 * lock makes one of them migrate and seed), and nginx in front on loopback. Everything started is
 * stopped again when the start fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  if (options.instances < 1 || options.instances > NAMES.length) throw new RangeError(`1 to ${NAMES.length} instances, not ${options.instances}`);
  const binary = ensureNginx(log);
  // Built here once: instances starting together would each find it stale and build it side by side.
  await ensureServerBundle({ info: log });
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // The balancer is on this machine: its X-Forwarded-For names the client, so limits count clients, not nginx.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances = ports.map((port, index) => spawnInstance(NAMES[index] ?? String(index), port, env));
  let nginx: RunningNginx | undefined;
  try {
    log(`starting ${instances.length} instances on ports ${ports.join(', ')}`);
    await Promise.all(instances.map((instance) => waitHealthy(instance)));
    nginx = await startNginx(binary, options.listenPort ?? (await freePort()), instances.map((instance) => ({ name: instance.name, port: instance.port })));
  } catch (error) {
    await stopAll(instances, nginx);
    throw error;
  }
  const running = nginx;
  let stopping: Promise<void> | undefined;
  const respawn = async (name: string): Promise<Instance> => {
    const index = instances.findIndex((instance) => instance.name === name);
    const old = instances[index];
    if (!old) throw new RangeError(`no instance ${name}`);
    if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`instance ${name} is still running`);
    if (stopping) throw new Error('the cluster is stopping');
    const fresh = spawnInstance(name, old.port, env);
    instances[index] = fresh;
    await waitHealthy(fresh);
    return fresh;
  };
  return { url: running.url, instances, nginx: running, respawn, stop: () => (stopping ??= stopAll(instances, running)) };
}
