/**
 * The task durations of a Chromium performance trace, per thread: the page's main thread (where the
 * grid renders) and the engine's worker. Used for the longest main-thread task, since 'longtask'
 * entries only exist for tasks over 50 ms and say nothing about the ones below.
 */
import { z } from 'zod';

const traceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number().optional(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type TraceEvent = z.infer<typeof traceEvent>;

/** A trace file is either `{ traceEvents: [...] }` or a bare array; unreadable events are skipped. */
export function traceEventsOf(json: unknown): TraceEvent[] {
  const list: unknown = Array.isArray(json) ? json : typeof json === 'object' && json !== null && 'traceEvents' in json ? json.traceEvents : [];
  if (!Array.isArray(list)) return [];
  const events: TraceEvent[] = [];
  for (const item of list) {
    const parsed = traceEvent.safeParse(item);
    if (parsed.success) events.push(parsed.data);
  }
  return events;
}

/** The event name of one top-level task; older traces only have the scheduler's own name. */
const TASK_NAMES = ['RunTask', 'ThreadControllerImpl::RunTask'];

export interface ThreadTasks {
  thread: string;
  /** Task durations in ms, in trace order. */
  tasks: number[];
}

const threadKey = (pid: number, tid: number): string => `${pid}:${tid}`;

/**
 * Top-level task durations of the threads named `threadName` ('CrRendererMain', 'DedicatedWorker thread'),
 * the busiest such thread first: a browser may run more than one renderer, and the page's is the busy one.
 */
export function threadTasks(events: readonly TraceEvent[], threadName: string): ThreadTasks[] {
  const names = new Map<string, string>();
  for (const e of events) {
    const name = e.ph === 'M' && e.name === 'thread_name' ? e.args?.name : undefined;
    if (typeof name === 'string') names.set(threadKey(e.pid, e.tid), name);
  }
  const taskName = TASK_NAMES.find((name) => events.some((e) => e.name === name && e.ph === 'X'));
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const key = threadKey(e.pid, e.tid);
    if (e.name !== taskName || e.ph !== 'X' || e.dur === undefined || names.get(key) !== threadName) continue;
    const tasks = byThread.get(key) ?? [];
    tasks.push(e.dur / 1000);
    byThread.set(key, tasks);
  }
  const total = (tasks: number[]): number => tasks.reduce((sum, t) => sum + t, 0);
  return [...byThread.entries()]
    .map(([key, tasks]) => ({ thread: `${threadName} ${key}`, tasks }))
    .sort((a, b) => total(b.tasks) - total(a.tasks));
}

export interface TaskStats {
  count: number;
  longest: number;
  over50: number;
  /** The 99th percentile task. */
  p99: number;
  /** The main thread's busy share of the traced time. */
  busy: number;
}

export function taskStats(tasks: readonly number[], seconds: number): TaskStats {
  const sorted = [...tasks].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const busy = sorted.reduce((sum, t) => sum + t, 0);
  return {
    count: sorted.length,
    longest: sorted[sorted.length - 1] ?? 0,
    over50: sorted.filter((t) => t > 50).length,
    p99: at(0.99),
    busy: seconds > 0 ? busy / (seconds * 1000) : 0,
  };
}

export interface TimeByName {
  name: string;
  /** Milliseconds of this event's own time: its duration less the events nested in it. */
  self: number;
}

/**
 * Where the time of the named thread's tasks went, by trace event name (FunctionCall, Layout,
 * UpdateLayoutTree, Paint, ...), own time only, for the tasks longer than `minTask` ms. The task event
 * itself keeps what no nested event explains. Biggest first.
 */
export function taskBreakdown(events: readonly TraceEvent[], threadName: string, minTask: number): { tasks: number; times: TimeByName[] } {
  const [busiest] = threadTasks(events, threadName);
  if (!busiest) return { tasks: 0, times: [] };
  const key = busiest.thread.slice(threadName.length + 1);
  const onThread = events
    .filter((e) => e.ph === 'X' && e.ts !== undefined && e.dur !== undefined && `${e.pid}:${e.tid}` === key)
    .map((e) => ({ name: e.name, start: e.ts ?? 0, end: (e.ts ?? 0) + (e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map<string, number>();
  let tasks = 0;
  let inLongTask = false;
  const stack: { name: string; end: number; self: number }[] = [];
  const close = (until: number): void => {
    for (let top = stack[stack.length - 1]; top && top.end <= until; top = stack[stack.length - 1]) {
      stack.pop();
      if (inLongTask) self.set(top.name, (self.get(top.name) ?? 0) + top.self / 1000);
    }
  };
  for (const e of onThread) {
    close(e.start);
    const parent = stack[stack.length - 1];
    if (!parent) {
      inLongTask = TASK_NAMES.includes(e.name) && (e.end - e.start) / 1000 > minTask;
      if (inLongTask) tasks += 1;
    } else {
      parent.self -= Math.min(e.end, parent.end) - e.start;
    }
    stack.push({ name: e.name, end: e.end, self: e.end - e.start });
  }
  close(Number.POSITIVE_INFINITY);
  const times = [...self.entries()].map(([name, time]) => ({ name, self: time })).sort((a, b) => b.self - a.self);
  return { tasks, times };
}
