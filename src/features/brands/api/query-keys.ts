/** Cache keys of the brand reads, so every mutation invalidates exactly what it changed. */
export const brandKeys = {
  all: (companyId: number) => ['brands', companyId] as const,
  list: (companyId: number) => ['brands', companyId, 'list'] as const,
  index: (companyId: number, listname: string) => ['brands', companyId, 'index', listname] as const,
  analysis: (companyId: number, listname: string, brandId: number | null) => ['brands', companyId, 'analysis', listname, brandId] as const,
};
