import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { startServer } from './main.ts';

/** `npm run dev`: the API on PORT, and Vite's dev server (hot reload) proxying /api to it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`API on ${server.url}; the app with hot reload on http://127.0.0.1:5173`);
  const root = path.resolve(import.meta.dirname, '..');
  const vite = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(config.port) },
  });
  const stop = async () => {
    vite.kill('SIGTERM');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  vite.once('exit', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
