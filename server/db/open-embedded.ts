import fs from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { fillFromTemplate } from './database-template.ts';
import { readFreshness, staleDumpReason } from './dump-freshness.ts';
import { lastGoodDump, moveAside, pgdataDir, readDump } from './embedded-dumps.ts';

export type Logger = { info(message: string): void; warn(message: string): void; error(message: string): void };

export class StaleDumpError extends Error {}

/**
 * Opens the embedded database. When the folder will not start (an unclean stop PGlite could not
 * recover from), the broken folder is moved aside, kept for inspection, and the last good dump is
 * restored in its place, saying so loudly, but only when the dump is known to hold every write
 * (dump-freshness.ts) or the operator said `restoreStaleDump`; otherwise, and with no dump at all,
 * the start is refused with what to do.
 */
export async function openEmbedded(dataDir: string, log: Logger, options: { restoreStaleDump?: boolean } = {}): Promise<DatabaseHandle> {
  // Before the try: a template that cannot be built or copied is an error of its own, not a broken folder to restore over.
  await fillFromTemplate(pgdataDir(dataDir));
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
    const stale = staleDumpReason(await readFreshness(dataDir));
    if (stale !== null && options.restoreStaleDump !== true) {
      throw new StaleDumpError(
        `The embedded database in ${pgdataDir(dataDir)} does not start (${reason}), and its last-good dump ${dump} may be missing data: ${stale}. ` +
          'Nothing was changed. Either start once with RESTORE_LAST_GOOD=yes to restore that dump anyway (the broken folder is kept beside it as pgdata.broken-<time>), ' +
          'or restore another backup with `npm run restore FILE`, or copy the folder elsewhere to recover it first.',
      );
    }
    const aside = await moveAside(dataDir, 'broken');
    log.error(`The embedded database did not start (${reason}). Moved it to ${aside}; restoring ${dump}${stale === null ? '' : ` although ${stale} (RESTORE_LAST_GOOD)`}.`);
    await fs.mkdir(pgdataDir(dataDir), { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir), loadDataDir: await readDump(dump) });
  }
}
