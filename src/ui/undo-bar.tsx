import { useEffect, useState } from 'react';
import './undo-bar.css';

export interface PendingUndo {
  readonly message: string;
  /** Epoch ms after which the server no longer takes the undo. */
  readonly until: number;
  readonly undo: () => void;
}

interface Props {
  readonly pending: PendingUndo | null;
  readonly onExpire: () => void;
}

/**
 * The toast after a delete or remove: says what happened and offers Undo until the server's deadline.
 * In `src/ui` because several features (collections, brand dashboards, internal search imports,
 * monitoring projects) delete with undo.
 */
export function UndoBar({ pending, onExpire }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= pending.until) onExpire();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [pending, onExpire]);
  if (!pending) return null;
  const seconds = Math.max(0, Math.ceil((pending.until - now) / 1000));
  return (
    <div className="undo-bar" role="status">
      <span>{pending.message}</span>
      <button type="button" onClick={pending.undo}>
        Undo <span className="muted">({seconds} s)</span>
      </button>
    </div>
  );
}
