/** The table view kept in the URL: every change is a new history entry, so Back undoes it. */
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { parseWorkbenchSearch, withViewChange, type WorkbenchSearch } from './view-search.ts';

export interface ViewSearch {
  search: WorkbenchSearch;
  change(change: Partial<WorkbenchSearch>): void;
}

/**
 * `search` is the view as the screen's route validated it (its manifest's `validateSearch` includes
 * `parseWorkbenchSearch`); a change goes back into the same route's URL, other search params untouched.
 */
export function useViewSearch(search: WorkbenchSearch): ViewSearch {
  const navigate = useNavigate();
  const change = useCallback(
    (next: Partial<WorkbenchSearch>) => {
      void navigate({ to: '.', search: (previous) => withViewChange(parseWorkbenchSearch(previous), next), resetScroll: false });
    },
    [navigate],
  );
  return { search, change };
}
