import { useRef, type KeyboardEvent } from 'react';
import { IDEA_VIEWS, type IdeaView } from '../../domain/contracts/keyword-data.ts';

export const VIEW_LABELS: Readonly<Record<IdeaView, string>> = {
  matching: 'Matching terms',
  related: 'Related terms',
  questions: 'Questions',
};

export const VIEW_NOTES: Readonly<Record<IdeaView, string>> = {
  matching: 'Phrases that contain the keyword.',
  related: 'Phrases on the same topic that do not contain the keyword.',
  questions: 'The questions people ask around the keyword.',
};

/** The view an arrow key moves to: Left/Right wrap around, Home/End go to the ends; null for other keys. */
export function viewAfterKey(current: IdeaView, key: string): IdeaView | null {
  const index = IDEA_VIEWS.indexOf(current);
  const last = IDEA_VIEWS.length - 1;
  const next =
    key === 'ArrowRight' ? (index === last ? 0 : index + 1)
    : key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
    : key === 'Home' ? 0
    : key === 'End' ? last
    : null;
  return next === null ? null : (IDEA_VIEWS[next] ?? null);
}

interface Props {
  readonly view: IdeaView;
  readonly onView: (view: IdeaView) => void;
}

/**
 * The three views of Ideas as a tablist (the ARIA pattern with automatic activation): Tab reaches the
 * current view, the arrow keys switch views, and the results region below is what they control.
 */
export function IdeasViewTabs({ view, onView }: Props) {
  const tabs = useRef(new Map<IdeaView, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent) {
    const next = viewAfterKey(view, event.key);
    if (next === null) return;
    event.preventDefault();
    onView(next);
    tabs.current.get(next)?.focus();
  }
  return (
    <div className="ideas-views-bar">
      <div id="ideas-views" role="tablist" aria-label="Views of the ideas" className="ideas-views" onKeyDown={onKeyDown}>
        {IDEA_VIEWS.map((v) => (
          <button
            key={v}
            ref={(element) => {
              if (element) tabs.current.set(v, element);
              else tabs.current.delete(v);
            }}
            type="button"
            role="tab"
            id={`ideas-view-${v}`}
            aria-selected={v === view}
            aria-controls="research-results"
            tabIndex={v === view ? 0 : -1}
            className="ideas-view-tab"
            onClick={() => onView(v)}
          >
            {VIEW_LABELS[v]}
          </button>
        ))}
      </div>
      <p className="muted ideas-view-note">{VIEW_NOTES[view]}</p>
    </div>
  );
}
