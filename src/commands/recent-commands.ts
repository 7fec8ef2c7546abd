/**
 * The palette's recently run commands, newest first, kept per user in localStorage so they
 * survive a reload. Storage is passed in: tests and private-mode browsers without it still work.
 */
const MAX_RECENT = 10;
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const keyFor = (userId: number) => `kwb.recent-commands.${userId}`;

export function readRecent(storage: Storage | undefined, userId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(storage: Storage | undefined, userId: number, id: string): string[] {
  const next = [id, ...readRecent(storage, userId).filter((other) => other !== id)].slice(0, MAX_RECENT);
  try {
    storage?.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the recent list, never the command.
  }
  return next;
}
