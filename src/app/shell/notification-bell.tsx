import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useAtom, useAtomValue } from 'jotai';
import { notificationsOpenAtom } from '../../commands/app-commands.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { notificationCommands } from '../../features/notifications/notification-commands.ts';
import { notificationAnnouncementAtom, notificationsActor } from '../../jobs/notifications-runtime.ts';
import { unreadOf } from '../../machines/notifications-machine.ts';
import { appStore } from '../../session/app-store.ts';
import { useButtonPanel } from '../../ui/use-floating-panel.ts';
import { NotificationList } from './notification-list.tsx';
import './notifications.css';

const options = { store: appStore };
/** Relative times change by the minute; half of that keeps "1 minute ago" from lagging long. */
const CLOCK_TICK_MS = 30_000;

export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** The bell of the top bar (SPEC §4): unread count, the list of job notifications, mark all read. */
export function NotificationBell() {
  const [open, setOpen] = useAtom(notificationsOpenAtom, options);
  const context = useSelector(notificationsActor, (snapshot) => snapshot.context);
  const loading = useSelector(notificationsActor, (snapshot) => snapshot.matches({ company: 'loading' }));
  const failed = useSelector(notificationsActor, (snapshot) => snapshot.matches({ company: 'failed' }));
  const announcement = useAtomValue(notificationAnnouncementAtom, options);
  const router = useRouter();
  const panelId = useId();
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const openedByButton = useRef(false);
  const { button, buttonRef, floating } = useButtonPanel(open, () => setOpen(false));
  const { setFloating } = floating.refs;
  const panelRef = useCallback((element: HTMLDivElement | null) => {
    panel.current = element;
    setFloating(element);
  }, [setFloating]);
  const now = useNow(open);
  const unread = unreadOf(context);

  useRegisterCommands(
    useMemo(
      () =>
        notificationCommands({
          unread: () => unreadOf(notificationsActor.getSnapshot().context),
          markAllRead: () => notificationsActor.send({ type: 'MARK_ALL_READ' }),
        }),
      [],
    ),
  );

  useEffect(() => {
    if (!open) return;
    if (openedByButton.current) {
      openedByButton.current = false;
      return;
    }
    // Opened by the command: the palette hands focus back to where it was as it closes, so the
    // panel takes focus a frame later, or a keyboard user would have to find it.
    const frame = window.requestAnimationFrame(() => panel.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const follow = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    // New tab, new window, download: the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    void router.navigate({ href });
  };

  return (
    <div className="popover-anchor notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          openedByButton.current = !open;
          setOpen(!open);
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span className="notification-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="popover notification-panel"
          style={floating.floatingStyles}
          role="region"
          aria-labelledby={headingId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="notification-panel-head">
            <h2 id={headingId}>Notifications</h2>
            {context.entries.length > 0 && (
              <button
                type="button"
                className="secondary notification-mark-read"
                aria-disabled={unread === 0}
                onClick={() => {
                  if (unread > 0) notificationsActor.send({ type: 'MARK_ALL_READ' });
                }}
              >
                Mark all read
              </button>
            )}
          </div>
          {context.error && (
            <div role="alert" className="notification-panel-error">
              <p>{context.error}</p>
              {failed && (
                <button type="button" className="secondary" onClick={() => notificationsActor.send({ type: 'RETRY' })}>
                  Try again
                </button>
              )}
              <button type="button" className="secondary" onClick={() => notificationsActor.send({ type: 'DISMISS_ERROR' })}>
                Dismiss
              </button>
            </div>
          )}
          {loading && context.entries.length === 0 ? <p className="muted">Loading notifications…</p> : <NotificationList entries={context.entries} now={now} onFollow={follow} />}
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement && <span key={announcement.n}>{announcement.text}</span>}
      </div>
    </div>
  );
}
