import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ServerProcess = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/**
 * Runs the real entry point (the one `npm start` runs: the bundled server, scripts/start.mjs) as a
 * child process on loopback. The test project's globalSetup builds the bundle first, so two files
 * starting side by side never both build it.
 */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitForStatus(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

export async function postJson(url: string, body: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

/** The process's exit code; a process still running after `timeoutMs` fails the test with its output. */
export async function exitCodeWithin(server: ServerProcess, timeoutMs = 60_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}
