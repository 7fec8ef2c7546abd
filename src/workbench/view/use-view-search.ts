/** The table view kept in the URL: every change is a new history entry, so Back undoes it. */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseWorkbenchSearch, withViewChange, type WorkbenchSearch } from './view-search.ts';

export interface ViewSearch {
  search: WorkbenchSearch;
  change(change: Partial<WorkbenchSearch>): void;
}

export function useViewSearch(): ViewSearch {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parseWorkbenchSearch(raw), [raw]);
  const change = useCallback(
    (next: Partial<WorkbenchSearch>) => {
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => withViewChange(parseWorkbenchSearch(previous), next), resetScroll: false });
    },
    [navigate],
  );
  return { search, change };
}
