import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useStartup } from '../../session/use-app-state.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';
import { useWorkbenchPorts } from '../ports.ts';
import { removeFromClipboard } from './clipboard.ts';
import { useClipboard, useSetClipboard } from './clipboard-store.ts';
import './panels.css';

export const CLIPBOARD_EMPTY_TEXT = 'The clipboard is empty. Select rows and choose Copy to clipboard (Shift+C) to collect keywords from any table.';
/** Rendering 10.000 rows with a button each would stall the page; the filter finds the rest. */
const SHOWN_MAX = 200;

export interface ClipboardPanelProps {
  /** When given, a Close button and Escape call it. */
  onClose?: () => void;
  className?: string;
  /** The heading's id, for a surrounding dialog's `labelledBy`; generated when not given. */
  headingId?: string;
}

interface Undo {
  message: string;
  restore: readonly string[];
}

const keywordsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'keyword' : 'keywords'}`;
const errorText = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : 'That did not work. Please try again.');

/** The keywords collected across screens, and the way to put them into a collection. */
export function ClipboardPanel({ onClose, className, headingId: givenHeadingId }: ClipboardPanelProps) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  const keywords = useClipboard();
  const setClipboard = useSetClipboard();
  const [filter, setFilter] = useState('');
  const [undo, setUndo] = useState<Undo | null>(null);
  const needle = phraseIdentity(filter);
  const matches = needle === '' ? keywords : keywords.filter((k) => phraseIdentity(k).includes(needle));

  const change = (next: readonly string[], message: string) => {
    setUndo({ message, restore: keywords });
    setClipboard(() => next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!onClose || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section className={['clipboard-panel', className].filter(Boolean).join(' ')} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <header className="panel-header">
        <h2 id={headingId}>
          Keyword clipboard <span className="muted">({keywordsText(keywords.length)})</span>
        </h2>
        {onClose ? (
          <button type="button" className="secondary" onClick={onClose} aria-label="Close the clipboard">
            Close
          </button>
        ) : null}
      </header>
      {undo ? (
        <div className="undo-bar" role="status">
          <span>{undo.message}</span>
          <button
            type="button"
            onClick={() => {
              setClipboard(() => undo.restore);
              setUndo(null);
            }}
          >
            Undo
          </button>
        </div>
      ) : null}
      {keywords.length === 0 ? (
        <p className="panel-empty">{CLIPBOARD_EMPTY_TEXT}</p>
      ) : (
        <>
          <AddToCollection keywords={keywords} />
          <div className="clipboard-tools">
            <label>
              Filter the clipboard
              <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
            </label>
            <button type="button" className="secondary" onClick={() => change([], `Cleared ${keywordsText(keywords.length)} from the clipboard.`)}>
              Clear the clipboard
            </button>
          </div>
          {matches.length === 0 ? <p className="panel-empty">No keyword in the clipboard contains “{filter.trim()}”.</p> : null}
          <ul className="clipboard-list" aria-label="Keywords in the clipboard">
            {matches.slice(0, SHOWN_MAX).map((keyword) => (
              <li key={phraseIdentity(keyword)}>
                <span className="legend-keyword">{keyword}</span>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Remove ${keyword} from the clipboard`}
                  onClick={() => change(removeFromClipboard(keywords, [keyword]), `Removed ${keyword} from the clipboard.`)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {matches.length > SHOWN_MAX ? (
            <p className="muted">
              Showing {formatNumber(SHOWN_MAX)} of {keywordsText(matches.length)}; filter to find the others.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Picks one of the company's collections and adds every clipboard keyword to it. */
function AddToCollection({ keywords }: { keywords: readonly string[] }) {
  const startup = useStartup();
  const { useCollectionList, useAddCollectionKeywords } = useWorkbenchPorts();
  const companyId = startup?.company.id ?? 0;
  const list = useCollectionList(companyId, companyId > 0);
  const add = useAddCollectionKeywords();
  const [chosen, setChosen] = useState('');
  const [report, setReport] = useState<string | null>(null);
  const selectId = useId();
  const collections = list.data?.collections ?? [];
  const target = collections.find((c) => String(c.id) === chosen) ?? collections[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setReport(null);
    add.mutate(
      { company_id: companyId, collection_id: target.id, keywords: [...keywords] },
      {
        onSuccess: (answer) => {
          const skipped = keywords.length - answer.added;
          const already = skipped > 0 ? ` ${formatNumber(skipped)} ${skipped === 1 ? 'other was' : 'others were'} already in it or not valid phrases.` : '';
          setReport(`Added ${keywordsText(answer.added)} to ${answer.collection.name}.${already}`);
        },
      },
    );
  };

  if (list.isPending) return <p className="panel-loading">Loading your collections…</p>;
  if (list.isError) return <p className="panel-error" role="alert">{errorText(list.error)}</p>;
  if (collections.length === 0) {
    return (
      <p className="panel-empty">
        No collection yet to add these keywords to. Create one on the <Link to="/collections">Collections</Link> screen.
      </p>
    );
  }
  return (
    <form className="clipboard-add" onSubmit={submit} aria-label="Add to collection">
      <label htmlFor={selectId}>Collection</label>
      <select id={selectId} value={target ? String(target.id) : ''} onChange={(event) => setChosen(event.target.value)}>
        {collections.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name} ({keywordsText(c.keyword_count)})
          </option>
        ))}
      </select>
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add to collection'}
      </button>
      <p className="clipboard-add-report" role="status">
        {report}
      </p>
      {add.isError ? (
        <p className="panel-error" role="alert">
          {errorText(add.error)}
        </p>
      ) : null}
    </form>
  );
}
