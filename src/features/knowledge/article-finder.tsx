import { useId, type KeyboardEvent, type RefObject } from 'react';
import type { KnowledgeHit } from '../../domain/knowledge-search.ts';
import { MAX_QUERY_LENGTH } from './knowledge-search-params.ts';

interface ArticleFinderProps {
  readonly query: string;
  readonly hits: readonly KnowledgeHit[];
  /** Index of the highlighted hit; the arrow keys move it. */
  readonly active: number;
  /** The article shown beside the list. */
  readonly openId: string;
  /** Words of a query that found nothing which would find articles on their own. */
  readonly alone: readonly string[];
  readonly inputRef: RefObject<HTMLInputElement | null>;
  onQuery(query: string): void;
  onActive(index: number): void;
  onOpen(id: string): void;
}

/**
 * The search field and its results as an ARIA combobox: focus stays in the field, ↑ and ↓ move the
 * highlighted article, Enter opens it, Escape clears the search.
 */
export function ArticleFinder({ query, hits, active, openId, alone, inputRef, onQuery, onActive, onOpen }: ArticleFinderProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const searching = query.trim() !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) onActive(event.key === 'ArrowDown' ? Math.min(hits.length - 1, active + 1) : Math.max(0, active - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) onOpen(hit.id);
    } else if (event.key === 'Escape' && query !== '') {
      // Handled here, so the first Escape clears the field and does not also leave it.
      event.preventDefault();
      event.stopPropagation();
      onQuery('');
    }
  };
  return (
    <section className="kb-finder" aria-labelledby={`${listId}-label`}>
      <label id={`${listId}-label`} htmlFor={`${listId}-input`}>
        Search the articles
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits[active] ? optionId(active) : undefined}
        aria-describedby={`${listId}-hint`}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        placeholder="For example: share of search, Sichtbarkeit, export"
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${listId}-hint`} className="muted kb-hint">
        <kbd>/</kbd> search, <kbd>↑</kbd> <kbd>↓</kbd> choose, <kbd>Enter</kbd> open. English and German words.
      </p>
      <p role="status" className="visually-hidden">
        {searching ? (hits.length === 1 ? '1 article found' : `${hits.length} articles found`) : ''}
      </p>
      {hits.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={searching ? 'Articles found' : 'All articles'} className="kb-results">
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={hit.id === openId ? 'kb-result is-open' : 'kb-result'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onOpen(hit.id)}
            >
              <span className="kb-result-title">{hit.title}</span>
              {hit.snippet && (
                <span className="kb-result-snippet">
                  {hit.snippet.before}
                  <mark>{hit.snippet.match}</mark>
                  {hit.snippet.after}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div id={listId} className="empty-state kb-empty">
          <p>
            <strong>No article mentions “{query.trim()}”.</strong> Every word has to be found.
          </p>
          <ul>
            {alone.length > 0 && (
              <li>
                Fewer words:{' '}
                {alone.map((word, i) => (
                  <span key={word}>
                    {i > 0 && ', '}
                    <button type="button" className="link-button" onClick={() => onQuery(word)}>
                      search for “{word}”
                    </button>
                  </span>
                ))}
              </li>
            )}
            <li>The beginning of a word: “sicht” finds “Sichtbarkeit”, “export” finds “exports”.</li>
            <li>The other language: “search volume” or “Suchvolumen”, “visibility” or “Sichtbarkeit”.</li>
            <li>
              <button type="button" className="link-button" onClick={() => onQuery('')}>
                Clear the search
              </button>{' '}
              to list every article.
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
