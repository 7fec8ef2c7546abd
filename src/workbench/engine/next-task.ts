/**
 * A pause until a new task, so the page can paint and take input between slices of long work.
 * `scheduler.yield()` where the browser has it (the work continues ahead of other queued tasks);
 * elsewhere a zero timeout.
 */
export function nextTask(scope: object = globalThis): Promise<void> {
  const scheduler: unknown = Reflect.get(scope, 'scheduler');
  const yieldTo: unknown = typeof scheduler === 'object' && scheduler !== null ? Reflect.get(scheduler, 'yield') : undefined;
  if (typeof yieldTo === 'function') return Promise.resolve(Reflect.apply(yieldTo, scheduler, [])).then(() => undefined);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
