import type { BatchHandler, JobProgress, ProgressListener, SchedulePlan } from './job-port.ts';

type Waiter = { ready: () => boolean; wake: () => void };

/** Handlers, schedule plans and progress listeners: what both runners keep the same way. */
export class JobRegistry {
  private readonly handlers = new Map<string, BatchHandler>();
  private readonly plans = new Map<string, SchedulePlan>();
  private readonly listeners = new Set<ProgressListener>();
  private readonly waiters = new Set<Waiter>();

  register(kind: string, handler: BatchHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
    this.wakeReady();
  }

  addPlan(kind: string, plan: SchedulePlan): void {
    if (this.plans.has(kind)) throw new Error(`job kind "${kind}" already has a schedule`);
    this.plans.set(kind, plan);
    this.wakeReady();
  }

  handler(kind: string): BatchHandler | undefined {
    return this.handlers.get(kind);
  }

  plan(kind: string): SchedulePlan | undefined {
    return this.plans.get(kind);
  }

  /**
   * Resolves once a handler for `kind` is registered, or after `timeoutMs` or an abort, whichever
   * comes first. A runner is started before the app registers its handlers, and a queue may hand
   * it a job left over from the last run in that moment; the job waits instead of failing.
   */
  whenRegistered(kind: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    return this.until(() => this.handlers.has(kind), timeoutMs, signal);
  }

  /** The same wait for a schedule's plan: Redis may hand over a tick before the app has added it. */
  whenPlanned(kind: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    return this.until(() => this.plans.has(kind), timeoutMs, signal);
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(progress: JobProgress): void {
    for (const listener of this.listeners) {
      try {
        listener(progress);
      } catch {
        // A faulty listener (a closed socket) must not stop the job or the other listeners.
      }
    }
  }

  private wakeReady(): void {
    for (const waiter of [...this.waiters]) if (waiter.ready()) waiter.wake();
  }

  private async until(ready: () => boolean, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (ready() || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const waiter: Waiter = { ready, wake: () => done() };
      const timer = setTimeout(() => done(), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(waiter);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(waiter);
    });
  }
}
