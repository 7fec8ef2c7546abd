// The server as one bundled file (dist/server/start.js), which `npm start` runs with plain Node.
// Run from its TypeScript sources through the tsx loader, a start spent about as long loading its
// ~400 modules (each one a round trip to the loader's thread) as doing everything else (decision
// 0061). Plain JavaScript, so that running it needs no loader either.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverBundle = path.join(root, 'dist', 'server', 'start.js');
const inputs = ['server', 'src', 'package.json', 'package-lock.json', 'scripts/server-bundle.mjs'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the bundle is missing or older than any of its sources. */
export function serverBundleIsStale() {
  if (!fs.existsSync(serverBundle)) return true;
  const builtAt = fs.statSync(serverBundle).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * Packages the bundle imports from node_modules as they are. They load files of their own at run time
 * (PGlite its WebAssembly and data, argon2 its native addon, pino its transports, socket.io its
 * client, bullmq its Lua scripts), or are only loaded with a database or Redis server configured.
 * Every other package is bundled in: loading ~400 files of node_modules one by one was a third of a
 * seeded cold start (issue 15, decision 0073).
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'socket.io', '@socket.io/redis-adapter', 'bullmq', 'ioredis', 'pg'];

/**
 * Bundles server/start.ts with Vite (already needed for the client) into a folder of its own, then
 * renames the file into place: two starts building at once (browser tests run side by side) never
 * leave half a file. The bundle is dated when the build began, so a source saved during the build
 * still makes it stale.
 */
export async function buildServerBundle() {
  const startedAt = new Date();
  const outDir = path.join(path.dirname(serverBundle), `.build-${process.pid}-${Date.now()}`);
  const { build } = await import('vite');
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      build: {
        ssr: path.join(root, 'server', 'start.ts'),
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        target: 'node20',
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'start.js' } },
      },
      ssr: { target: 'node', noExternal: true, external: EXTERNAL },
    });
    const built = path.join(outDir, 'start.js');
    fs.utimesSync(built, startedAt, startedAt);
    fs.renameSync(built, serverBundle);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Builds the bundle when it is missing or stale; a failed build stops the start (its sources are broken). */
export async function ensureServerBundle(log = console) {
  if (!serverBundleIsStale()) return;
  log.info('Building the server (missing or older than its sources)...');
  await buildServerBundle();
}
