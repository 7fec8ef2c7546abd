import type { ContentDevice, ContentProjectStatus } from '../../domain/contracts/content.ts';
import type { ContentProjectScreen } from '../../domain/contracts/content-analysis.ts';

/** How a project's status reads in the list, the frame and the competitors screen. */
export const STATUS_LABEL: Readonly<Record<ContentProjectStatus, string>> = {
  fetching: 'Fetching pages',
  ready: 'Ready',
  failed: 'Failed',
};

export const DEVICE_LABEL: Readonly<Record<ContentDevice, string>> = { desktop: 'Desktop', mobile: 'Mobile' };

/** The four project screens as their tabs name them, in tab order. */
export const SCREEN_TABS: readonly { readonly screen: ContentProjectScreen; readonly label: string }[] = [
  { screen: 'competitors', label: 'Competitors' },
  { screen: 'wdfIdf', label: 'WDF*IDF' },
  { screen: 'briefing', label: 'Briefing' },
  { screen: 'editor', label: 'Editor' },
];
