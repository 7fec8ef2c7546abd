import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedServerData } from '../support/server-data.ts';
import { freePort, spawnServer, waitForStatus, type ServerProcess } from '../support/server-process.ts';

const dirs: string[] = [];
const running: ServerProcess[] = [];

async function start(timeoutSeconds: number, logLevel: string): Promise<ServerProcess> {
  const dataDir = await copiedServerData('kwb-shutdown-');
  dirs.push(dataDir);
  const server = spawnServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: String(timeoutSeconds), LOG_LEVEL: logLevel }, await freePort());
  running.push(server);
  // A loaded machine can take a minute to start a server; two at once, longer.
  await waitForStatus(server, 150_000);
  return server;
}

/** A request whose body is still arriving: in flight from the server's view until the last byte comes. */
async function requestInFlight(server: ServerProcess) {
  const body = JSON.stringify({ email: 'nobody@demo.test', pass: 'wrong-password' });
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
  // In flight from the server's view once Fastify has taken the request in (a busy event loop may take a while).
  await until(() => /"reqId":"[^"]+".*"url":"\/api\/user\/login".*"msg":"incoming request"/.test(server.output()), 60_000);
  return { finish: () => socket.end(body.slice(10)), answer: async () => (await closed, answer), destroy: () => socket.destroy() };
}

/** Polls with new connections until the port refuses one: the stop has closed the listening socket. */
async function refusedWithin(server: ServerProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([server.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('graceful shutdown of `npm start`', () => {
  // Found by this file: a request whose body is still arriving at SIGTERM has its connection closed
  // without an answer in the real server (a bare Fastify answers it); not yet explained.
  it.todo('answers a request whose body is still arriving at SIGTERM');
  let clean: ServerProcess;
  let stuck: ServerProcess;
  // Both start at once: a start is most of this file's time.
  beforeAll(async () => {
    [clean, stuck] = await Promise.all([start(60, 'debug'), start(1, 'debug')]);
  }, 170_000);

  it('SIGTERM with a request in flight: refuses new connections, closes and exits 0 within the timeout', async () => {
    const inFlight = await requestInFlight(clean);
    const sentAt = Date.now();
    clean.child.kill('SIGTERM');
    // The request is still waiting for its body while the server already turns new connections away.
    expect(await refusedWithin(clean, 30_000)).toBe(true);
    inFlight.finish();
    expect(await exitWithin(clean, 58_000)).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    const lines = clean.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^SIGTERM: stopping .*exit forced after 60 s$/), 'stopped cleanly']));
  });

  it('a request that never ends cannot hold the stop: the process exits 1 when the timeout runs out, logged', async () => {
    const inFlight = await requestInFlight(stuck);
    const sentAt = Date.now();
    stuck.child.kill('SIGTERM');
    expect(await exitWithin(stuck, 30_000)).toBe(1);
    const took = Date.now() - sentAt;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(stuck.output()).toContain('the stop took longer than 1 s: exiting without waiting further');
    inFlight.destroy();
  });
});
