import type { SourceLookup } from './use-source-lookup.ts';

/**
 * The states every research result shares, whether it shows a table (source-result.tsx) or groups
 * (suggests-result.tsx): slow, failed, and loading more.
 */
export function LookupProgress({ lookup, seed, noun }: { lookup: SourceLookup; seed: string; noun: string }) {
  const { status } = lookup;
  if (status.kind === 'loading') {
    return (
      <div role="status" className="research-loading">
        {status.slow ? (
          <>
            <progress aria-label={`Looking up ${noun}`} />
            <span>
              Looking up {noun} for “{seed}”…
            </span>
          </>
        ) : (
          <span className="visually-hidden">Looking up {noun}…</span>
        )}
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div role="alert" className="research-problem">
        <p>
          <strong>The lookup of “{seed}” failed.</strong> {status.message}
        </p>
        <button type="button" onClick={lookup.retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

export function LoadMore({ lookup, noun }: { lookup: SourceLookup; noun: string }) {
  if (!lookup.canLoadMore && !lookup.loadingMore && lookup.moreError === null) return null;
  return (
    <div className="research-more">
      {lookup.moreError !== null && (
        <p role="alert" className="form-message">
          More {noun} could not be loaded. {lookup.moreError}
        </p>
      )}
      <button type="button" onClick={lookup.loadMore} disabled={lookup.loadingMore}>
        {lookup.loadingMore ? `Loading more ${noun}…` : `Load more ${noun}`}
      </button>
    </div>
  );
}
