/** Cache keys of the monitoring reads, so every mutation and finished update refreshes what it changed. */
export const monitoringKeys = {
  all: (companyId: number) => ['monitoring', companyId] as const,
  list: (companyId: number) => ['monitoring', companyId, 'list'] as const,
  project: (companyId: number, projectId: number) => ['monitoring', companyId, 'project', projectId] as const,
  settings: (companyId: number, projectId: number) => ['monitoring', companyId, 'project', projectId, 'settings'] as const,
  rankings: (companyId: number, projectId: number) => ['monitoring', companyId, 'project', projectId, 'rankings'] as const,
  visibility: (companyId: number, projectId: number) => ['monitoring', companyId, 'project', projectId, 'visibility'] as const,
  overview: (companyId: number, projectId: number, compare: number) => ['monitoring', companyId, 'project', projectId, 'overview', compare] as const,
  competitors: (companyId: number, projectId: number) => ['monitoring', companyId, 'project', projectId, 'competitors'] as const,
  history: (companyId: number, projectId: number, keywordId: number) => ['monitoring', companyId, 'project', projectId, 'history', keywordId] as const,
  shared: (shareId: string) => ['monitoring-shared', shareId] as const,
};
