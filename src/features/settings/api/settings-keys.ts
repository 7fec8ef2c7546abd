/** Cache keys of the settings reads; a socket `settingsChanged` invalidates `['settings']` for every company. */
export const settingsKeys = {
  all: (companyId: number) => ['settings', companyId] as const,
  users: (companyId: number) => ['settings', companyId, 'users'] as const,
  audit: (companyId: number, filter: object) => ['settings', companyId, 'audit', filter] as const,
};
