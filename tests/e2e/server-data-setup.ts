/**
 * vitest globalSetup of the e2e project: the server's first start on an empty data folder, once per
 * run; each journey file starts its own server on a copy of the folder it leaves (startE2e).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../scripts/server-bundle.mjs';
import { makeServerDataTemplate } from '../support/server-data.ts';

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
  return removeIt;
}
