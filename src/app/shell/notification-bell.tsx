import { useId, useRef, useState } from 'react';

/** The bell of the top bar. Notifications come with the keyword-data issue; until then it says there are none. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="popover-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          className="popover"
          role="region"
          aria-label="Notifications"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <p className="muted">No notifications yet. Long-running work such as search volume lookups reports its progress here.</p>
        </div>
      )}
    </div>
  );
}
