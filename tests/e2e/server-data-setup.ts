/**
 * vitest globalSetup of the e2e project: the server's first start on an empty data folder, once per
 * run; then a pool of servers started ahead on copies of the folder it leaves (server-pool.ts), and
 * one Chromium the files connect to.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../scripts/server-bundle.mjs';
import { chromiumArgs, chromiumPath } from '../support/browser.ts';
import { makeServerDataTemplate } from '../support/server-data.ts';
import { startServerPool } from '../support/server-pool.ts';

/**
 * How many of the run's files take a pooled server: those that start theirs with `startE2e()` and
 * no environment of their own (the pool's servers all run the default one).
 */
async function filesTakingAPooledServer(project: TestProject): Promise<number> {
  const { testFiles } = await project.globTestFiles();
  const sources = await Promise.all(testFiles.map((file) => fs.readFile(file, 'utf8')));
  return sources.filter((source) => source.includes('startE2e()')).length;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Once, before any file starts its server (tests/support/server-process.ts).
  await ensureServerBundle();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-e2e-template-'));
  const removeIt = () => fs.rm(dataDir, { recursive: true, force: true });
  await makeServerDataTemplate(dataDir).catch(async (failure: unknown) => {
    await removeIt();
    throw failure;
  });
  project.provide('serverDataTemplate', dataDir);
  // One ready server per worker: while a file runs, the next one's server starts.
  const spares = project.config.maxWorkers;
  const pool = await startServerPool(dataDir, spares, await filesTakingAPooledServer(project));
  project.provide('serverPool', pool.dir);
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await pool.stop();
    await removeIt();
  };
}
