/** The saved views' naming dialog and the Undo of a deleted view (30 s, the server's limit). */
import { VIEW_NAME_MAX } from '../../domain/contracts/saved-views.ts';
import { RenameDialog } from '../../ui/rename-dialog.tsx';
import { UndoBar } from '../../ui/undo-bar.tsx';
import type { TableViews } from './use-table-views.ts';

const HEADINGS = { save: 'Save this view', copy: 'Save as my view', rename: 'Rename the view' } as const;
const NOTES = {
  save: 'Filters, sort, grouping, the visible columns in their order and the pinned columns. Everyone in your company can open it; only you can change it.',
  copy: 'A copy that is yours to change; the original stays as its owner keeps it.',
  rename: 'Everyone in your company sees the new name.',
} as const;

export function ViewOverlays({ views }: { views: TableViews }) {
  const mode = views.dialog?.mode ?? 'save';
  return (
    <>
      <RenameDialog
        current={views.dialog?.name ?? null}
        busy={views.dialogBusy}
        error={views.dialogError}
        heading={HEADINGS[mode]}
        label="View name"
        maxLength={VIEW_NAME_MAX}
        blankMessage="Give the view a name."
        note={NOTES[mode]}
        submitLabel={mode === 'rename' ? 'Rename' : 'Save'}
        onSubmit={(name) => void views.submitDialog(name)}
        onClose={views.closeDialog}
      />
      <UndoBar pending={views.undo} onExpire={views.expireUndo} />
    </>
  );
}
