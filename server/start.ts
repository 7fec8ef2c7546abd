import { ensureClientBuild } from './build/ensure-client-build.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { StaleDumpError } from './db/open-embedded.ts';
import { writeDump } from './db/embedded-dumps.ts';
import { startServer } from './main.ts';

/** `npm start`: validate the configuration, build the client when stale, serve, stop cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  await ensureClientBuild();
  const server = await startServer(config);
  console.log(`The keyword workbench is listening on ${server.url} (database: ${server.database.kind})`);

  const stop = async (signal: string) => {
    console.log(`${signal}: closing the server, then the database`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // `npm run backup` asks a running server for a dump through this signal: only the server may touch its folder.
  process.on('SIGUSR2', () => {
    const pglite = server.database.pglite;
    if (!pglite) return;
    void writeDump(pglite, config.dataDir).then(
      (file) => console.log(`Backup written: ${file}`),
      (error: unknown) => console.error('Backup failed:', error),
    );
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StaleDumpError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
