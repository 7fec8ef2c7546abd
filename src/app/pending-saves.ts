/**
 * Saves the screen holds back a moment (a column layout waits 400 ms for the last drag) and that must
 * go out before the session ends: logout flushes them while the session's token is still good.
 */
type Flush = () => Promise<void>;

const pending = new Set<Flush>();

/** Registers a held-back save; the returned function takes it off again (it was sent, or dropped). */
export function holdSave(flush: Flush): () => void {
  pending.add(flush);
  return () => {
    pending.delete(flush);
  };
}

/** Sends every held-back save now and waits for them; one that fails does not stop the others, nor the logout. */
export async function flushHeldSaves(): Promise<void> {
  const flushes = [...pending];
  pending.clear();
  await Promise.allSettled(flushes.map((flush) => flush()));
}
