import { AsyncLocalStorage } from 'node:async_hooks';
import type { UsageSuite } from '../../src/domain/provider-usage.ts';

/** Who a provider lookup is made for: the company it is counted against and the suite that asked. */
export interface UsageCaller {
  readonly companyId: number;
  readonly suite: UsageSuite;
}

/*
 * Decision 0053: the ports and their caches are built once per server and shared by routes and jobs,
 * so the caller travels beside the call instead of through every request type. A route names its
 * suite in its declaration (`usage:` on apiPost), a job kind in its definition; both run their work
 * inside `withUsage`, and the cache layer reads the caller where it counts.
 */
const storage = new AsyncLocalStorage<UsageCaller>();

/** Runs `work` with every provider lookup inside it counted for `caller`. */
export function withUsage<T>(caller: UsageCaller, work: () => Promise<T>): Promise<T> {
  return storage.run(caller, work);
}

/** The caller of the work under way; undefined outside any `withUsage` (then nothing is counted). */
export function usageCaller(): UsageCaller | undefined {
  return storage.getStore();
}
