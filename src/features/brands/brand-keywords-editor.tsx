import { useId, useState, type FormEvent } from 'react';
import type { BrandKeywordOrigin } from '../../domain/contracts/brands.ts';
import { countOf } from '../../domain/number-format.ts';
import { addKeyword, removeKeyword, type BrandDraft } from './keyword-draft.ts';

interface Props {
  readonly drafts: readonly BrandDraft[];
  onChange(drafts: BrandDraft[]): void;
}

const ORIGIN_TEXT: Record<BrandKeywordOrigin, string> = { name: 'name', variant: 'variant', suggestion: 'suggestion', manual: 'added' };
/** Above this many keywords in all, the brands start folded, so the page stays a page. */
const OPEN_UP_TO = 150;

interface Removed {
  readonly drafts: readonly BrandDraft[];
  readonly text: string;
}

/** The keywords that will stand for each brand: remove any, add your own, with the rule a typed keyword breaks. */
export function BrandKeywordsEditor({ drafts, onChange }: Props) {
  const [removed, setRemoved] = useState<Removed | null>(null);
  const open = drafts.reduce((sum, draft) => sum + draft.keywords.length, 0) <= OPEN_UP_TO;
  return (
    <div className="brand-keywords">
      {removed && (
        <p role="status" className="undo-bar">
          <span>{removed.text}</span>
          <button type="button" onClick={() => { onChange([...removed.drafts]); setRemoved(null); }}>Undo</button>
        </p>
      )}
      {drafts.map((draft, b) => (
        <BrandKeywords
          key={draft.name}
          draft={draft}
          open={open}
          onRemove={(keyword) => {
            setRemoved({ drafts, text: `Removed “${keyword}” from ${draft.name}.` });
            onChange(removeKeyword(drafts, b, keyword));
          }}
          onAdd={(typed) => {
            const result = addKeyword(drafts, b, typed);
            if (!result.ok) return result.error;
            setRemoved(null);
            onChange(result.drafts);
            return null;
          }}
        />
      ))}
    </div>
  );
}

interface BrandProps {
  readonly draft: BrandDraft;
  readonly open: boolean;
  onRemove(keyword: string): void;
  /** The rule the keyword breaks, or null when it was added. */
  onAdd(typed: string): string | null;
}

function BrandKeywords({ draft, open, onRemove, onAdd }: BrandProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const error = onAdd(typed);
    setProblem(error);
    if (error === null) setTyped('');
  }
  return (
    <details className="brand-keywords-brand" open={open}>
      <summary>
        <strong>{draft.name}</strong> <span className="muted">{countOf(draft.keywords.length, 'keyword', 'keywords')}</span>
      </summary>
      {draft.keywords.length === 0 ? (
        <p className="muted">No keyword left: the brand name itself is still counted. Add keywords below.</p>
      ) : (
        <ul className="brand-keyword-list" aria-label={`Keywords of ${draft.name}`}>
          {draft.keywords.map((k) => (
            <li key={k.keyword} className="brand-keyword">
              <span>{k.keyword}</span>
              <span className="muted brand-keyword-origin">{ORIGIN_TEXT[k.origin]}</span>
              <button type="button" className="secondary brand-keyword-remove" onClick={() => onRemove(k.keyword)} aria-label={`Remove ${k.keyword} from ${draft.name}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="brand-keyword-add" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-add`}>Add a keyword for {draft.name}</label>
        <input
          id={`${id}-add`}
          value={typed}
          onChange={(event) => { setTyped(event.target.value); setProblem(null); }}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : `${id}-problem`}
          autoComplete="off"
        />
        <button type="submit" className="secondary">Add</button>
        {problem && <p id={`${id}-problem`} className="form-message" role="alert">{problem}</p>}
      </form>
    </details>
  );
}
