import type { Kysely } from 'kysely';
import type { NotificationEntry, NotificationListResponse, NotificationMessage } from '../../src/domain/contracts/notifications.ts';
import { applyNotification, MAX_NOTIFICATIONS, unreadCount } from '../../src/domain/notification-list.ts';
import type { Database } from '../db/schema.ts';

/**
 * The bell's entries of each company, kept so a reload shows what the live list showed: every
 * message is applied to the stored entry with the client's own rule (applyNotification). Read
 * state is per person: an entry is read when the person's read mark is not older than the last
 * message that asked for attention.
 */
export class NotificationStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Applies one message; the entry it leaves, or undefined when the message changed nothing (a stray progress update). */
  async apply(companyId: number, message: NotificationMessage): Promise<NotificationEntry | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('notifications')
        .select(['entry', 'attention_at'])
        .where('company_id', '=', companyId)
        .where('id', '=', message.id)
        .forUpdate()
        .executeTakeFirst();
      // Handed over as read, so the rule's answer says whether this message asks for attention again.
      const before = row ? { ...row.entry, read: true } : undefined;
      const after = applyNotification(before ? [before] : [], message).find((entry) => entry.id === message.id);
      if (!after || after === before) return undefined;
      const attentionAt = after.read && row ? row.attention_at : new Date(message.sent_at);
      await trx
        .insertInto('notifications')
        .values({ company_id: companyId, id: after.id, entry: after, created_at: after.created_at, attention_at: attentionAt })
        .onConflict((oc) => oc.columns(['company_id', 'id']).doUpdateSet({ entry: after, created_at: after.created_at, attention_at: attentionAt }))
        .execute();
      // The list shows the newest entries only; older rows would be dead weight.
      const keep = trx
        .selectFrom('notifications')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('created_at', 'desc')
        .limit(MAX_NOTIFICATIONS);
      await trx.deleteFrom('notifications').where('company_id', '=', companyId).where('id', 'not in', keep).execute();
      return after;
    });
  }

  async entry(companyId: number, id: string): Promise<NotificationEntry | undefined> {
    const row = await this.db.selectFrom('notifications').select('entry').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
    return row?.entry;
  }

  /** The company's entries, newest first, read or not for this person. */
  async list(companyId: number, userId: number): Promise<NotificationListResponse> {
    const [rows, mark] = await Promise.all([
      this.db
        .selectFrom('notifications')
        .select(['entry', 'attention_at'])
        .where('company_id', '=', companyId)
        .orderBy('created_at', 'desc')
        .limit(MAX_NOTIFICATIONS)
        .execute(),
      this.db.selectFrom('notification_reads').select('read_at').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const notifications = rows.map((row) => ({ ...row.entry, read: mark !== undefined && mark.read_at.getTime() >= row.attention_at.getTime() }));
    return { notifications, unread: unreadCount(notifications) };
  }

  /** Marks everything the company has so far read for this person. */
  async markAllRead(companyId: number, userId: number, at: Date): Promise<void> {
    await this.db
      .insertInto('notification_reads')
      .values({ company_id: companyId, user_id: userId, read_at: at })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ read_at: at }))
      .execute();
  }
}
