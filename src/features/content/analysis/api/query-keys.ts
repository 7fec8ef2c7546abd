/** Cache keys of the analysis reads: a member's view by company, a shared view by its share id. */
export const analysisKeys = {
  analysis: (projectId: number, access: ProjectAccess) => ['content-analysis', projectId, accessKey(access)] as const,
  briefing: (projectId: number, access: ProjectAccess) => ['content-briefing', projectId, accessKey(access)] as const,
};

/** How a project screen reads: as a member of the company, or through a share link. */
export type ProjectAccess = { readonly companyId: number } | { readonly shareId: string };

const accessKey = (access: ProjectAccess) => ('shareId' in access ? `share:${access.shareId}` : `company:${access.companyId}`);
