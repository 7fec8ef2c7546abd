import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_CREDITS_LEFT, NO_CREDITS_LEFT_MESSAGE, notificationMessageSchema, type NotificationMessage } from './contracts/notifications.ts';
import { applyNotification, errorText, markAllRead, MAX_NOTIFICATIONS, unreadCount } from './notification-list.ts';

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, second)).toISOString();

const started = (id: string, second = 0): NotificationMessage => ({ type: 1, id, title: `Search volume ${id}`, progress: 0, link: null, sent_at: at(second) });
const update = (id: string, progress: number, second = 1, message: string | null = `${progress} %`): NotificationMessage => ({ type: 3, id, progress, message, sent_at: at(second) });
const done = (id: string, second = 2): NotificationMessage => ({ type: 2, id, title: `Search volume ${id}`, message: '700 keywords', link: `/searchvolume/${id}`, sent_at: at(second) });
const failed = (id: string, second = 3, code: string | null = null): NotificationMessage => ({
  type: 0, id, title: `Search volume ${id}`, message: 'Batch 2 failed', code, link: `/searchvolume/${id}?resume=1`, sent_at: at(second),
});

const applyAll = (messages: NotificationMessage[]) => messages.reduce(applyNotification, []);

describe('applyNotification', () => {
  it('a progress message adds an unread entry with a clock at 0', () => {
    expect(applyAll([started('a')])).toEqual([
      { id: 'a', type: 1, title: 'Search volume a', message: null, code: null, progress: 0, link: null, created_at: at(0), updated_at: at(0), read: false },
    ]);
  });

  it('a progress update moves the progress and the batch message, keeping the read state', () => {
    const list = markAllRead(applyAll([started('a')]));
    const [entry] = applyNotification(list, update('a', 40, 5, 'Batch 6 of 15'));
    expect(entry).toMatchObject({ type: 1, progress: 40, message: 'Batch 6 of 15', updated_at: at(5), created_at: at(0), read: true });
  });

  it('a progress update without a message keeps the last batch message', () => {
    const [entry] = applyAll([started('a'), update('a', 20, 1, 'Batch 3 of 15'), update('a', 30, 2, null)]);
    expect(entry).toMatchObject({ progress: 30, message: 'Batch 3 of 15' });
  });

  it('progress never goes down when batches report out of order', () => {
    const [entry] = applyAll([started('a'), update('a', 60, 1), update('a', 40, 2)]);
    expect(entry?.progress).toBe(60);
  });

  it('ignores a progress update for an unknown id or an entry no longer in progress', () => {
    const list = applyAll([started('a')]);
    expect(applyNotification(list, update('x', 50))).toEqual(list);
    const finished = applyAll([started('a'), done('a')]);
    expect(applyNotification(finished, update('a', 50, 9))).toEqual(finished);
    const broken = applyAll([started('a'), failed('a')]);
    expect(applyNotification(broken, update('a', 50, 9))).toEqual(broken);
  });

  it('done replaces the entry with the same id, links to the result and marks it unread again', () => {
    const list = markAllRead(applyAll([started('a'), update('a', 50)]));
    const after = applyNotification(list, done('a', 7));
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual({
      id: 'a', type: 2, title: 'Search volume a', message: '700 keywords', code: null, progress: 100, link: '/searchvolume/a', created_at: at(0), updated_at: at(7), read: false,
    });
  });

  it('done for an unknown id adds an entry', () => {
    expect(applyAll([done('b', 4)])).toMatchObject([{ id: 'b', type: 2, created_at: at(4) }]);
  });

  it('an error replaces the entry with the same id, keeps where the progress stopped and its link', () => {
    const after = applyAll([started('a'), update('a', 55), failed('a', 9)]);
    expect(after).toEqual([
      {
        id: 'a', type: 0, title: 'Search volume a', message: 'Batch 2 failed', code: null, progress: 55, link: '/searchvolume/a?resume=1', created_at: at(0), updated_at: at(9), read: false,
      },
    ]);
  });

  it('an error for an unknown id is added without progress', () => {
    expect(applyAll([failed('z')])[0]).toMatchObject({ id: 'z', type: 0, progress: null });
  });

  it('no_credits_left shows its own message whatever the sender wrote', () => {
    const [entry] = applyAll([failed('a', 1, NO_CREDITS_LEFT)]);
    expect(entry?.message).toBe(NO_CREDITS_LEFT_MESSAGE);
    expect(entry?.code).toBe(NO_CREDITS_LEFT);
    expect(errorText({ code: 'rate_limited', message: 'Slow down' })).toBe('Slow down');
    expect(errorText({ code: null, message: 'Other' })).toBe('Other');
  });

  it('a second progress message for a known id restarts it at 0 and keeps its place', () => {
    const after = applyAll([started('a', 0), update('a', 80, 1), started('b', 2), started('a', 3)]);
    expect(after.map((e) => [e.id, e.progress])).toEqual([['b', 0], ['a', 0]]);
    expect(after[1]?.created_at).toBe(at(0));
  });

  it('lists newest first by creation, not by last update', () => {
    const after = applyAll([started('a', 0), started('b', 1), started('c', 2), update('a', 10, 5), done('b', 6)]);
    expect(after.map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('orders by time, also where the timestamps differ in precision', () => {
    // As strings "…:00Z" sorts after "…:00.500Z"; as times it is half a second earlier.
    const whole: NotificationMessage = { ...started('whole'), sent_at: '2026-11-23T12:00:00Z' };
    const half: NotificationMessage = { ...started('half'), sent_at: '2026-11-23T12:00:00.500Z' };
    expect(applyAll([whole, half]).map((e) => e.id)).toEqual(['half', 'whole']);
    expect(applyAll([half, whole]).map((e) => e.id)).toEqual(['half', 'whole']);
  });

  it(`keeps the newest ${MAX_NOTIFICATIONS} entries`, () => {
    const messages = Array.from({ length: MAX_NOTIFICATIONS + 5 }, (_, i) => started(`job-${i}`, i));
    const after = applyAll(messages);
    expect(after).toHaveLength(MAX_NOTIFICATIONS);
    expect(after[0]?.id).toBe(`job-${MAX_NOTIFICATIONS + 4}`);
    expect(after.at(-1)?.id).toBe('job-5');
  });

  it('never changes the list it was given', () => {
    const list = applyAll([started('a')]);
    const copy = structuredClone(list);
    applyNotification(list, update('a', 50));
    applyNotification(list, done('a'));
    markAllRead(list);
    expect(list).toEqual(copy);
  });
});

describe('markAllRead and unreadCount', () => {
  it('counts the unread entries and marks every one read', () => {
    const list = applyAll([started('a'), done('b'), failed('c')]);
    expect(unreadCount(list)).toBe(3);
    const read = markAllRead(list);
    expect(unreadCount(read)).toBe(0);
    expect(read.every((e) => e.read)).toBe(true);
    expect(read.map(({ read: _, ...rest }) => rest)).toEqual(list.map(({ read: _, ...rest }) => rest));
    expect(unreadCount([])).toBe(0);
  });

  it('keeps an entry already read as the same object', () => {
    const read = markAllRead(applyAll([started('a')]));
    expect(markAllRead(read)[0]).toBe(read[0]);
  });
});

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const second = fc.integer({ min: 0, max: 59 });
const messageArb: fc.Arbitrary<NotificationMessage> = fc.oneof(
  fc.tuple(ids, second).map(([id, s]) => started(id, s)),
  fc.tuple(ids, fc.integer({ min: 0, max: 100 }), second, fc.option(fc.string({ maxLength: 20 }), { nil: null })).map(([id, p, s, m]) => update(id, p, s, m)),
  fc.tuple(ids, second).map(([id, s]) => done(id, s)),
  fc.tuple(ids, second, fc.constantFrom(null, NO_CREDITS_LEFT, 'provider_error')).map(([id, s, code]) => failed(id, s, code)),
);
// Many distinct ids so the cap of 50 is reached.
const manyIdsArb = fc.tuple(fc.integer({ min: 0, max: 80 }), second).map(([n, s]) => started(`job-${n}`, s));

describe('applyNotification properties', () => {
  it('every generated message is valid by the contract', () => {
    fc.assert(fc.property(messageArb, (message) => notificationMessageSchema.safeParse(message).success));
  });

  it('ids stay unique, the list stays within the cap, unread never exceeds the length', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(messageArb, manyIdsArb), { maxLength: 150 }), (messages) => {
        let list = applyAll([]);
        for (const message of messages) {
          list = applyNotification(list, message);
          expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
          expect(list.length).toBeLessThanOrEqual(MAX_NOTIFICATIONS);
          expect(unreadCount(list)).toBeLessThanOrEqual(list.length);
        }
      }),
    );
  });

  it('the list is always newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(messageArb, manyIdsArb), { maxLength: 120 }), (messages) => {
        const times = applyAll(messages).map((e) => Date.parse(e.created_at));
        expect(times).toEqual(times.slice().sort((a, b) => b - a));
      }),
    );
  });

  it('the progress of an entry in progress never goes down through updates', () => {
    fc.assert(
      fc.property(ids, fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }), (id, steps) => {
        let list = applyAll([started(id)]);
        let last = 0;
        for (const step of steps) {
          list = applyNotification(list, update(id, step));
          const progress = list[0]?.progress ?? -1;
          expect(progress).toBeGreaterThanOrEqual(last);
          last = progress;
        }
        expect(last).toBe(Math.max(0, ...steps));
      }),
    );
  });

  it('after markAllRead nothing is unread, and the next message makes at most one entry unread', () => {
    fc.assert(
      fc.property(fc.array(messageArb, { maxLength: 60 }), messageArb, (messages, next) => {
        const read = markAllRead(applyAll(messages));
        expect(unreadCount(read)).toBe(0);
        expect(unreadCount(applyNotification(read, next))).toBeLessThanOrEqual(1);
      }),
    );
  });
});
