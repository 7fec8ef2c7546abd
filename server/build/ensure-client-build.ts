import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

const root = projectRoot;
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the client build is missing or older than any of its sources. */
export function clientBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * Builds the client when it is missing or stale. A failed build stops the start only when there
 * is no earlier build to serve: an API that is up with yesterday's screens beats one that is down.
 */
export async function ensureClientBuild(log: { info(message: string): void; warn(message: string): void }): Promise<void> {
  if (!clientBuildIsStale()) return;
  log.info('Building the client (missing or older than its sources)...');
  try {
    await runViteBuild();
  } catch (error) {
    if (!fs.existsSync(builtIndex)) throw error;
    log.warn(`${error instanceof Error ? error.message : String(error)}; serving the previous client build instead.`);
  }
}

function runViteBuild(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // A test runner's NODE_ENV=test would make Vite bundle React's development build into the
      // very folder `npm start` serves.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`))));
  });
}
