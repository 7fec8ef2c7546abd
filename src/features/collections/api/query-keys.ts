/** Cache keys of the collection reads, so every mutation invalidates exactly what it changed. */
export const collectionKeys = {
  all: (companyId: number) => ['collections', companyId] as const,
  list: (companyId: number) => ['collections', companyId, 'list'] as const,
  byName: (companyId: number, name: string) => ['collections', companyId, 'name', name.toLowerCase()] as const,
  shared: (shareId: string) => ['shared-research', shareId] as const,
};
