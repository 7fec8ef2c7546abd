/**
 * The views menu of the table's toolbar (decision 0057): one's own views, the company's views
 * (read-only, with their owner), and what may be done with the open view. Every entry runs what the
 * palette's commands run.
 */
import { useId, useState } from 'react';
import type { SavedView } from '../../domain/contracts/saved-views.ts';
import { useButtonPanel } from '../../ui/use-floating-panel.ts';
import type { TableViews } from './use-table-views.ts';
import { viewsButtonText } from './view-state.ts';
import './views.css';

export function ViewsMenu({ views }: { views: TableViews }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { button, buttonRef, floating } = useButtonPanel(open, () => setOpen(false));
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const act = (run: () => void) => () => {
    close();
    run();
  };
  const current = views.open;
  const mine = views.views.filter((v) => v.mine);
  const company = views.views.filter((v) => !v.mine);
  const entry = (view: SavedView) => (
    <li key={view.id}>
      <button type="button" className="wb-view-entry" aria-current={view.id === current?.id ? 'true' : undefined} onClick={act(() => views.openView(view))}>
        <span>{view.name}</span>
        {!view.mine && <span className="muted"> · {view.owner_name}</span>}
      </button>
    </li>
  );
  return (
    // Escape closes from the button too, where the focus stays after a click opened the menu.
    <span className="popover-anchor" onKeyDown={(e) => open && e.key === 'Escape' && close()}>
      <button ref={buttonRef} type="button" className="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {viewsButtonText(views.opened)}
      </button>
      {open && (
        <div
          ref={floating.refs.setFloating}
          id={panelId}
          className="popover wb-views-menu"
          style={floating.floatingStyles}
          role="region"
          aria-label="Saved views"
          tabIndex={-1}
        >
          {views.listError && <p role="alert" className="form-message">The views could not be loaded: {views.listError}</p>}
          <h3>My views</h3>
          {mine.length === 0 ? <p className="muted">None yet: save the table as it is now.</p> : <ul>{mine.map(entry)}</ul>}
          <h3>Shared in the company</h3>
          {company.length === 0 ? <p className="muted">No one else has saved a view of this table.</p> : <ul>{company.map(entry)}</ul>}
          <div className="wb-view-actions">
            <button type="button" className="secondary" onClick={act(views.actions.saveNew)}>Save as a new view…</button>
            {current?.mine && views.changed && <button type="button" className="secondary" onClick={act(views.actions.saveChanges)}>Save the changes</button>}
            {current && !current.mine && <button type="button" className="secondary" onClick={act(views.actions.saveAsMine)}>Save as my view…</button>}
            {current?.mine && <button type="button" className="secondary" onClick={act(views.actions.rename)}>Rename…</button>}
            {current?.mine && <button type="button" className="secondary danger" onClick={act(views.actions.remove)}>Delete</button>}
          </div>
        </div>
      )}
    </span>
  );
}
