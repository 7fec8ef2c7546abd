import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type Props = {
  open: boolean;
  labelledBy: string;
  className?: string;
  onClose?: () => void;
  /** The <dialog> element, for an owner that must close it before its next render (the palette, command-palette.tsx). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, keeps focus inside and
 * gives it back to where it was when the dialog closes. Escape closes it only when onClose is given.
 */
export function ModalDialog({ open, labelledBy, className, onClose, dialogRef, children }: Props) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);
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
