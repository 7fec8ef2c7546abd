// The built client for benches: build it when stale, and size its files (raw and gzip -9) from disk.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientBuildIsStale } from '../../server/build/ensure-client-build.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const clientDir = path.join(root, 'dist', 'client');

/**
 * A build made under NODE_ENV=development or test (start.ts spawned by a test runner inherits it) ships
 * React's development bundles: its entry chunk's source map names `*.development.js` files.
 */
export function clientBuildIsDevelopment(): boolean {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+src="\/(assets\/[^"]+\.js)"/)?.[1];
  const map = entry && path.join(clientDir, `${entry}.map`);
  if (!map || !fs.existsSync(map)) return false;
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.some((source) => /\.development\.js$|jsx-dev-runtime/.test(source));
}

export type BuildReason = 'fresh' | 'stale' | 'development build';

/** `npx vite build` (production) when dist/client is missing, older than its sources, or a development build. */
export async function buildClientIfNeeded(): Promise<BuildReason> {
  const reason: BuildReason = clientBuildIsStale() ? 'stale' : clientBuildIsDevelopment() ? 'development build' : 'fresh';
  if (reason === 'fresh') return reason;
  // NODE_ENV left over from a test runner would give a development build (jsx-dev-runtime, no minified React).
  const env = { ...process.env, NODE_ENV: 'production' };
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npx vite build failed with exit code ${code}`))));
  });
  return reason;
}

export type Asset = { file: string; kind: 'js' | 'css'; raw: number; gzip: number; fromDisk: boolean };

/** Sizes of a served asset, from the built file it was served from; the served bytes if a rebuild removed it meanwhile. */
export function sizeAsset(pathname: string, kind: Asset['kind'], served: Buffer | undefined): Asset {
  const onDisk = path.join(clientDir, decodeURIComponent(pathname));
  const inside = onDisk.startsWith(clientDir + path.sep) && fs.existsSync(onDisk);
  const bytes = inside ? fs.readFileSync(onDisk) : served;
  if (!bytes) throw new Error(`${pathname} is neither in ${clientDir} nor in the response`);
  return { file: pathname.replace(/^\/assets\//, ''), kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, fromDisk: inside };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const sum = (assets: Asset[], key: 'raw' | 'gzip'): number => assets.reduce((total, asset) => total + asset[key], 0);

export function printAssetTable(title: string, assets: Asset[]): void {
  console.log(title);
  if (assets.length === 0) {
    console.log('  (none)\n');
    return;
  }
  const width = Math.max(4, ...assets.map((a) => a.file.length + (a.fromDisk ? 0 : 2)));
  console.log(`  ${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
  for (const kind of ['js', 'css'] as const) {
    const rows = assets.filter((a) => a.kind === kind).sort((a, b) => b.gzip - a.gzip);
    if (rows.length === 0) continue;
    for (const a of rows) console.log(`  ${(a.file + (a.fromDisk ? '' : ' *')).padEnd(width)}  ${kb(a.raw).padStart(8)}  ${kb(a.gzip).padStart(8)}`);
    console.log(`  ${`total ${kind.toUpperCase()} (${rows.length})`.padEnd(width)}  ${kb(sum(rows, 'raw')).padStart(8)}  ${kb(sum(rows, 'gzip')).padStart(8)}`);
  }
  console.log('');
}
