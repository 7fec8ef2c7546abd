import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../../routes/chunk-loading.ts';
import type { SectionProps } from './section-props.ts';

export interface SettingsSection {
  /** Its `?section=` value in the URL and the id of its tab. */
  readonly id: string;
  readonly label: string;
  readonly component: LazyExoticComponent<ComponentType<SectionProps>>;
}

/**
 * The tabs of /settings, in order. A new section is one entry here: its id, its label and its
 * component (lazy, so a section's code loads when it is first opened).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'users', label: 'Users', component: lazy(async () => ({ default: (await loadChunk('settings-users', () => import('./users-section.tsx'))).UsersSection })) },
  { id: 'company', label: 'Company', component: lazy(async () => ({ default: (await loadChunk('settings-company', () => import('./company-section.tsx'))).CompanySection })) },
  { id: 'audit', label: 'Audit log', component: lazy(async () => ({ default: (await loadChunk('settings-audit', () => import('./audit-section.tsx'))).AuditSection })) },
  { id: 'page-views', label: 'Page views', component: lazy(async () => ({ default: (await loadChunk('settings-page-views', () => import('./page-views-panel.tsx'))).PageViewsPanel })) },
  { id: 'usage', label: 'Usage', component: lazy(async () => ({ default: (await loadChunk('settings-usage', () => import('./usage-panel.tsx'))).UsagePanel })) },
];

export const DEFAULT_SECTION = 'users';

export interface SettingsSearch {
  section?: string;
}

/** TanStack Router's `validateSearch`: an unknown section falls back to the first. */
export function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const { section } = search;
  return typeof section === 'string' && SETTINGS_SECTIONS.some((entry) => entry.id === section) ? { section } : {};
}
