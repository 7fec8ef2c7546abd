/** Cache keys of Home's reads; its own, so a suite screen's mutations never have to know about Home. */
export const homeKeys = {
  jobs: (companyId: number) => ['home', companyId, 'jobs'] as const,
  collections: (companyId: number) => ['home', companyId, 'collections'] as const,
  brands: (companyId: number) => ['home', companyId, 'brands'] as const,
  monitoring: (companyId: number) => ['home', companyId, 'monitoring'] as const,
  siteSearches: (companyId: number) => ['home', companyId, 'site-searches'] as const,
  content: (companyId: number) => ['home', companyId, 'content'] as const,
  ai: (companyId: number) => ['home', companyId, 'ai'] as const,
  chat: (companyId: number) => ['home', companyId, 'chat'] as const,
};
