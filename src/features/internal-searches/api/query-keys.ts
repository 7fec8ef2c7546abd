/** React Query keys of the Internal Searches calls: everything of a company under one prefix, so an import refreshes all. */
export const internalSearchKeys = {
  all: (companyId: number) => ['internal-searches', companyId] as const,
  imports: (companyId: number) => ['internal-searches', companyId, 'imports'] as const,
  overview: (companyId: number, days: number) => ['internal-searches', companyId, 'overview', days] as const,
  terms: (companyId: number, days: number) => ['internal-searches', companyId, 'terms', days] as const,
};
