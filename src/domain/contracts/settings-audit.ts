import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Every kind of change Settings makes; each settings route writes its rows under one of these. */
export const SETTINGS_ACTIONS = ['user.invite', 'user.deactivate', 'user.reactivate', 'user.access', 'company.settings', 'company.logo'] as const;
export const settingsActionSchema = z.enum(SETTINGS_ACTIONS);
export type SettingsAction = z.infer<typeof settingsActionSchema>;

export const SETTINGS_ACTION_LABELS: Readonly<Record<SettingsAction, string>> = {
  'user.invite': 'User invited',
  'user.deactivate': 'User deactivated',
  'user.reactivate': 'User reactivated',
  'user.access': 'Rights, plan or suites changed',
  'company.settings': 'Company settings changed',
  'company.logo': 'Logo changed',
};

/** The newest rows a list answers; older ones stay stored and are reached by filtering. */
export const AUDIT_PAGE_LIMIT = 500;

export const auditListRequestSchema = z.strictObject({
  company_id: idSchema,
  actor_id: idSchema.optional(),
  action: settingsActionSchema.optional(),
});
export type AuditListRequest = z.infer<typeof auditListRequestSchema>;

const jsonRecord = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: settingsActionSchema,
  target: z.string(),
  before: jsonRecord,
  after: jsonRecord,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Everyone who ever changed this company's settings, for the filter. */
  actors: z.array(z.object({ id: z.number().int(), email: z.string() })),
  /** More rows matched than the list holds. */
  truncated: z.boolean(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Pushed to a company's room after a settings change: its clients reload the start-up data. */
export type SettingsChangedPayload = { sent_at: string; action: SettingsAction };
