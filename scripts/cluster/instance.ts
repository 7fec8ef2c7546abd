import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** One server process, exactly as `npm start` runs it, on a loopback port. */
export type Instance = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (a drain) and wait for the exit; the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies as in a crash. */
  kill(): Promise<void>;
};

export function spawnInstance(name: string, port: number, env: Record<string, string>): Instance {
  let output = '';
  // `npm start`'s entry: the bundled server, which startCluster has built once before any instance starts.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // The last 64 kB: enough to explain a failure, bounded for a long run.
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (running()) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until the instance's /api/health answers 200; fails with its output when it exits or takes too long. */
export async function waitHealthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}:\n${instance.output()}`);
    try {
      const response = await fetch(`${instance.url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} was not healthy within ${timeoutMs} ms:\n${instance.output()}`);
}
