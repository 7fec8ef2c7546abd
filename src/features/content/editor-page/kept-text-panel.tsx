import type { DraftNode } from '../../../domain/content-draft.ts';
import { DraftView } from './draft-view.tsx';

interface KeptTextPanelProps {
  readonly document: DraftNode;
  readonly copied: string | null;
  readonly onCopy: () => void;
  readonly onDiscard: () => void;
}

/** The writer's text set aside when they took the other version: shown, copyable, kept until discarded. */
export function KeptTextPanel({ document, copied, onCopy, onDiscard }: KeptTextPanelProps) {
  return (
    <section className="content-kept" aria-labelledby="content-kept-title">
      <h2 id="content-kept-title">Your set-aside text</h2>
      <p className="muted">You took the other version; your own text is kept here and in this browser until you discard it.</p>
      <details>
        <summary>Show your text</summary>
        <DraftView document={document} label="Your set-aside text" />
      </details>
      <div className="content-conflict-actions">
        <button type="button" onClick={onCopy}>Copy my text</button>
        <button type="button" onClick={onDiscard}>Discard it</button>
      </div>
      <p role="status" className="muted">{copied ?? ''}</p>
    </section>
  );
}
