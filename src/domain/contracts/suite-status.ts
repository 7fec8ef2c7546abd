import { z } from 'zod';

/** Company status of SPEC §4; `none` means the company does not have that suite at all. */
export const suiteStatusSchema = z.enum(['active', 'testing', 'free', 'inactive', 'test_ended', 'none']);
export type SuiteStatus = z.infer<typeof suiteStatusSchema>;

/** Overall company status (SPEC §3 "Company: id, status"). */
export const companyStatusSchema = z.enum(['active', 'testing', 'inactive', 'test_ended']);
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

export const deviceSchema = z.enum(['mobile', 'desktop', 'tablet']);
export type Device = z.infer<typeof deviceSchema>;
