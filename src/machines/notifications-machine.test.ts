import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { NotificationEntry, NotificationListResponse, NotificationMessage } from '../domain/contracts/notifications.ts';
import { applyNotification } from '../domain/notification-list.ts';
import { LIST_RETRY_FIRST_MS, LIST_RETRY_MAX_MS, listRetryDelay, notificationsMachine, unreadOf } from './notifications-machine.ts';
import { advance } from '../../tests/support/test-clock.ts';

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, second)).toISOString();
const started = (id: string, second = 0): NotificationMessage => ({ type: 1, id, title: `Job ${id}`, progress: 0, link: null, sent_at: at(second) });
const update = (id: string, progress: number, second = 1): NotificationMessage => ({ type: 3, id, progress, message: `${progress} %`, sent_at: at(second) });
const done = (id: string, second = 2): NotificationMessage => ({ type: 2, id, title: `Job ${id}`, message: 'Done', link: `/r/${id}`, sent_at: at(second) });

const listOf = (messages: NotificationMessage[], read = false): NotificationEntry[] =>
  messages.reduce(applyNotification, []).map((e) => ({ ...e, read }));

interface Deferred<T> {
  readonly companyId: number;
  resolve(value: T): void;
  reject(error: Error): void;
}

/** A machine whose server calls wait until the test answers them, in the order they were made. */
function start() {
  const loads: Deferred<NotificationListResponse>[] = [];
  const marks: Deferred<void>[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadList: fromPromise<NotificationListResponse, { companyId: number }>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ companyId: input.companyId, resolve, reject })),
      ),
      markAllRead: fromPromise<void, { companyId: number }>(
        ({ input }) => new Promise((resolve, reject) => marks.push({ companyId: input.companyId, resolve, reject })),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const answerLoad = async (notifications: NotificationEntry[], index = loads.length - 1) => {
    loads[index]?.resolve({ notifications, unread: notifications.filter((e) => !e.read).length });
    await settle();
  };
  const failLoad = async (message: string) => {
    loads.at(-1)?.reject(new Error(message));
    await settle();
  };
  return { actor, clock, loads, marks, settle, answerLoad, failLoad, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

describe('notifications machine', () => {
  it('waits for a company, then loads its list', async () => {
    const t = start();
    expect(t.state()).toBe('signedOut');
    t.actor.send({ type: 'MESSAGE', message: started('ignored') });
    expect(t.ctx().entries).toEqual([]);
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    expect(t.state()).toEqual({ company: 'loading' });
    expect(t.loads.map((l) => l.companyId)).toEqual([1]);
    await t.answerLoad(listOf([started('a'), done('b')]));
    expect(t.state()).toEqual({ company: { ready: 'idle' } });
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['b', 'a']);
    expect(unreadOf(t.ctx())).toBe(2);
  });

  it('applies live messages once ready', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad([]);
    t.actor.send({ type: 'MESSAGE', message: started('a') });
    t.actor.send({ type: 'MESSAGE', message: update('a', 40) });
    expect(t.ctx().entries).toMatchObject([{ id: 'a', type: 1, progress: 40 }]);
    t.actor.send({ type: 'MESSAGE', message: done('a') });
    expect(t.ctx().entries).toMatchObject([{ id: 'a', type: 2, progress: 100, link: '/r/a' }]);
    expect(t.ctx().pending).toEqual([]);
  });

  it('loses no message that arrives while the list loads, whether or not the answer already holds it', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    t.actor.send({ type: 'MESSAGE', message: started('live', 5) });
    // Shown at once, before the load answers.
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['live']);
    t.actor.send({ type: 'MESSAGE', message: update('live', 30, 6) });
    t.actor.send({ type: 'MESSAGE', message: update('old', 90, 6) });
    // The server's answer was read before the live job started, but knows an older job in progress.
    await t.answerLoad(listOf([started('old', 0), update('old', 50, 1)], true));
    expect(t.ctx().entries).toMatchObject([
      { id: 'live', progress: 30, read: false },
      { id: 'old', progress: 90, read: true },
    ]);
    expect(t.ctx().pending).toEqual([]);
  });

  it('replays queued messages onto an answer that already holds them without going backwards', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    t.actor.send({ type: 'MESSAGE', message: started('a', 0) });
    t.actor.send({ type: 'MESSAGE', message: update('a', 20, 1) });
    await t.answerLoad(listOf([started('a', 0), update('a', 20, 1)]));
    expect(t.ctx().entries).toMatchObject([{ id: 'a', progress: 20 }]);
    expect(t.ctx().entries).toHaveLength(1);
  });

  it('reloads on a socket reconnect, keeping the list on screen meanwhile', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a')]));
    t.actor.send({ type: 'SOCKET_CONNECTED' });
    expect(t.state()).toEqual({ company: 'loading' });
    expect(t.loads).toHaveLength(2);
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['a']);
    // What happened while the socket was away comes with the reload.
    await t.answerLoad(listOf([started('a'), done('a', 9)]));
    expect(t.ctx().entries).toMatchObject([{ id: 'a', type: 2 }]);
  });

  it('a reconnect during a load starts a new load and keeps the messages queued so far', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    t.actor.send({ type: 'MESSAGE', message: started('a', 3) });
    t.actor.send({ type: 'SOCKET_CONNECTED' });
    expect(t.loads).toHaveLength(2);
    // The first load's late answer belongs to a cancelled call and changes nothing.
    await t.answerLoad(listOf([started('stale')]), 0);
    expect(t.state()).toEqual({ company: 'loading' });
    await t.answerLoad(listOf([started('b', 1)]));
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('empties the list on a company switch and loads the new company, ignoring the old answer', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('one')]));
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    expect(t.loads).toHaveLength(1);
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 2 });
    expect(t.ctx()).toMatchObject({ companyId: 2, entries: [] });
    expect(t.loads.map((l) => l.companyId)).toEqual([1, 2]);
    await t.answerLoad(listOf([started('two')]));
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['two']);
  });

  it('forgets everything on logout', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a')]));
    t.actor.send({ type: 'SIGNED_OUT' });
    expect(t.state()).toBe('signedOut');
    expect(t.ctx()).toMatchObject({ companyId: null, entries: [], error: null });
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    expect(t.loads).toHaveLength(2);
  });

  it('says why a load failed and retries with a doubling delay, collecting messages meanwhile', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.failLoad('The server answered 500.');
    expect(t.state()).toEqual({ company: 'failed' });
    expect(t.ctx().error).toBe('Notifications could not be loaded: The server answered 500.');
    t.actor.send({ type: 'MESSAGE', message: started('a') });
    advance(t.clock, LIST_RETRY_FIRST_MS - 1);
    expect(t.loads).toHaveLength(1);
    advance(t.clock, 1);
    expect(t.loads).toHaveLength(2);
    await t.failLoad('still down');
    advance(t.clock, LIST_RETRY_FIRST_MS * 2 - 1);
    expect(t.loads).toHaveLength(2);
    advance(t.clock, 1);
    expect(t.loads).toHaveLength(3);
    await t.answerLoad([]);
    expect(t.ctx()).toMatchObject({ error: null, failures: 0 });
    expect(t.ctx().entries.map((e) => e.id)).toEqual(['a']);
  });

  it('retries at once on RETRY', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.failLoad('down');
    t.actor.send({ type: 'RETRY' });
    expect(t.loads).toHaveLength(2);
  });

  it('caps the retry delay', () => {
    expect([1, 2, 3, 4].map(listRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(listRetryDelay(30)).toBe(LIST_RETRY_MAX_MS);
  });

  it('marks all read at once and keeps it when the server agrees', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a'), done('b')]));
    t.actor.send({ type: 'MARK_ALL_READ' });
    expect(t.state()).toEqual({ company: { ready: 'marking' } });
    expect(unreadOf(t.ctx())).toBe(0);
    expect(t.marks.map((m) => m.companyId)).toEqual([1]);
    t.marks[0]?.resolve();
    await t.settle();
    expect(t.state()).toEqual({ company: { ready: 'idle' } });
    expect(unreadOf(t.ctx())).toBe(0);
  });

  it('does not call the server when nothing is unread', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a')], true));
    t.actor.send({ type: 'MARK_ALL_READ' });
    expect(t.marks).toHaveLength(0);
    expect(t.state()).toEqual({ company: { ready: 'idle' } });
  });

  it('puts back the unread marks it changed when the server refuses, and says so', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad([...listOf([started('a', 1), started('b', 0)]), ...listOf([started('c', 0)], true)].sort((x, y) => y.created_at.localeCompare(x.created_at)));
    t.actor.send({ type: 'MARK_ALL_READ' });
    // A message during the call: a new entry, unread whatever the server answers.
    t.actor.send({ type: 'MESSAGE', message: started('d', 5) });
    t.marks[0]?.reject(new Error('The server answered 503.'));
    await t.settle();
    expect(t.state()).toEqual({ company: { ready: 'idle' } });
    expect(t.ctx().error).toBe('Notifications could not be marked read: The server answered 503.');
    expect(Object.fromEntries(t.ctx().entries.map((e) => [e.id, e.read]))).toEqual({ d: false, a: false, b: false, c: true });
    t.actor.send({ type: 'DISMISS_ERROR' });
    expect(t.ctx().error).toBeNull();
  });

  it('a reconnect during mark-all-read reloads once the call has finished', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a')]));
    t.actor.send({ type: 'MARK_ALL_READ' });
    t.actor.send({ type: 'SOCKET_CONNECTED' });
    expect(t.loads).toHaveLength(1);
    t.marks[0]?.resolve();
    await t.settle();
    expect(t.state()).toEqual({ company: 'loading' });
    expect(t.loads).toHaveLength(2);
    await t.answerLoad(listOf([started('a')], true));
    expect(unreadOf(t.ctx())).toBe(0);
  });

  it('a reconnect during a refused mark-all-read rolls back and reloads', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    await t.answerLoad(listOf([started('a')]));
    t.actor.send({ type: 'MARK_ALL_READ' });
    t.actor.send({ type: 'SOCKET_CONNECTED' });
    t.marks[0]?.reject(new Error('nope'));
    await t.settle();
    expect(t.state()).toEqual({ company: 'loading' });
    expect(unreadOf(t.ctx())).toBe(1);
    expect(t.ctx().error).toBe('Notifications could not be marked read: nope');
  });

  it('names an unknown failure plainly', async () => {
    const t = start();
    t.actor.send({ type: 'COMPANY_SELECTED', companyId: 1 });
    t.loads[0]?.reject(new Error(''));
    await t.settle();
    expect(t.ctx().error).toBe('Notifications could not be loaded: no answer from the server');
  });
});
