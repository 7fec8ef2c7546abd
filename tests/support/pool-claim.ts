/**
 * A journey's side of the server pool (server-pool.ts): take a ready server, and stop it after the file.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PooledServer } from './server-pool.ts';

/** Renames a `ready-N.json` to this process's claim; the first rename wins, another worker gets ENOENT. */
async function claimOne(dir: string): Promise<PooledServer | undefined> {
  const names = (await fs.readdir(dir)).filter((name) => name.startsWith('ready-')).sort();
  for (const name of names) {
    const claimed = path.join(dir, `claimed-${process.pid}-${name.slice('ready-'.length)}`);
    try {
      await fs.rename(path.join(dir, name), claimed);
    } catch {
      continue;
    }
    return JSON.parse(await fs.readFile(claimed, 'utf8')) as PooledServer;
  }
  return undefined;
}

export async function claimPooledServer(dir: string, timeoutMs = 180_000): Promise<PooledServer> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const server = await claimOne(dir);
    if (server) return server;
    const failed = (await fs.readdir(dir)).find((name) => name.startsWith('failed-'));
    if (failed) throw new Error(`a pooled server did not start: ${await fs.readFile(path.join(dir, failed), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no pooled server was ready within ${timeoutMs} ms (pool ${dir})`);
}

export function pooledServerOutput(server: PooledServer): string {
  try {
    return readFileSync(server.logFile, 'utf8');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGKILL: the data folder is thrown away, so the clean stop's last-good dump (seconds after a
 * journey changed data) would be written for nothing.
 */
export async function stopPooledServer(server: PooledServer): Promise<void> {
  if (alive(server.pid)) process.kill(server.pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (alive(server.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await fs.rm(server.dataDir, { recursive: true, force: true });
}
