/** Cache keys of the AI Suite's reads, so every mutation invalidates exactly what it changed. */
export const aiKeys = {
  all: (companyId: number) => ['ai-suite', companyId] as const,
  list: (companyId: number) => ['ai-suite', companyId, 'list'] as const,
  sources: (companyId: number) => ['ai-suite', companyId, 'sources'] as const,
  project: (companyId: number, id: number) => ['ai-suite', companyId, 'project', id] as const,
  results: (companyId: number, id: number, task: string) => ['ai-suite', companyId, 'project', id, 'results', task] as const,
};
