import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import {
  companyUserResponseSchema,
  usersListResponseSchema,
  type CompanyUserResponse,
  type UserAccessRequest,
  type UserActiveRequest,
  type UserInviteRequest,
} from '../../../domain/contracts/company-users.ts';
import { settingsKeys } from './settings-keys.ts';

/** POST /api/settings/users/list: the company's users with their rights, plan and suites. */
export function useCompanyUsers(companyId: number) {
  return useQuery({
    queryKey: settingsKeys.users(companyId),
    queryFn: () => apiPost('/settings/users/list', { company_id: companyId }, usersListResponseSchema),
  });
}

/** Each change refreshes the users and the audit log, which has a row for it now. */
function useSettingsMutation<R>(call: (request: R) => Promise<CompanyUserResponse>, companyOf: (request: R) => number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (_answer, request) => client.invalidateQueries({ queryKey: settingsKeys.all(companyOf(request)) }) });
}

export const useInviteUser = () =>
  useSettingsMutation((request: UserInviteRequest) => apiPost('/settings/users/invite', request, companyUserResponseSchema), (request) => request.company_id);

export const useSetUserActive = () =>
  useSettingsMutation((request: UserActiveRequest) => apiPost('/settings/users/active', request, companyUserResponseSchema), (request) => request.company_id);

export const useSetUserAccess = () =>
  useSettingsMutation((request: UserAccessRequest) => apiPost('/settings/users/access', request, companyUserResponseSchema), (request) => request.company_id);
