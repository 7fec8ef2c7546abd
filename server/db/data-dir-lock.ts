import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');

/** The pid of a live process holding the folder's lock, if any. */
export function liveLockOwner(dataDir: string): number | undefined {
  try {
    const owner = Number.parseInt(fs.readFileSync(lockFile(dataDir), 'utf8').trim(), 10);
    return Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two processes on one PGlite folder corrupt it, so the folder carries a lock file holding the
 * owner's pid. A lock whose pid is gone (a crash, a SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = liveLockOwner(dataDir);
      if (owner !== undefined) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server process (pid ${owner}). ` +
            'Stop that process first, or start this one with another DATA_DIR.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
}
