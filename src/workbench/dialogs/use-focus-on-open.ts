import { useEffect, type RefObject } from 'react';

/**
 * Puts focus on `target` each time the dialog opens. Call it in the component that renders the
 * ModalDialog: parent effects run after the child's, so this runs after showModal() has done its
 * own focusing (which would otherwise pick the first focusable element, or undo a focus made earlier).
 */
export function useFocusOnOpen(open: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (open) target.current?.focus();
  }, [open, target]);
}
