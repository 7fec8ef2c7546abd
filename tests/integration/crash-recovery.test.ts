import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { copiedServerData } from '../support/server-data.ts';
import { exitCodeWithin, freePort, postJson, spawnServer, waitForStatus, type ServerProcess } from '../support/server-process.ts';

const dirs: string[] = [];
const running: ServerProcess[] = [];
/** A copy of the run's seeded data folder: the first start on an empty folder is seed.test.ts's subject, not this file's. */
async function tempDataDir(): Promise<string> {
  const dir = await copiedServerData('kwb-crash-');
  dirs.push(dir);
  return dir;
}
async function start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = spawnServer({ DATA_DIR: dataDir, ...env }, await freePort());
  running.push(server);
  await waitForStatus(server);
  return server;
}
async function login(server: ServerProcess): Promise<string> {
  const { json } = await postJson(`${server.url}/api/user/login`, { email: 'power@demo.test', pass: DEMO_PASSWORD });
  return (json as { token: string }).token;
}
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

// Each test starts the real server two or three times; on CI's busy 2 cores a start on the seeded
// folder now takes 10-20 s (the suites' demo data grew), so a test gets 150 s rather than 60.
describe('the embedded database under an unclean stop', { timeout: 150_000 }, () => {
  it('keeps every settings update answered 200 before a SIGKILL, and starts again', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first);

    // Each update writes the whole growing map, so the last acknowledged state holds every earlier one.
    const headers: Record<string, { n: number }> = {};
    let acknowledged = -1;
    let killed = false;
    const stream = (async () => {
      for (let n = 0; !killed; n++) {
        headers[`k${n}`] = { n };
        try {
          const { status } = await postJson(`${first.url}/api/service/settings/header/update`, { user_id: 2, company_id: 1, saved_headers: headers }, token);
          if (status === 200 && !killed) acknowledged = n;
        } catch {
          return; // the connection died with the process
        }
      }
    })();
    while (acknowledged < 40) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await stream;
    const lastAcknowledged = acknowledged;

    const second = await start(dataDir);
    const token2 = await login(second);
    const { status, json } = await postJson(`${second.url}/api/service/startup`, { user: 'power@demo.test', user_id: 2, company_id: 1 }, token2);
    expect(status).toBe(200);
    const saved = (json as { saved_headers: Record<string, { n: number }> }).saved_headers;
    for (let n = 0; n <= lastAcknowledged; n++) expect(saved[`k${n}`], `update ${n} of ${lastAcknowledged}`).toEqual({ n });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('refuses a second process on the same data folder, and takes over the lock of a dead one', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const second = spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(await exitCodeWithin(second)).toBe(1);
    expect(second.output()).toContain(`is in use by another server process (pid ${first.child.pid})`);
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await fs.readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(first.child.pid));
    const third = await start(dataDir);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'server.lock'))).rejects.toThrow();
  });

  it('restores the last good dump when the folder will not start, keeping the broken one aside', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await login(first);
    await postJson(`${first.url}/api/service/settings/update`, { user_id: 2, company_id: 1, settings: { dark_mode: true } }, token);
    // The last-good dump is written right after the start; wait for it, then stop cleanly.
    const dump = path.join(dataDir, 'backups', 'last-good.tar.gz');
    for (let i = 0; i < 200 && !(await fs.access(dump).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGTERM');
    await first.exited;

    await fs.rm(path.join(dataDir, 'pgdata', 'global', 'pg_control'));
    const second = await start(dataDir);
    expect(second.output()).toMatch(/did not start .*Moved it to .*pgdata\.broken-.*restoring/s);
    const entries = await fs.readdir(dataDir);
    expect(entries.some((e) => e.startsWith('pgdata.broken-'))).toBe(true);
    const { json } = await postJson(`${second.url}/api/user/login`, { email: 'admin@demo.test', pass: DEMO_PASSWORD });
    expect(json).toMatchObject({ login: 1 });
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it('refuses to restore a dump that may miss writes after an unclean stop, until the operator says so', async () => {
    const dataDir = await tempDataDir();
    const freshness = path.join(dataDir, 'backups', 'last-good.json');
    const first = await start(dataDir);
    for (let i = 0; i < 200 && !(await fs.access(freshness).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 50));
    const token = await login(first);
    await postJson(`${first.url}/api/service/settings/update`, { user_id: 2, company_id: 1, settings: { dark_mode: true } }, token);
    first.child.kill('SIGKILL');
    await first.exited;
    await fs.rm(path.join(dataDir, 'pgdata', 'global', 'pg_control'));

    const refused = spawnServer({ DATA_DIR: dataDir }, await freePort());
    running.push(refused);
    expect(await exitCodeWithin(refused)).toBe(1);
    expect(refused.output()).toMatch(/may be missing data: the server did not stop cleanly.*RESTORE_LAST_GOOD=yes/su);
    const untouched = await fs.readdir(dataDir);
    expect(untouched.some((entry) => entry.startsWith('pgdata.broken-'))).toBe(false);

    const restored = await start(dataDir, { RESTORE_LAST_GOOD: 'yes' });
    expect(restored.output()).toMatch(/Moved it to .*pgdata\.broken-.*restoring .*although the server did not stop cleanly/su);
    const { json } = await postJson(`${restored.url}/api/user/login`, { email: 'admin@demo.test', pass: DEMO_PASSWORD });
    expect(json).toMatchObject({ login: 1 });
    restored.child.kill('SIGTERM');
    await restored.exited;
  });
});
