/** Cache keys of the editor's reads; a save refreshes the versions, a restore the draft. */
export const editorKeys = {
  project: (companyId: number, projectId: number) => ['content-editor', companyId, projectId, 'project'] as const,
  draft: (companyId: number, projectId: number) => ['content-editor', companyId, projectId, 'draft'] as const,
  briefing: (companyId: number, projectId: number) => ['content-editor', companyId, projectId, 'briefing'] as const,
  versions: (companyId: number, projectId: number) => ['content-editor', companyId, projectId, 'versions'] as const,
  version: (companyId: number, projectId: number, revision: number) => ['content-editor', companyId, projectId, 'version', revision] as const,
  shared: (projectId: number, shareId: string) => ['content-editor-shared', projectId, shareId] as const,
};
