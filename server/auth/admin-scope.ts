import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How far an administrator reaches (docs/decisions/0024-admin-scope-and-operator-role.md): the
 * companies they are a member of, or every company for an operator, an active admin whose address
 * the server was started with in OPERATOR_EMAILS.
 */
export type AdminScope = { readonly operator: true } | { readonly operator: false; readonly companyIds: ReadonlySet<number> };

export const OPERATOR_ONLY = 'only the operator (OPERATOR_EMAILS) acts across companies';

export const isOperatorEmail = (operatorEmails: readonly string[], email: string): boolean => operatorEmails.includes(email.toLowerCase());

export async function adminScopeOf(db: Kysely<Database>, userId: number, operatorEmails: readonly string[]): Promise<AdminScope> {
  const user = await db.selectFrom('users').select(['email', 'admin', 'active']).where('id', '=', userId).executeTakeFirst();
  if (user?.admin === true && user.active && isOperatorEmail(operatorEmails, user.email)) return { operator: true };
  const rows = await db.selectFrom('memberships').select('company_id').where('user_id', '=', userId).execute();
  return { operator: false, companyIds: new Set(rows.map((row) => row.company_id)) };
}

export const scopeCovers = (scope: AdminScope, companyId: number): boolean => scope.operator || scope.companyIds.has(companyId);

/**
 * Whether acting as the user stays inside the scope: a session is the user's in every company of
 * theirs, so each of them must be covered, and an operator is never reached from below.
 */
export async function scopeCoversUser(db: Kysely<Database>, scope: AdminScope, userId: number, operatorEmails: readonly string[]): Promise<boolean> {
  if (scope.operator) return true;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user || isOperatorEmail(operatorEmails, user.email)) return false;
  const rows = await db.selectFrom('memberships').select('company_id').where('user_id', '=', userId).execute();
  return rows.length > 0 && rows.every((row) => scope.companyIds.has(row.company_id));
}

/** The addresses of the people of the scope's companies, lower-case; undefined for an operator, who sees every address. */
export async function addressesInScope(db: Kysely<Database>, scope: AdminScope): Promise<string[] | undefined> {
  if (scope.operator) return undefined;
  if (scope.companyIds.size === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(sql<string>`lower(u.email)`.as('email'))
    .where('m.company_id', 'in', [...scope.companyIds])
    .distinct()
    .execute();
  return rows.map((row) => row.email);
}
