import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from './nginx.ts';

/** A redis-server of the suite's own on a loopback port, so an outage never touches the machine's shared Redis. */
export type OwnRedis = { url: string; port: number; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> };

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwb-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    // Append-only with fsync per write: a restart keeps BullMQ's queue, as a real Redis with persistence does.
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: 'ignore' });
    await waitForPort(port, 10_000);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
