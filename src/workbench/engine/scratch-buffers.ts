/**
 * Reused working arrays for the passes that need a few arrays as long as the view and drop them at
 * the end (sort digits, the grouping walk's links, the filter's survivors). Fresh arrays of a million
 * entries per view change add tens of megabytes of outside-the-heap memory, which makes V8 run full
 * collections, and with a million row objects in the heap one of those costs hundreds of milliseconds.
 * The engine runs one request at a time in its worker, so a slot is never in use twice at once: a
 * caller must not keep a scratch array, or pass it on, beyond its own call.
 */
const slots = new Map<string, ArrayBuffer>();

function buffer(slot: string, bytes: number): ArrayBuffer {
  const held = slots.get(slot);
  if (held && held.byteLength >= bytes) return held;
  // Growing by half again: a view that grows by a few rows does not reallocate every time.
  const grown = new ArrayBuffer(Math.max(bytes, Math.ceil((held?.byteLength ?? 0) * 1.5), 1024));
  slots.set(slot, grown);
  return grown;
}

/** A Uint32Array of `length` in the slot's buffer; its contents are whatever the last user left. */
export function scratchUint32(slot: string, length: number): Uint32Array {
  return new Uint32Array(buffer(slot, length * 4), 0, length);
}

export function scratchInt32(slot: string, length: number): Int32Array {
  return new Int32Array(buffer(slot, length * 4), 0, length);
}
