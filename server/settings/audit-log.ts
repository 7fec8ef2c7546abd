import type { Kysely, Transaction } from 'kysely';
import { AUDIT_PAGE_LIMIT, settingsActionSchema, type AuditListRequest, type AuditListResponse, type SettingsAction } from '../../src/domain/contracts/settings-audit.ts';
import type { Session } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { Realtime } from '../realtime/realtime.ts';

type Values = Record<string, unknown>;

export type SettingsChange<T> = {
  readonly companyId: number;
  readonly actor: Session;
  readonly action: SettingsAction;
  /** Makes the change inside the audit's transaction and says what it changed, before and after. */
  apply(trx: Transaction<Database>): Promise<{ target: string; before: Values; after: Values; result: T }>;
};

export type AuditDeps = { readonly db: Kysely<Database>; readonly realtime: Realtime | undefined };

/** Only the fields whose value differs, so a row says what changed rather than what was sent. */
function changedFields(before: Values, after: Values): { before: Values; after: Values } {
  const changed = { before: {} as Values, after: {} as Values };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
}

/**
 * The one way a settings route changes anything: the change and its audit row commit together (an
 * unaudited change cannot happen, nor an audit row of a change that failed), and only after the
 * commit is the company's room told, so its clients reload values that are really stored.
 * A change that changed nothing writes no row and tells nobody.
 */
export async function auditedChange<T>({ db, realtime }: AuditDeps, change: SettingsChange<T>): Promise<T> {
  const changed = await db.transaction().execute(async (trx) => {
    const { target, before, after, result } = await change.apply(trx);
    const fields = changedFields(before, after);
    const any = Object.keys(fields.after).length > 0;
    if (any) {
      await trx
        .insertInto('settings_audit')
        .values({ company_id: change.companyId, actor_id: change.actor.userId, actor_email: change.actor.email, action: change.action, target, ...fields })
        .execute();
    }
    return { any, result };
  });
  if (changed.any) realtime?.emitToCompany(change.companyId, 'settingsChanged', { sent_at: new Date().toISOString(), action: change.action });
  return changed.result;
}

/** The company's audit rows, newest first, filtered by who and what. */
export async function listAudit(db: Kysely<Database>, request: AuditListRequest): Promise<AuditListResponse> {
  const rows = await db
    .selectFrom('settings_audit')
    .select(['id', 'at', 'actor_id', 'actor_email', 'action', 'target', 'before', 'after'])
    .where('company_id', '=', request.company_id)
    .$if(request.actor_id !== undefined, (q) => q.where('actor_id', '=', request.actor_id ?? 0))
    .$if(request.action !== undefined, (q) => q.where('action', '=', request.action ?? ''))
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_LIMIT + 1)
    .execute();
  const actors = await db
    .selectFrom('settings_audit')
    .select(['actor_id', 'actor_email'])
    .distinct()
    .where('company_id', '=', request.company_id)
    .where('actor_id', 'is not', null)
    .orderBy('actor_email')
    .execute();
  return {
    entries: rows.slice(0, AUDIT_PAGE_LIMIT).map((row) => ({ ...row, at: row.at.toISOString(), action: settingsActionSchema.parse(row.action) })),
    actors: actors.flatMap((row) => (row.actor_id === null ? [] : [{ id: row.actor_id, email: row.actor_email }])),
    truncated: rows.length > AUDIT_PAGE_LIMIT,
  };
}
