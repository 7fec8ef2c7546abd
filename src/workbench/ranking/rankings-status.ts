/** What the ranking column is doing, from the settings and the state of its lookup. */
export type RankingStatus = 'off' | 'loading' | 'ready' | 'error';

export interface LookupState {
  /** The user has asked for rankings (a domain and a device are set). */
  requested: boolean;
  /** Why no lookup can be made although one is asked for (no company, no market); null when it can. */
  blocked: string | null;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The rows show answers of an earlier keyword list while the current one loads. */
  isPlaceholderData: boolean;
}

export interface RankingsStatus {
  status: RankingStatus;
  error: string | null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : 'Rankings could not be loaded.';
}

/**
 * A background refresh of answers already shown stays 'ready', so the column does not flicker;
 * answers of an earlier keyword list count as 'loading' until the current list is answered.
 */
export function rankingsStatus(state: LookupState): RankingsStatus {
  if (!state.requested) return { status: 'off', error: null };
  if (state.blocked !== null) return { status: 'error', error: state.blocked };
  if (state.isError) return { status: 'error', error: messageOf(state.error) };
  if (state.isPending || state.isPlaceholderData) return { status: 'loading', error: null };
  return { status: 'ready', error: null };
}
