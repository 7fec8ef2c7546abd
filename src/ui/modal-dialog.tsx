import { useEffect, useRef, type ReactNode } from 'react';

type Props = { open: boolean; labelledBy: string; className?: string; onClose?: () => void; children: ReactNode };

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, keeps focus inside and
 * gives it back to where it was when the dialog closes. Escape closes it only when onClose is given.
 */
export function ModalDialog({ open, labelledBy, className, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
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
    >
      {children}
    </dialog>
  );
}
