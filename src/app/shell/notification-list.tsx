import type { MouseEvent } from 'react';
import type { NotificationEntry } from '../../domain/contracts/notifications.ts';
import { timeAgo } from '../../domain/relative-date.ts';

/**
 * The words of an entry's link. Decision: every error the app sends belongs to a job whose screen
 * offers Resume (failed batches, no credits, a restart), so an error's link says so.
 */
export function linkLabel(entry: NotificationEntry): string {
  if (entry.type === 0) return 'Resume';
  if (entry.type === 2) return 'Open result';
  return 'Open';
}

const STATUS_TEXT = { 0: 'Failed', 1: 'In progress', 2: 'Done' } as const;

function EntryIcon({ type }: { type: NotificationEntry['type'] }) {
  const common = { 'aria-hidden': true, width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
  if (type === 0) {
    return (
      <svg {...common} className="notification-icon notification-icon-error">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
    );
  }
  if (type === 1) {
    return (
      <svg {...common} className="notification-icon notification-icon-progress">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 6v6l4 2" />
      </svg>
    );
  }
  return (
    <svg {...common} className="notification-icon notification-icon-done">
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </svg>
  );
}

interface ListProps {
  readonly entries: readonly NotificationEntry[];
  /** Now, as epoch ms; passed in so the text is testable and a ticking parent refreshes it. */
  readonly now: number;
  /** Follows an entry's link inside the app (the caller routes and closes the panel). */
  readonly onFollow: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The bell's entries, newest first as the machine keeps them. */
export function NotificationList({ entries, now, onFollow }: ListProps) {
  if (entries.length === 0) {
    return <p className="notification-empty muted">No notifications yet. Long-running work such as search volume lookups reports its progress here.</p>;
  }
  return (
    <ul className="notification-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`notification-entry notification-type-${entry.type}${entry.read ? '' : ' unread'}`}>
          <EntryIcon type={entry.type} />
          <div className="notification-body">
            <p className="notification-title">
              <span className="visually-hidden">{`${STATUS_TEXT[entry.type]}${entry.read ? '' : ', unread'}: `}</span>
              {entry.title}
            </p>
            {entry.type === 1 ? (
              <Progress entry={entry} />
            ) : (
              entry.message && <p className={entry.type === 0 ? 'notification-message notification-error-text' : 'notification-message'}>{entry.message}</p>
            )}
            <p className="notification-meta">
              <time dateTime={entry.updated_at} className="muted">
                {timeAgo(Date.parse(entry.updated_at), now)}
              </time>
              {entry.link && (
                // The title in the name tells several "Resume" links apart; the visible words start it (label in name).
                <a href={entry.link} className="notification-link" aria-label={`${linkLabel(entry)}: ${entry.title}`} onClick={(event) => onFollow(entry.link ?? '/', event)}>
                  {linkLabel(entry)}
                </a>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Progress({ entry }: { entry: NotificationEntry }) {
  const value = Math.round(entry.progress ?? 0);
  const text = entry.message ? `${entry.message}, ${value} %` : `${value} %`;
  return (
    <div className="notification-progress">
      <div
        role="progressbar"
        aria-label={`Progress of ${entry.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
        className="notification-progress-track"
      >
        <span className="notification-progress-bar" style={{ width: `${value}%` }} />
      </div>
      <p className="notification-message muted">{text}</p>
    </div>
  );
}
