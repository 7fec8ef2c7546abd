/**
 * Servers started ahead of the browser journeys that need them (e2e globalSetup, main process).
 *
 * Each journey file used to copy the data template and start its own server in its beforeAll, and
 * stop it in its afterAll: about 13 s between two files of a worker on CI's machine, a third of the
 * phase. Here the next files' servers start while the current files run, each on its own copy of
 * the template and its own port, so a file only claims one that is ready. Every file still gets a
 * fresh server on fresh data: nothing is shared between files.
 *
 * The hand-over is a folder: a ready server is a `ready-N.json` file; a journey claims it by renaming
 * it (atomic, so two workers never get the same server), and the pool starts the next one.
 */
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, waitForStatus } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of ready servers (startServerPool), when the run has a pool. */
    serverPool: string;
    /** The run's Chromium (playwright's launchServer), when it has one. */
    chromiumEndpoint: string;
  }
}

/** What a journey needs of a pooled server; written as `ready-N.json`. */
export interface PooledServer {
  readonly url: string;
  readonly pid: number;
  readonly dataDir: string;
  /** The server's stdout and stderr, for a failing file's message. */
  readonly logFile: string;
}

export interface ServerPool {
  readonly dir: string;
  stop(): Promise<void>;
}

/**
 * Keeps `spares` servers ready until `total` have been started. A server that fails to start is
 * written as `failed-N.txt` with its output, and the journey waiting for one reports it.
 */
export async function startServerPool(template: string, spares: number, total: number): Promise<ServerPool> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-e2e-pool-'));
  const children = new Set<ChildProcess>();
  const dataDirs: string[] = [];
  let started = 0;
  let stopping = false;

  async function startOne(n: number): Promise<void> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-e2e-'));
    dataDirs.push(dataDir);
    await fs.cp(template, dataDir, { recursive: true });
    const logFile = path.join(dir, `server-${n}.log`);
    const log = createWriteStream(logFile);
    const server = spawnServer({ DATA_DIR: dataDir }, await freePort());
    const { child } = server;
    children.add(child);
    child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    void server.exited.then(() => children.delete(child));
    try {
      await waitForStatus(server);
    } catch (failure) {
      if (stopping) return;
      child.kill('SIGKILL');
      await fs.writeFile(path.join(dir, `failed-${n}.txt`), String(failure));
      return;
    }
    if (child.pid === undefined) return;
    const ready: PooledServer = { url: server.url, pid: child.pid, dataDir, logFile };
    // Written under another name first, so a journey never reads half a file.
    await fs.writeFile(path.join(dir, `starting-${n}.json`), JSON.stringify(ready));
    await fs.rename(path.join(dir, `starting-${n}.json`), path.join(dir, `ready-${n}.json`));
  }

  const inFlight = new Set<Promise<void>>();
  async function topUp(): Promise<void> {
    if (stopping) return;
    const names = await fs.readdir(dir);
    const waiting = names.filter((name) => name.startsWith('ready-')).length + inFlight.size;
    for (let i = waiting; i < spares && started < total; i += 1) {
      started += 1;
      const job = startOne(started).finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
  }
  await topUp();
  const timer = setInterval(() => void topUp(), 200);

  return {
    dir,
    async stop() {
      stopping = true;
      clearInterval(timer);
      for (const child of children) child.kill('SIGKILL');
      await Promise.allSettled([...inFlight]);
      await Promise.all([...dataDirs, dir].map((d) => fs.rm(d, { recursive: true, force: true })));
    },
  };
}
