import type { DraftVersionsResponse } from '../../../domain/contracts/content.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import type { DraftNode } from '../../../domain/content-draft.ts';
import { DraftView } from './draft-view.tsx';

const savedAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });
export const versionTime = (iso: string) => savedAt.format(new Date(iso));

interface VersionsPanelProps {
  readonly versions: DraftVersionsResponse['versions'] | undefined;
  readonly loading: boolean;
  readonly error: string | null;
  /** The revision the editor holds now (it is no use restoring it). */
  readonly current: number;
  readonly editable: boolean;
  readonly open: { readonly revision: number; readonly document: DraftNode | null; readonly error: string | null } | null;
  readonly onOpen: (revision: number) => void;
  readonly onClose: () => void;
  readonly onRestore: (revision: number) => void;
}

/** The saved versions (newest first): open one read-only, restore it as a new save. */
export function VersionsPanel({ versions, loading, error, current, editable, open, onOpen, onClose, onRestore }: VersionsPanelProps) {
  return (
    <section className="content-versions" aria-labelledby="content-versions-title">
      <h2 id="content-versions-title" tabIndex={-1}>Saved versions</h2>
      {loading && <p className="muted" role="status">Loading the versions…</p>}
      {error !== null && <p role="alert" className="form-message">{error}</p>}
      {versions !== undefined && versions.length === 0 && <p className="muted">No version saved yet: the first save makes one.</p>}
      {versions !== undefined && versions.length > 0 && (
        <table className="content-versions-table">
          <caption className="visually-hidden">Saved versions of the draft, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">Version</th>
              <th scope="col">Saved</th>
              <th scope="col" className="numeric">Words</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.revision} aria-current={v.revision === current ? 'true' : undefined}>
                <td className="numeric">{formatNumber(v.revision)}{v.revision === current && <span className="muted"> (current)</span>}</td>
                <td>{versionTime(v.saved_at)}</td>
                <td className="numeric">{formatNumber(v.word_count)}</td>
                <td className="content-versions-actions">
                  <button type="button" onClick={() => onOpen(v.revision)} aria-label={`Open version ${v.revision}`}>Open</button>
                  {editable && v.revision !== current && (
                    <button type="button" onClick={() => onRestore(v.revision)} aria-label={`Restore version ${v.revision}`}>Restore</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open !== null && (
        <div className="content-version-open">
          <h3 id="content-version-open-title" tabIndex={-1}>Version {open.revision} (read-only)</h3>
          {open.error !== null && <p role="alert" className="form-message">{open.error}</p>}
          {open.document === null && open.error === null && <p className="muted" role="status">Loading the version…</p>}
          {open.document !== null && <DraftView document={open.document} label={`Version ${open.revision}`} />}
          <div className="content-conflict-actions">
            {editable && open.revision !== current && <button type="button" onClick={() => onRestore(open.revision)}>Restore this version</button>}
            <button type="button" onClick={onClose}>Close the version</button>
          </div>
        </div>
      )}
    </section>
  );
}
