import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { NO_CREDITS_LEFT, type NotificationMessage } from '../domain/contracts/notifications.ts';
import { announcementOf } from './notification-announcement.ts';
import { listenForNotifications, parseNotificationMessage } from './socket-notifications.ts';

const sent_at = '2026-11-23T12:00:00.000Z';
const progress: NotificationMessage = { type: 1, id: 'job-1', title: 'Search volume: 2,000 keywords', progress: 0, link: '/searchvolume?job=job-1', sent_at };
const update: NotificationMessage = { type: 3, id: 'job-1', progress: 40, message: 'Batch 2 of 3', sent_at };
const done: NotificationMessage = { type: 2, id: 'job-1', title: 'Search volume: 2,000 keywords', message: '2,000 keywords looked up.', link: '/searchvolume?job=job-1', sent_at };
const failed: NotificationMessage = { type: 0, id: 'job-1', title: 'Search volume: 2,000 keywords', message: 'HTTP 402', code: NO_CREDITS_LEFT, link: null, sent_at };

describe('socket notifications', () => {
  it('passes valid messages on and drops malformed ones', () => {
    const socket = new EventEmitter();
    const received: NotificationMessage[] = [];
    const stop = listenForNotifications(socket, (m) => received.push(m));
    socket.emit('notification', progress);
    socket.emit('notification', { ...update, progress: 140 });
    socket.emit('notification', { type: 7, id: 'x', sent_at });
    socket.emit('notification', 'not an object');
    socket.emit('notification', { ...done, link: undefined });
    socket.emit('notification', update);
    expect(received).toEqual([progress, update]);
    stop();
    socket.emit('notification', done);
    expect(received).toHaveLength(2);
    expect(socket.listenerCount('notification')).toBe(0);
  });

  it('parses every message type of the contract', () => {
    for (const message of [progress, update, done, failed]) expect(parseNotificationMessage(message)).toEqual(message);
    expect(parseNotificationMessage({ ...progress, sent_at: 'yesterday' })).toBeNull();
  });
});

describe('announcementOf', () => {
  it('announces endings only, with the no-credits text of its own', () => {
    expect(announcementOf(progress)).toBeNull();
    expect(announcementOf(update)).toBeNull();
    expect(announcementOf(done)).toBe('Search volume: 2,000 keywords is done. 2,000 keywords looked up.');
    expect(announcementOf(failed)).toBe('Search volume: 2,000 keywords failed. Your keyword data credits are used up. Top up your provider account, then resume the lookup.');
  });
});
