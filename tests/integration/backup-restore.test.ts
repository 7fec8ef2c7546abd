import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { copiedServerData } from '../support/server-data.ts';
import { freePort, postJson, spawnServer, waitForStatus, type ServerProcess } from '../support/server-process.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

let dataDir = '';
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; token: string }> {
  const server = spawnServer({ DATA_DIR: dataDir }, await freePort());
  running.push(server);
  await waitForStatus(server);
  const { json } = await postJson(`${server.url}/api/user/login`, { email: 'power@demo.test', pass: DEMO_PASSWORD });
  return { server, token: (json as { token: string }).token };
}
const setDark = (s: ServerProcess, token: string, dark_mode: boolean) =>
  postJson(`${s.url}/api/service/settings/update`, { user_id: 2, company_id: 1, settings: { dark_mode } }, token);
const darkMode = async (s: ServerProcess, token: string) =>
  ((await postJson(`${s.url}/api/service/startup`, { user: 'power@demo.test', user_id: 2, company_id: 1 }, token)).json as { userSettings: { dark_mode: boolean } }).userSettings.dark_mode;

describe('npm run backup and npm run restore', () => {
  // Three server starts and three CLI runs: minutes on a busy machine, seconds on a quiet one.
  it('backs up a running server, and a restore brings that state back', { timeout: 180_000 }, async () => {
    dataDir = await copiedServerData('kwb-backup-');
    const first = await start();
    await setDark(first.server, first.token, true);
    const { stdout } = await cli(dataDir, 'backup');
    const file = /Backup written: (.+\.tar\.gz)/.exec(stdout)?.[1];
    expect(file).toBeDefined();
    await setDark(first.server, first.token, false);

    await expect(cli(dataDir, 'restore', file ?? '')).rejects.toMatchObject({ stderr: expect.stringContaining('Stop the server') });
    first.server.child.kill('SIGTERM');
    await first.server.exited;

    const restored = await cli(dataDir, 'restore', file ?? '');
    expect(restored.stdout).toMatch(/Restored .*previous database is kept in .*pgdata\.before-restore-/);
    const second = await start();
    expect(await darkMode(second.server, second.token)).toBe(true);
    second.server.child.kill('SIGTERM');
    await second.server.exited;

    const offline = await cli(dataDir, 'backup');
    expect(offline.stdout).toMatch(/Backup written: .*keyword-workbench-.*\.tar\.gz/);
  });

  it('names a missing backup file', async () => {
    await expect(cli(dataDir, 'restore', '/nonexistent/backup.tar.gz')).rejects.toMatchObject({ stderr: expect.stringContaining('No backup file at /nonexistent/backup.tar.gz') });
  });
});
