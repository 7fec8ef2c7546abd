/**
 * Saves the screen holds back a moment (a column layout waits 400 ms for the last drag) and that must
 * go out before the session or the page ends: logout flushes them while the session's token is still
 * good, and a page being left (reload, closed tab) sends them as requests that outlive it.
 */
export interface FlushOptions {
  /** The page is going away: the request must outlive it (fetch's keepalive). */
  keepalive: boolean;
}

type Flush = (options: FlushOptions) => Promise<void>;

const pending = new Set<Flush>();

/** Registers a held-back save; the returned function takes it off again (it was sent, or dropped). */
export function holdSave(flush: Flush): () => void {
  pending.add(flush);
  return () => {
    pending.delete(flush);
  };
}

/** Sends every held-back save now and waits for them; one that fails does not stop the others, nor the logout. */
export async function flushHeldSaves(options: FlushOptions = { keepalive: false }): Promise<void> {
  const flushes = [...pending];
  pending.clear();
  await Promise.allSettled(flushes.map((flush) => flush(options)));
}

/** Sends the held-back saves when the page is hidden for good or for the back-forward cache. */
export function flushHeldSavesOnPageHide(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onPageHide = () => void flushHeldSaves({ keepalive: true });
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}
