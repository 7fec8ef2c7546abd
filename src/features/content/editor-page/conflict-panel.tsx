import type { DraftNode } from '../../../domain/content-draft.ts';
import type { DraftConflict } from '../../../machines/draft-autosave-machine.ts';
import { DraftView } from './draft-view.tsx';

interface ConflictPanelProps {
  readonly conflict: DraftConflict;
  readonly mine: DraftNode;
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
}

/**
 * A 409 shown, never resolved silently: their version (saved elsewhere) beside the writer's, and the
 * two ways out. Taking theirs sets the writer's text aside (copyable, kept in this browser), so
 * neither choice loses a word.
 */
export function ConflictPanel({ conflict, mine, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  return (
    <section className="content-conflict" aria-labelledby="content-conflict-title">
      <h2 id="content-conflict-title">Conflict: this draft was saved elsewhere</h2>
      <p>
        Another tab or another person saved version {conflict.revision} while you were writing. Nothing is saved until you choose; your text stays in
        the editor meanwhile.
      </p>
      <div className="content-conflict-sides">
        <div>
          <h3>Their version ({conflict.revision})</h3>
          <DraftView document={conflict.document} label={`Their version ${conflict.revision}`} />
        </div>
        <div>
          <h3>Your version (not saved)</h3>
          <DraftView document={mine} label="Your version" />
        </div>
      </div>
      <div className="content-conflict-actions">
        <button type="button" onClick={onKeepMine}>
          Keep mine (save it over theirs)
        </button>
        <button type="button" onClick={onTakeTheirs}>
          Take theirs (keep mine set aside)
        </button>
      </div>
    </section>
  );
}
