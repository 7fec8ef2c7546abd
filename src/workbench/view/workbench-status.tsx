/**
 * What the table says about the last action, between its toolbar and its rows where it is seen
 * without scrolling: an export's progress, a message, and the Undo of a change that lost data.
 */
import { ExportProgress } from '../export/export-progress.tsx';
import type { TableExport } from './use-table-export.ts';
import type { useRowActions } from './use-row-actions.ts';

interface Props {
  actions: ReturnType<typeof useRowActions>;
  exporter: TableExport;
  /** The column layout could not be saved. */
  saveError: string | null;
}

export function WorkbenchStatus({ actions, exporter, saveError }: Props) {
  const message = actions.message ?? saveError;
  return (
    <>
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} />
      {message && <p role="status" className="collection-message wb-message">{message}</p>}
      {actions.undo && (
        <p role="status" className="undo-bar wb-undo">
          {actions.undo.message}{' '}
          <button type="button" onClick={() => void actions.runUndo()}>Undo</button>
        </p>
      )}
    </>
  );
}
