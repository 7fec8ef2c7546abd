import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskBreakdown, taskStats, threadTasks, traceEventsOf } from './trace-tasks.ts';

const meta = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, ms: number, name = 'RunTask') => ({ name, ph: 'X', pid, tid, ts: 0, dur: ms * 1000, cat: 'x' });

describe('threadTasks', () => {
  it('takes the top-level tasks of the named thread, busiest thread first, in ms', () => {
    const events = traceEventsOf({
      traceEvents: [
        meta(1, 1, 'CrRendererMain'),
        meta(2, 1, 'CrRendererMain'),
        meta(2, 7, 'DedicatedWorker thread'),
        task(1, 1, 1),
        task(2, 1, 30),
        task(2, 1, 60),
        task(2, 7, 90),
        { name: 'FunctionCall', ph: 'X', pid: 2, tid: 1, ts: 0, dur: 59_000 },
        { broken: true },
      ],
    });
    const main = threadTasks(events, 'CrRendererMain');
    expect(main.map((t) => t.tasks)).toEqual([[30, 60], [1]]);
    expect(threadTasks(events, 'DedicatedWorker thread')[0]?.tasks).toEqual([90]);
  });

  it('falls back to the scheduler task name of older traces', () => {
    const events = traceEventsOf([meta(1, 1, 'CrRendererMain'), task(1, 1, 12, 'ThreadControllerImpl::RunTask')]);
    expect(threadTasks(events, 'CrRendererMain')[0]?.tasks).toEqual([12]);
  });

  it('reads nothing from something that is not a trace', () => {
    expect(traceEventsOf('nope')).toEqual([]);
    expect(traceEventsOf({ traceEvents: 3 })).toEqual([]);
  });
});

describe('taskStats', () => {
  it('names the longest task, those over 50 ms and the busy share', () => {
    expect(taskStats([10, 70, 20, 51], 1)).toEqual({ count: 4, longest: 70, over50: 2, p99: 70, busy: 0.151 });
    expect(taskStats([], 1)).toEqual({ count: 0, longest: 0, over50: 0, p99: 0, busy: 0 });
  });

  it('the longest is the maximum and the 99th percentile lies between min and max', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 1 }), (tasks) => {
        const stats = taskStats(tasks, 5);
        expect(stats.longest).toBe(Math.max(...tasks));
        expect(stats.p99).toBeLessThanOrEqual(stats.longest);
        expect(stats.p99).toBeGreaterThanOrEqual(Math.min(...tasks));
        expect(stats.over50).toBe(tasks.filter((t) => t > 50).length);
      }),
    );
  });
});

describe('taskBreakdown', () => {
  const x = (name: string, ts: number, ms: number) => ({ name, ph: 'X', pid: 1, tid: 1, ts: ts * 1000, dur: ms * 1000 });

  it('splits the long tasks into own time per event name and skips the short ones', () => {
    const events = traceEventsOf([
      meta(1, 1, 'CrRendererMain'),
      // A 100 ms task: 60 ms script with 20 ms forced layout in it, then 30 ms paint; 10 ms unexplained.
      x('RunTask', 0, 100),
      x('FunctionCall', 0, 60),
      x('Layout', 30, 20),
      x('Paint', 60, 30),
      // A 10 ms task is not long.
      x('RunTask', 200, 10),
      x('Layout', 200, 10),
    ]);
    const { tasks, times } = taskBreakdown(events, 'CrRendererMain', 50);
    expect(tasks).toBe(1);
    expect(Object.fromEntries(times.map((t) => [t.name, t.self]))).toEqual({ FunctionCall: 40, Paint: 30, Layout: 20, RunTask: 10 });
  });

  it('the own times of the long tasks add up to their durations', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 100 })), { maxLength: 20 }), (specs) => {
        // Tasks one after the other, each with one nested event of at most its own length.
        let at = 0;
        const list: object[] = [meta(1, 1, 'CrRendererMain')];
        let long = 0;
        for (const [length, nested] of specs) {
          list.push(x('RunTask', at, length), x('Layout', at, Math.min(nested, length)));
          if (length > 50) long += length;
          at += length + 1;
        }
        const { times } = taskBreakdown(traceEventsOf(list), 'CrRendererMain', 50);
        expect(times.reduce((sum, t) => sum + t.self, 0)).toBeCloseTo(long, 6);
      }),
    );
  });
});
