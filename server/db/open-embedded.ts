import fs from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { lastGoodDump, moveAside, pgdataDir, readDump } from './embedded-dumps.ts';

export type Logger = { info(message: string): void; warn(message: string): void; error(message: string): void };

/**
 * Opens the embedded database. When the folder will not start (an unclean stop PGlite could not
 * recover from), the broken folder is moved aside, kept for inspection, and the last good dump is
 * restored in its place, saying so loudly; with no dump to fall back to it refuses with a message.
 */
export async function openEmbedded(dataDir: string, log: Logger): Promise<DatabaseHandle> {
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir) });
    await handle.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    return handle;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const dump = await lastGoodDump(dataDir);
    if (!dump) {
      throw new Error(`The embedded database in ${pgdataDir(dataDir)} does not start (${reason}) and there is no dump to restore. ` +
        'Restore a backup with `npm run restore FILE`.');
    }
    const aside = await moveAside(dataDir, 'broken');
    log.error(`The embedded database did not start (${reason}). Moved it to ${aside}; restoring ${dump}.`);
    await fs.mkdir(pgdataDir(dataDir), { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir), loadDataDir: await readDump(dump) });
  }
}
