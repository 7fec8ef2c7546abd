import { lazy, Suspense, useId, useRef } from 'react';
import { useAtom } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { paletteAtom } from './app-commands.ts';
import type { CommandContext } from './command-types.ts';
import type { PaletteCloser } from './palette-close.ts';

const options = { store: appStore };
const loadBody = () => import('./palette-body.tsx');
const PaletteBody = lazy(async () => ({ default: (await loadBody()).PaletteBody }));

/** The palette's body stays out of the first screen's bundle; the host fetches it once the shell is idle. */
export function preloadPalette(): void {
  void loadBody();
}

/** Ctrl+K / Cmd+K: every command the user may run, searchable, in a modal dialog that returns focus on close. */
export function CommandPalette({ ctx }: { ctx: CommandContext }) {
  const [state, setState] = useAtom(paletteAtom, options);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => setState({ open: false, page: null });
  // A picked entry closes the dialog itself, before its command runs (palette-close.ts).
  const closer: PaletteCloser = { shutDialog: () => dialog.current?.close(), markClosed: close };
  return (
    <ModalDialog open={state.open} labelledBy={titleId} className="palette-dialog" onClose={close} dialogRef={dialog}>
      <h2 id={titleId} className="visually-hidden">
        Command palette
      </h2>
      {state.open && (
        <Suspense fallback={null}>
          <PaletteBody key={state.page ?? 'root'} ctx={ctx} pageId={state.page} closer={closer} />
        </Suspense>
      )}
    </ModalDialog>
  );
}

