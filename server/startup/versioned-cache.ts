/** Enough for every user of a busy instance; the least recently used entry goes first. */
const DEFAULT_CAPACITY = 5_000;

/**
 * Values kept with the start-up version they were read at (decision 0056): a value answers only
 * while the version is the same, so any write to the tables the version's trigger watches makes
 * every entry a miss on the next call, on every server instance.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { readonly version: string; readonly value: V }>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(key: string, version: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit?.version !== version) return undefined;
    // Refreshed in the Map's order, so the least recently used entry is the first one.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, version: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
