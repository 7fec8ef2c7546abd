/**
 * Pages for browser benches: each page is an entry file bundled with esbuild into a temp folder and
 * served by a small static server on 127.0.0.1, cross-origin isolated so the page may call
 * `performance.measureUserAgentSpecificMemory`. A bench adds a page by naming another entry.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/support/browser.ts';

export interface BenchPage {
  /** The served file is `/{name}.js`; a page also gets `/{name}.html` loading it. */
  name: string;
  entry: string;
  /** A worker script: bundled and served, no HTML. */
  worker?: boolean;
}

export interface PageServer {
  url(name: string): string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // An entry that imports CSS gets a .css file beside its .js; Chromium drops a stylesheet of another type.
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export interface BundleOptions {
  /** False keeps the names, so a CPU profile of the page reads; production mode either way. */
  minify?: boolean;
}

/** Bundles every entry (production mode, minified unless told, as a browser ES module) into `dir`. */
export async function bundlePages(pages: readonly BenchPage[], dir: string, options: BundleOptions = {}): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(pages.map((page) => [page.name, page.entry])),
    outdir: dir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: options.minify ?? true,
    sourcemap: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  for (const page of pages) {
    if (page.worker) continue;
    const html = `<!doctype html><meta charset="utf-8"><title>${page.name}</title><script type="module" src="/${page.name}.js"></script>`;
    await fs.writeFile(path.join(dir, `${page.name}.html`), html);
  }
}

/** Bundles the pages into a fresh temp folder and serves it until `close`. */
export async function servePages(pages: readonly BenchPage[], options: BundleOptions = {}): Promise<PageServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-bench-pages-'));
  await bundlePages(pages, dir, options);
  const server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    fs.readFile(path.join(dir, name)).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
          'Cache-Control': 'no-store',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench page server has no TCP port');
  const { port } = address;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}.html`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium; eager memory measurement so `measureUserAgentSpecificMemory` answers at once instead of after the next GC. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      '--enable-blink-features=ForceEagerMeasureMemory',
    ],
  });
}
