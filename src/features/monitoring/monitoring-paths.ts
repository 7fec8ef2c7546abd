/**
 * SPEC §2: the monitoring screens live under /monitoring and again under /quickseo/monitoring. A screen
 * keeps the prefix it was opened under, so links and commands never throw a quick-SEO user out of the
 * quick-SEO area (and its theme).
 */
export type MonitoringBase = '/monitoring' | '/quickseo/monitoring';

export function monitoringBase(pathname: string): MonitoringBase {
  return pathname === '/quickseo/monitoring' || pathname.startsWith('/quickseo/monitoring/') ? '/quickseo/monitoring' : '/monitoring';
}

export const setupPath = (base: MonitoringBase): string => `${base}/setup`;
export const projectPath = (base: MonitoringBase, id: number): string => `${base}/project/${id}`;
/** The edit form is the setup screen with the project's id in the search params. */
export const editPath = (base: MonitoringBase, id: number): string => `${base}/setup?edit=${id}`;
export const sharedReportPath = (shareId: string): string => `/monitoring/shared/${encodeURIComponent(shareId)}`;
