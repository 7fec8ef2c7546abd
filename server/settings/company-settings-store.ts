import type { Transaction } from 'kysely';
import { companySettingsSchema, type CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import type { Database } from '../db/schema.ts';

/**
 * The company's settings, locked for the change about to be made; parsed, so a row stored before a
 * field existed reads with that field's default.
 */
export async function lockedCompanySettings(trx: Transaction<Database>, companyId: number): Promise<{ name: string; settings: CompanySettings }> {
  const row = await trx.selectFrom('companies').select(['name', 'settings']).where('id', '=', companyId).forUpdate().executeTakeFirstOrThrow();
  return { name: row.name, settings: companySettingsSchema.parse(row.settings) };
}

export async function saveCompanySettings(trx: Transaction<Database>, companyId: number, settings: CompanySettings): Promise<void> {
  await trx.updateTable('companies').set({ settings }).where('id', '=', companyId).execute();
}
