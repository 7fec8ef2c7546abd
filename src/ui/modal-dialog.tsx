import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  labelledBy: string;
  className?: string;
  onClose?: () => void;
  /** After the dialog has closed and the browser has given focus back (also when it was never shown). */
  onClosed?: () => void;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, keeps focus inside and
 * gives it back to where it was when the dialog closes. Escape closes it only when onClose is given.
 */
export function ModalDialog({ open, labelledBy, className, onClose, onClosed, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // A dialog that was not shown fires no close event: whoever waits for it must not wait for ever.
    else if (!open) closed.current?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => closed.current?.()}
    >
      {children}
    </dialog>
  );
}
