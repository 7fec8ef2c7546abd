import type { TourId, UserSettings } from './contracts/user-settings.ts';

/** Whether the user finished (or ended on purpose) the tour; settings saved before tours existed say no. */
export function tourFinished(settings: UserSettings, tour: TourId): boolean {
  return settings.tours_finished?.includes(tour) ?? false;
}

/**
 * The settings change that remembers the tour as finished. The settings update replaces the list,
 * so the change carries every tour finished before, and the tour once however often it is finished.
 */
export function finishTourChange(settings: UserSettings, tour: TourId): Pick<UserSettings, 'tours_finished'> {
  const finished = settings.tours_finished ?? [];
  return { tours_finished: finished.includes(tour) ? [...finished] : [...finished, tour] };
}
