/** Cache keys of the content suite's reads, so every mutation and finished job refreshes what it changed. */
export const contentKeys = {
  all: (companyId: number) => ['content', companyId] as const,
  list: (companyId: number) => ['content', companyId, 'projects'] as const,
  project: (companyId: number, projectId: number) => ['content', companyId, 'project', projectId] as const,
  competitors: (companyId: number, projectId: number) => ['content', companyId, 'project', projectId, 'competitors'] as const,
  /** Behind a share link: no company is known, the share id is the key. */
  sharedCompetitors: (projectId: number, shareId: string) => ['content-shared', projectId, shareId, 'competitors'] as const,
};
