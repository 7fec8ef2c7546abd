import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from '../../domain/contracts/notifications.ts';
import { bellLabel } from './notification-bell.tsx';
import { linkLabel, NotificationList } from './notification-list.tsx';

const NOW = Date.parse('2026-11-23T12:10:00.000Z');
const base = { code: null, created_at: '2026-11-23T12:00:00.000Z', read: false } as const;
const running: NotificationEntry = { ...base, id: 'a', type: 1, title: 'Search volume: 2,000 keywords', message: 'Batch 2 of 3', progress: 66.6, link: '/searchvolume?job=a', updated_at: '2026-11-23T12:09:50.000Z' };
const done: NotificationEntry = { ...base, id: 'b', type: 2, title: 'Search volume: 700 keywords', message: '700 keywords looked up.', progress: 100, link: '/searchvolume?job=b', updated_at: '2026-11-23T12:05:00.000Z', read: true };
const failed: NotificationEntry = { ...base, id: 'c', type: 0, title: 'Search volume: 10 keywords', message: 'The provider refused.', progress: 20, link: '/searchvolume?job=c', updated_at: '2026-11-23T10:00:00.000Z' };
const noLink: NotificationEntry = { ...failed, id: 'd', link: null };

const render = (entries: NotificationEntry[]) => renderToStaticMarkup(<NotificationList entries={entries} now={NOW} onFollow={() => undefined} />);

describe('NotificationList', () => {
  it('shows an empty state without entries', () => {
    expect(render([])).toContain('No notifications yet.');
  });

  it('lists the entries in the order given, each with its status said to screen readers', () => {
    const html = render([running, done, failed]);
    const titles = [...html.matchAll(/<p class="notification-title"><span class="visually-hidden">([^<]*)<\/span>([^<]*)<\/p>/g)].map((m) => `${m[1]}${m[2]}`);
    expect(titles).toEqual(['In progress, unread: Search volume: 2,000 keywords', 'Done: Search volume: 700 keywords', 'Failed, unread: Search volume: 10 keywords']);
    expect(html.match(/class="notification-entry[^"]*unread"/g)).toHaveLength(2);
  });

  it('gives an entry in progress a progress bar with its value and batch message', () => {
    const html = render([running]);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="67"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-valuetext="Batch 2 of 3, 67 %"');
    expect(html).toContain('aria-label="Progress of Search volume: 2,000 keywords"');
    expect(html).toContain('notification-icon-progress');
  });

  it('marks errors and done entries with their icons and links, and says how long ago', () => {
    const html = render([done, failed, noLink]);
    expect(html).toContain('notification-icon-done');
    expect(html.match(/notification-icon-error/g)).toHaveLength(2);
    expect(html).toContain('<a href="/searchvolume?job=b" class="notification-link" aria-label="Open result: Search volume: 700 keywords">Open result</a>');
    expect(html).toContain('<a href="/searchvolume?job=c" class="notification-link" aria-label="Resume: Search volume: 10 keywords">Resume</a>');
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('<time dateTime="2026-11-23T12:05:00.000Z" class="muted">5 minutes ago</time>');
    expect(html).toContain('2 hours ago');
    expect(html).toContain('The provider refused.');
  });

  it('says "a few seconds ago" for what just happened', () => {
    expect(render([running])).toContain('a few seconds ago');
  });
});

describe('labels', () => {
  it('names the bell with the unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('words the links by entry type', () => {
    expect([failed, running, done].map(linkLabel)).toEqual(['Resume', 'Open', 'Open result']);
  });
});
