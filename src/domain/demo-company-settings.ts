import { defaultCompanySettings, type CompanySettings } from './contracts/company-settings.ts';

/**
 * Company 3 of docs/demo-data.md (Whitelabel Partner AG): its logo, host and extra entries. The seed
 * writes them and the client's access fixtures read them, so both agree without the domain
 * importing the server.
 */
export const whitelabelPartnerSettings: CompanySettings = {
  ...defaultCompanySettings,
  theme: 'whitelabel',
  logo: '/logos/whitelabel-partner.svg',
  extra_navigation: [
    { label: 'Partner Portal', href: 'https://partner.example.com/portal' },
    { label: 'Partner Support', href: 'https://partner.example.com/support' },
  ],
  rankings_host: 'https://rankings.partner.example.com',
  internal_searches: true,
  whitelabel_monitoring: true,
};
