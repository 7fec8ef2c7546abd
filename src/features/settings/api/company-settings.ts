import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { companySettingsResponseSchema, type CompanyLogoRequest, type CompanySettingsUpdateRequest } from '../../../domain/contracts/company-settings-update.ts';
import { reloadStartup } from '../../../session/session-runtime.ts';

/**
 * The company's settings come with the start-up data, so a saved change reloads it here at once
 * (the socket's settingsChanged does the same for everyone else of the company).
 */
export const useUpdateCompanySettings = () =>
  useMutation({
    mutationFn: (request: CompanySettingsUpdateRequest) => apiPost('/settings/company/update', request, companySettingsResponseSchema),
    onSuccess: () => void reloadStartup(),
  });

export const useUploadLogo = () =>
  useMutation({
    mutationFn: (request: CompanyLogoRequest) => apiPost('/settings/company/logo', request, companySettingsResponseSchema),
    onSuccess: () => void reloadStartup(),
  });
