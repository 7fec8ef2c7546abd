import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig, type Backend } from './nginx-config.ts';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary; Debian's package is installed when it is missing and we are root (CI), else a clear error. */
export function ensureNginx(log: (line: string) => void = () => {}): string {
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: apt-get install nginx-light (Debian) and try again');
  log('installing nginx (Debian package nginx-light)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore', env });
  const installed = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!installed) throw new Error('nginx was installed but its binary is not in /usr/sbin');
  return installed;
}

export type RunningNginx = { url: string; port: number; dir: string; child: ChildProcess; stop(): Promise<void> };

export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs nginx in the foreground with a config in a temp dir of its own (never the system's service). */
export async function startNginx(binary: string, listenPort: number, backends: readonly Backend[]): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwb-nginx-'));
  // nginx's workers may run as nobody: they must reach the temp folders in here.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, listenPort, backends }));
  let output = '';
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(listenPort, 10_000),
      exited.then(() => {
        throw new Error(`nginx stopped at once:\n${output}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${listenPort}`, port: listenPort, dir, child, stop };
}
